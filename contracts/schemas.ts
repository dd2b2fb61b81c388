/**
 * How every part of the project loads the JSON Schema files in schema/: the build and the
 * validator (engine), the server's enquiry check (server/contact) and the generator of the
 * browser's enquiry validator (scripts/lib). One home, so that they cannot drift apart.
 */
import fs from "node:fs";
import path from "node:path";
import type { Ajv } from "ajv";
import addFormatsModule from "ajv-formats";
import { CODE_ROOT } from "./code-root.ts";

export const SCHEMA_DIR = path.join(CODE_ROOT, "schema");

/**
 * Schema files carry no "$id", so that editors resolve their relative "$ref"s from disk.
 * ajv needs a base URI to resolve them against: each file gets one from its path
 * ('defs.schema.json' -> 'https://schema.nexaforge.local/defs.schema.json').
 */
export const SCHEMA_BASE = "https://schema.nexaforge.local/";

// ajv-formats is CommonJS; under some loaders its default export arrives wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

/**
 * Keywords the schema files use beyond JSON Schema, registered so that ajv's strict mode still
 * rejects a misspelt keyword. They validate nothing: VS Code reads the first three (an example
 * section to insert, help text with examples, and the message for a broken pattern), and our
 * checks read "x-kind" to know what a value is (a link, a page route, an image file, a spam check...)
 * and "x-ref" to know what it refers to ("clients#/clients/*\/id": a client's id in content/clients.json);
 * "x-translate": false marks a string that is not words to translate (a font stack, a phone number);
 * "x-editor": false keeps a value out of the editor's fields (it stays in the file, checked and built as
 * ever): what only developers set, such as the web app manifest's description;
 * "x-labels", on an "enum", names the collection whose entries give its values their names in the
 * editor's drop-down ("services#/categories/*\/id": "digital" is offered as "Digital marketing");
 * "x-retired", on an object, names fields it no longer has with the words that say why, which a
 * file still holding one is refused with ("apiBase": "the enquiry address is no longer set here...").
 */
export const ANNOTATION_KEYWORDS = [
  "defaultSnippets",
  "markdownDescription",
  "patternErrorMessage",
  "x-kind",
  "x-ref",
  "x-retired",
  "x-translate",
  "x-editor",
  "x-labels",
];

/** The formats and annotation keywords every schema here may use, added to a new ajv instance. */
export function prepareAjv(ajv: Ajv): Ajv {
  addFormats(ajv, ["email"]);
  for (const keyword of ANNOTATION_KEYWORDS) ajv.addKeyword({ keyword });
  return ajv;
}

/** A schema file as parsed JSON: readSchema('enquiry.schema.json'). */
export function readSchema(file: string, schemaDir = SCHEMA_DIR): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(schemaDir, file), "utf8"));
}

/** A schema file with the "$id" ajv resolves its "$ref"s against. */
export function withId(file: string, schema: object, base = SCHEMA_BASE): object {
  return { ...schema, $id: base + file };
}
