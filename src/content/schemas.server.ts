import fs from "node:fs";
import path from "node:path";
import { Ajv, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import { SCHEMA_DIR } from "./paths.ts";
import { listJsonFiles } from "./files.server.ts";

// ajv-formats is CommonJS; under some loaders its default export arrives wrapped.
export const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

/**
 * Schema files carry no "$id", so that editors resolve their relative "$ref"s from disk.
 * ajv needs a base URI to resolve them against: each file gets one from its path.
 */
export const SCHEMA_BASE = "https://schema.nexaforge.local/";

export type SchemaFile = string; // path relative to schema/, e.g. 'page.schema.json'

export interface SchemaSet {
  ajv: Ajv;
  /** Raw schema objects by file, for hints (descriptions, property names). */
  raw: Map<SchemaFile, Record<string, unknown>>;
  validator(file: SchemaFile): ValidateFunction;
}

export function loadSchemaSet(schemaDir = SCHEMA_DIR): SchemaSet {
  const ajv = new Ajv({ allErrors: true, discriminator: true, verbose: true, strict: true, strictRequired: false });
  addFormats(ajv, ["email"]);
  const raw = new Map<SchemaFile, Record<string, unknown>>();
  for (const file of listJsonFiles(schemaDir)) {
    const schema = JSON.parse(fs.readFileSync(path.join(schemaDir, file), "utf8"));
    raw.set(file, schema);
    ajv.addSchema({ ...schema, $id: SCHEMA_BASE + file });
  }
  const compiled = new Map<SchemaFile, ValidateFunction>();
  return {
    ajv,
    raw,
    validator(file) {
      let fn = compiled.get(file);
      if (!fn) {
        fn = ajv.getSchema(SCHEMA_BASE + file);
        if (!fn) throw new Error(`No schema ${file} in ${schemaDir}`);
        compiled.set(file, fn);
      }
      return fn;
    },
  };
}

/** Block type names, read from schema/blocks/<type>.schema.json. */
export function blockTypes(schemaDir = SCHEMA_DIR): string[] {
  return listJsonFiles(path.join(schemaDir, "blocks")).map((f) => f.replace(/\.schema\.json$/, ""));
}
