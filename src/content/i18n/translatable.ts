import { walkWithSchema, type SchemaNode, type SchemaSource } from "../schema-walk.ts";

/** One piece of English a translation replaces: where it is in its file, and its words. */
export interface TranslatableField {
  /** JSON pointer in the English file, e.g. '/sections/2/items/0/answer'. */
  pointer: string;
  text: string;
}

/** Property names whose strings are machinery, not words: section ids, block types, the schema line. */
const MACHINE_KEYS = new Set(["$schema", "id", "type"]);

/**
 * A string is words to translate when its schema says nothing else about it: not a link, route,
 * image path or reference (x-kind, x-ref), not one of a fixed list (enum, const), not shaped by a
 * pattern or format (ids, icons, colours, e-mail addresses, dates), not an id, and not marked
 * "x-translate": false (a font stack, the phone number: the same in every language).
 */
function isWords(schema: SchemaNode, kind: string | undefined, ref: string | undefined, key: string): boolean {
  if (kind || ref || MACHINE_KEYS.has(key) || schema["x-translate"] === false) return false;
  return !("enum" in schema || "const" in schema || "pattern" in schema || "format" in schema);
}

/**
 * Every piece of English in a file that its translation replaces, in file order, found by the
 * file's schema: a page ('page.schema.json') or a collection ('services.schema.json'). Empty
 * strings are skipped (nothing to translate).
 */
export function translatableFields(source: SchemaSource, schemaFile: string, data: unknown): TranslatableField[] {
  // A value is visited once per schema that describes it (a $ref, each allOf part, the oneOf branch):
  // it is words only if none of them says otherwise.
  const found = new Map<string, { text: string; words: boolean }>();
  walkWithSchema(source, schemaFile, data, ({ pointer, value, schema, kind, ref }) => {
    if (typeof value !== "string" || value.trim() === "") return;
    const key = pointer.slice(pointer.lastIndexOf("/") + 1);
    const words = isWords(schema, kind, ref, key);
    const before = found.get(pointer);
    found.set(pointer, { text: value, words: (before?.words ?? true) && words });
  });
  return [...found].filter(([, f]) => f.words).map(([pointer, f]) => ({ pointer, text: f.text }));
}
