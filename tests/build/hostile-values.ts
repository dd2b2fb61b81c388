import fs from "node:fs";
import path from "node:path";
import { schemas } from "../../engine/check-file.server.ts";
import { COLLECTIONS } from "../../engine/files.server.ts";
import { sourceHash } from "../../engine/i18n/source-hash.ts";
import { escapeToken, pointerKeys, valueAt } from "../../engine/json-pointer.ts";
import { resolveRef } from "../../engine/schema-ref.ts";
import { walkWithSchema, type SchemaNode } from "../../engine/schema-walk.ts";

/**
 * Words an editor could type that would become code if any place wrote them into a page unescaped:
 * the end of a <style>, <script> or <title>, an attribute breaker in double and single quotes,
 * URLs with a scheme that runs or carries markup, a comment opener, the line separators that end
 * a JavaScript string, and template syntax. Each is short enough for most fields (the shortest
 * allow 30 characters).
 */
export const HOSTILE = [
  "</style><script>a()</script>",
  "</script><script>a()</script>",
  "</title><svg onload=a()>",
  '"><img src=x onerror=a()>',
  "' autofocus onfocus='a()",
  "javascript:a()",
  "data:text/html,<b>x</b>",
  "https://x.example/\"><i>",
  "<!--",
  "a\u2028b\u2029c",
  "{{7*7}} ${7*7}",
] as const;

/** A string field of a file: where it is, and whether its schema shapes it (then a hostile value may be refused). */
export interface StringField {
  file: string;
  pointer: string;
  /** No pattern, format, list of choices or kind: any words are allowed, so none may be refused. */
  freeText: boolean;
  maxLength?: number;
  /** Not in the file: an optional field the schema allows, added by the test. */
  added: boolean;
}

/** Free text: a string whose schema says nothing about its shape. */
const isFreeText = (node: SchemaNode, kind?: string, ref?: string) =>
  !kind && !ref && !("pattern" in node) && !("format" in node) && !("enum" in node) && !("const" in node);

const isString = (node: SchemaNode) => node.type === "string";

/**
 * Every string field of a file's data, found by its schema (schema/<schemaFile>), and every
 * optional free-text string field the schema allows on the objects the data has but which the data
 * leaves out: those are added (with "" for now) so that every field a block or a collection can
 * have is tried. Returns the fields; `data` gains the added ones.
 */
export function stringFields(file: string, schemaFile: string, data: unknown): StringField[] {
  const { source } = schemas();
  const fields: StringField[] = [];
  const additions: { parent: Record<string, unknown>; key: string; pointer: string; node: SchemaNode }[] = [];
  walkWithSchema(source, schemaFile, data, (visit) => {
    if (typeof visit.value === "string" && isString(visit.schema) && !visit.pointer.endsWith("/$schema")) {
      const { schema } = visit;
      fields.push({
        file,
        pointer: visit.pointer,
        freeText: isFreeText(schema, visit.kind, visit.ref),
        ...(typeof schema.maxLength === "number" ? { maxLength: schema.maxLength } : {}),
        added: false,
      });
    }
    const value = visit.value;
    if (!value || typeof value !== "object" || Array.isArray(value) || !visit.schema.properties) return;
    for (const [key, property] of Object.entries(visit.schema.properties)) {
      if (key in value) continue;
      const resolved = resolveRef(source, property, visit.file);
      if (resolved.broken || !isString(resolved.node)) continue;
      const kind = resolved.hops.map((h) => h.from["x-kind"]).find(Boolean) ?? resolved.node["x-kind"];
      const ref = resolved.hops.map((h) => h.from["x-ref"]).find(Boolean) ?? resolved.node["x-ref"];
      if (!isFreeText(resolved.node, kind, ref)) continue;
      additions.push({
        parent: value as Record<string, unknown>,
        key,
        pointer: `${visit.pointer}/${escapeToken(key)}`,
        node: resolved.node,
      });
    }
  });
  for (const { parent, key, pointer, node } of additions) {
    parent[key] = "";
    fields.push({
      file,
      pointer,
      freeText: true,
      ...(typeof node.maxLength === "number" ? { maxLength: node.maxLength } : {}),
      added: true,
    });
  }
  return fields;
}

/** The value at a JSON pointer (the data's own, which it must hold), and a way to set it. */
export function at(data: unknown, pointer: string) {
  const keys = pointerKeys(pointer);
  const key = keys.pop()!;
  const parent = keys.reduce((node, k) => (node as Record<string, unknown>)[k], data) as Record<string, unknown>;
  return { get: () => parent[key], set: (v: unknown) => (parent[key] = v) };
}

/** A site's files as data, to change and write back: its pages, its collections and their translations. */
export interface SiteData {
  files: Map<string, { schemaFile: string; data: unknown }>;
  translations: Map<string, { fields: Record<string, { text: string; from: string }> }>;
}

/** Reads the site under `root`: every page, every collection, every translation. */
export function readSiteData(root: string): SiteData {
  const files = new Map<string, { schemaFile: string; data: unknown }>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (rel.endsWith(".json"))
        files.set(rel, { schemaFile: "page.schema.json", data: JSON.parse(fs.readFileSync(path.join(root, rel), "utf8")) });
    }
  };
  walk("pages");
  for (const name of COLLECTIONS) {
    const rel = `content/${name}.json`;
    files.set(rel, { schemaFile: `${name}.schema.json`, data: JSON.parse(fs.readFileSync(path.join(root, rel), "utf8")) });
  }
  const translations = new Map<string, { fields: Record<string, { text: string; from: string }> }>();
  for (const rel of files.keys()) {
    const file = path.join(root, "i18n/bn", rel);
    if (fs.existsSync(file)) translations.set(rel, JSON.parse(fs.readFileSync(file, "utf8")));
  }
  return { files, translations };
}

/** Writes the site back under `root`, each translation stamped with the English it now translates, so none is behind. */
export function writeSiteData(root: string, site: SiteData) {
  for (const [rel, { data }] of site.files) fs.writeFileSync(path.join(root, rel), JSON.stringify(data, null, 2));
  for (const [rel, translation] of site.translations) {
    const english = site.files.get(rel)!.data;
    for (const [pointer, field] of Object.entries(translation.fields)) {
      const now = valueAt(english, pointer);
      if (typeof now === "string") field.from = sourceHash(now);
    }
    fs.writeFileSync(path.join(root, "i18n/bn", rel), JSON.stringify(translation, null, 2));
  }
}
