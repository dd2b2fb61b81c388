import fs from "node:fs";
import path from "node:path";
import { Ajv, type ValidateFunction } from "ajv";
import { SCHEMA_DIR } from "./paths.ts";
import { listJsonFiles } from "./files.server.ts";
import { resolveRef } from "./schema-ref.ts";
import type { SchemaNode, SchemaSource } from "./schema-walk.ts";

import { prepareAjv, SCHEMA_BASE, withId as schemaWithId } from "../contracts/schemas.ts";

export { SCHEMA_BASE };

export type SchemaFile = string; // path relative to schema/, e.g. 'page.schema.json'

export interface SchemaSet {
  ajv: Ajv;
  /** Raw schema objects by file, for hints (descriptions, property names). */
  raw: Map<SchemaFile, SchemaNode>;
  validator(file: SchemaFile): ValidateFunction;
  /** A schema file's root node by its path relative to schema/, e.g. 'defs.schema.json'. */
  source: SchemaSource;
  /** A node with its "$ref" followed; `within` is the node that holds it (for a relative reference). */
  follow(node: SchemaNode, within: SchemaNode): SchemaNode;
}

export function loadSchemaSet(schemaDir = SCHEMA_DIR): SchemaSet {
  const ajv = new Ajv({ allErrors: true, discriminator: true, verbose: true, strict: true, strictRequired: false });
  prepareAjv(ajv);
  const raw = new Map<SchemaFile, SchemaNode>();
  // Which file each schema object comes from, so that a "$ref" met in an error can be resolved
  // relative to its own file (ajv's errors hand back these very objects).
  const fileOf = new WeakMap<object, SchemaFile>();
  const index = (node: unknown, file: SchemaFile) => {
    if (!node || typeof node !== "object" || fileOf.has(node)) return;
    fileOf.set(node, file);
    for (const child of Object.values(node)) index(child, file);
  };
  for (const file of listJsonFiles(schemaDir)) {
    const schema = JSON.parse(fs.readFileSync(path.join(schemaDir, file), "utf8"));
    raw.set(file, schema);
    const withId = schemaWithId(file, schema);
    ajv.addSchema(withId);
    index(withId, file);
    index(schema, file);
  }
  const source: SchemaSource = (file) => raw.get(file);
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
    source,
    follow(node, within) {
      const file = fileOf.get(within);
      return file === undefined ? node : resolveRef(source, node, file).node;
    },
  };
}

/** The block types a page may use: those `npm run gen` listed in schema/generated/sections.schema.json. */
export function blockTypes(schemaDir = SCHEMA_DIR): string[] {
  const file = path.join(schemaDir, "generated/sections.schema.json");
  if (!fs.existsSync(file)) return [];
  return (JSON.parse(fs.readFileSync(file, "utf8")).oneOf as { $ref: string }[]).map((r) =>
    path.basename(r.$ref).replace(/\.schema\.json$/, ""),
  );
}

/** Block types that have a schema file in schema/blocks/, listed in page.schema.json or not. */
export function blockSchemaFiles(schemaDir = SCHEMA_DIR): string[] {
  return listJsonFiles(path.join(schemaDir, "blocks")).map((f) => f.replace(/\.schema\.json$/, ""));
}
