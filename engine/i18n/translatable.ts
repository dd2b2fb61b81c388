import { walkWithSchema, type SchemaNode, type SchemaSource } from "../schema-walk.ts";

/** One piece of English a translation replaces: where it is in its file, and its words. */
export interface TranslatableField {
  /** JSON pointer in the English file, e.g. '/sections/2/items/0/answer'. */
  pointer: string;
  text: string;
  /** What the field is, in a few words, for messages: its schema's title ('answer', 'heading'). */
  what: string;
  /** The length its schema allows, which a translation must keep to as well. */
  minLength?: number;
  maxLength?: number;
}

/** Property names whose strings are machinery, not words: section ids, block types, the schema line. */
const MACHINE_KEYS = new Set(["$schema", "id", "type"]);

/**
 * A string is words to translate when its schema says nothing else about it: not a link, route,
 * image path or reference (x-kind, x-ref), not one of a fixed list (enum, const), not shaped by a
 * pattern or format (ids, icons, colours, e-mail addresses, dates), not an id, and not marked
 * "x-translate": false (a font stack, the phone number: the same in every language).
 */
export function isWords(schema: SchemaNode, kind: string | undefined, ref: string | undefined, key: string): boolean {
  if (kind || ref || MACHINE_KEYS.has(key) || schema["x-translate"] === false) return false;
  return !("enum" in schema || "const" in schema || "pattern" in schema || "format" in schema);
}

/**
 * Every piece of English in a file that its translation replaces, in file order, found by the
 * file's schema: a page ('page.schema.json') or a collection ('services.schema.json'). Empty
 * strings are skipped (nothing to translate).
 */
export function translatableFields(source: SchemaSource, schemaFile: string, data: unknown): TranslatableField[] {
  // The checks and the page data both ask for each loaded file's fields: found once per file read.
  const cached = data && typeof data === "object" ? known.get(data)?.get(schemaFile) : undefined;
  if (cached) return cached;
  const fields = findFields(source, schemaFile, data);
  if (data && typeof data === "object") {
    if (!known.has(data)) known.set(data, new Map());
    known.get(data)!.set(schemaFile, fields);
  }
  return fields;
}

const known = new WeakMap<object, Map<string, TranslatableField[]>>();

function findFields(source: SchemaSource, schemaFile: string, data: unknown): TranslatableField[] {
  // A value is visited once per schema that describes it (a $ref, each allOf part, the oneOf branch):
  // it is words only if none of them says otherwise.
  const found = new Map<string, { text: string; words: boolean; what?: string; min?: number; max?: number }>();
  walkWithSchema(source, schemaFile, data, ({ pointer, value, schema, kind, ref }) => {
    if (typeof value !== "string" || value.trim() === "") return;
    const key = pointer.slice(pointer.lastIndexOf("/") + 1);
    const words = isWords(schema, kind, ref, key);
    const before = found.get(pointer);
    const title = typeof schema.title === "string" ? schema.title : undefined;
    const min = typeof schema.minLength === "number" ? schema.minLength : undefined;
    const max = typeof schema.maxLength === "number" ? schema.maxLength : undefined;
    found.set(pointer, {
      text: value,
      words: (before?.words ?? true) && words,
      what: before?.what ?? title,
      min: Math.max(before?.min ?? 0, min ?? 0) || undefined,
      max: before?.max === undefined ? max : max === undefined ? before.max : Math.min(before.max, max),
    });
  });
  return [...found]
    .filter(([, f]) => f.words)
    .map(([pointer, f]) => ({
      pointer,
      text: f.text,
      what: describe(pointer, f.what),
      ...(f.min ? { minLength: f.min } : {}),
      ...(f.max !== undefined ? { maxLength: f.max } : {}),
    }));
}

/** '/sections/2/heading' with no title -> 'heading'; '/sections/1/paragraphs/0' -> 'paragraph'; a title as it is, lower case. */
function describe(pointer: string, title: string | undefined): string {
  if (title) return title.charAt(0).toLowerCase() + title.slice(1);
  const parts = pointer.split("/");
  const key = parts.at(-1) ?? "";
  if (!/^\d+$/.test(key)) return key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  const list = parts.at(-2) ?? "text";
  return list.endsWith("s") ? list.slice(0, -1) : "text";
}
