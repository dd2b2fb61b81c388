import fs from "node:fs";
import path from "node:path";
import { isWords } from "../../engine/i18n/translatable.ts";
import type { BlockSources } from "./blocks-gen.ts";

interface Schema {
  title?: string;
  description?: string;
  type?: string;
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  minItems?: number;
  maxItems?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  "x-kind"?: string;
  "x-ref"?: string;
  "x-translate"?: boolean;
  anyOf?: Schema[];
}

/** docs/blocks.md: every block with its fields, from the schema titles and descriptions. */
export function renderBlockDocs(schemaDir: string, blocks: BlockSources): string {
  const defs = JSON.parse(fs.readFileSync(path.join(schemaDir, "defs.schema.json"), "utf8")).definitions as Record<
    string,
    Schema
  >;
  const resolve = (s: Schema): Schema => {
    if (!s.$ref) return s;
    const def = defs[s.$ref.split("/").pop()!] ?? {};
    return { ...def, ...s, description: s.description ?? def.description };
  };
  const lines: string[] = [
    "# Block reference",
    "",
    "Generated from `schema/blocks/` by `npm run gen`; `npm run check` fails when it is out of date.",
    'Every section of a page is one block: `"type"` names the block, and the other fields are listed below.',
    'Every block also accepts `"id"` (an anchor for `#links`) and `"hidden": true` (kept in the file, left off the page).',
    "",
    "Fields marked **Translated into Bangla** are words: each page's Bangla edition",
    "(`i18n/bn/pages/<the page's file>`) holds their translation, field by field, with a fingerprint of the English it was",
    "made from. In the visual editor, the **বাংলা** switch of a page shows each of these fields with its English",
    "beside the Bangla, marked *not translated yet* (the Bangla page shows the English) or *the English changed since",
    "this was translated*; `docs/editing.md` says how. Every other field (links, pictures, choices, numbers) and the",
    "order of the sections are the same on both pages, and are edited in English only.",
    "",
  ];
  lines.push(...blocks.types.map((t) => `- [\`${t}\`](#${t.toLowerCase()})`), "");
  for (const type of blocks.types) {
    const schema = blocks.schemas.get(type) as Schema;
    const declaration = blocks.declarations.get(type)!;
    lines.push(`## ${type}`, "", `**${schema.title}.** ${schema.description}`, "");
    lines.push("| Field | Required | What it is |", "| --- | --- | --- |");
    for (const row of fieldRows(schema, "", resolve)) lines.push(row);
    const example = { type, ...declaration.example };
    lines.push("", "Example:", "", "```json", JSON.stringify(example, null, 2), "```", "");
  }
  return lines.join("\n");
}

function fieldRows(schema: Schema, prefix: string, resolve: (s: Schema) => Schema): string[] {
  const rows: string[] = [];
  for (const [name, raw] of Object.entries(schema.properties ?? {})) {
    const s = resolve(raw);
    const field = `\`${prefix}${name}\``;
    const required = schema.required?.includes(name) ? "yes" : "";
    const words = translated(raw, s, name, resolve);
    rows.push(`| ${field} | ${required} | ${describe(s, resolve)}${words ? " **Translated into Bangla.**" : ""} |`);
    const inner = s.type === "array" && s.items ? resolve(s.items) : s;
    if (inner.properties) rows.push(...fieldRows(inner, `${prefix}${name}${s.type === "array" ? "[]" : ""}.`, resolve));
  }
  return rows;
}

function describe(s: Schema, resolve: (s: Schema) => Schema): string {
  const text = s.description ?? s.title;
  if (!text) throw new Error("every field needs a description for docs/blocks.md");
  const parts = [text];
  const item = s.type === "array" && s.items ? resolve(s.items) : undefined;
  if (s.enum) parts.push(`One of: ${s.enum.map((v) => `\`${String(v)}\``).join(", ")}.`);
  if (item?.enum) parts.push(`Each one of: ${item.enum.map((v) => `\`${String(v)}\``).join(", ")}.`);
  if (s.type === "array")
    parts.push(`List${s.minItems ? `, at least ${s.minItems}` : ""}${s.maxItems ? `, at most ${s.maxItems}` : ""}.`);
  if (s.maxLength) parts.push(`At most ${s.maxLength} characters.`);
  return parts.join(" ").replace(/\|/g, "\\|").trim();
}

/**
 * Whether a field's words are translated: by the rule the Bangla edition applies (translatable.ts),
 * for a text, a list of texts (each one is translated), or a value that may be a text (a table
 * cell: text, or a tick).
 */
function translated(raw: Schema, s: Schema, name: string, resolve: (s: Schema) => Schema): boolean {
  const value = s.type === "array" && s.items ? { raw: s.items, node: resolve(s.items) } : { raw, node: s };
  const branch = value.node.anyOf?.map(resolve).find((b) => b.type === "string");
  const text = branch ? { raw: branch, node: branch } : value;
  if (text.node.type !== "string") return false;
  const kind = text.raw["x-kind"] ?? text.node["x-kind"];
  const ref = text.raw["x-ref"] ?? text.node["x-ref"];
  return isWords(text.node as Parameters<typeof isWords>[0], kind, ref, name);
}
