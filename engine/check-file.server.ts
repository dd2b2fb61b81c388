import fs from "node:fs";
import path from "node:path";
import { ajvProblems } from "./ajv-problems.ts";
import { readJson } from "./json-source.ts";
import type { ParsedFile, Problem } from "./model.ts";
import { problemAt, withSection } from "./problems.ts";
import { blockSchemaFiles, blockTypes, loadSchemaSet, type SchemaSet } from "./schemas.server.ts";
import { linkOnTheWay } from "./site-links.server.ts";

/**
 * The most of one file's schema errors turned into problems. Each costs its place in the file and its
 * words; a file with thousands (a pasted or generated one) would hold a check for seconds, and nobody
 * reads past the first screen: the rest are counted in one problem.
 */
export const MAX_SCHEMA_ERRORS = 200;

let schemaSet: SchemaSet | undefined;
export const schemas = () => (schemaSet ??= loadSchemaSet());

/** Forget the compiled schemas (the dev server calls this when a file in schema/ changes). */
export function resetSchemas() {
  schemaSet = undefined;
}

/** The "$schema" a file needs so that editors find its rules: 'pages/services/seo.json' -> '../schema/page.schema.json'. */
export function schemaPathFor(file: string, schemaFile: string): string {
  return `${"../".repeat(file.split("/").length - 1)}schema/${schemaFile}`;
}

/**
 * Reads one JSON file and checks it against one schema. Problems carry file, line and column;
 * the parsed data is returned even when it does not match, for the checks across files.
 */
export function checkFile(
  root: string,
  abs: string,
  schemaFile: string,
  routes: readonly string[] = [],
  text?: string,
): { parsed?: ParsedFile; problems: Problem[] } {
  const file = path.relative(root, abs).split(path.sep).join("/");
  const link = text === undefined ? linkOnTheWay(root, abs) : undefined;
  if (link) return { problems: [problemAt("file.link", { link }, { file, line: 1, column: 1, pointer: "" })] };
  const read = readJson(text === undefined ? fs.readFileSync(abs) : Buffer.from(text));
  const problems: Problem[] = read.mistakes.map((m) => withSection({ file, ...m }));
  if (read.data === undefined) return { problems };
  const data = read.data;
  const expected = schemaPathFor(file, schemaFile);
  const given = data && typeof data === "object" ? (data as Record<string, unknown>).$schema : undefined;
  if (given !== expected) {
    const pointer = given === undefined ? "" : "/$schema";
    problems.push(
      problemAt(
        "file.schema-line",
        { expected, ...(given === undefined ? {} : { given: String(given) }), folder: path.posix.dirname(file) },
        { file, pointer, ...read.locate(pointer) },
      ),
    );
  }
  const set = schemas();
  const validate = set.validator(schemaFile);
  const valid = validate(data) as boolean;
  const errors = (validate.errors ?? []).filter(
    (e) => !(e.keyword === "required" && e.params.missingProperty === "$schema"),
  );
  problems.push(
    ...ajvProblems(errors.slice(0, MAX_SCHEMA_ERRORS), {
      file,
      locate: read.locate,
      blockTypes: blockTypes(),
      blockSchemaFiles: blockSchemaFiles(),
      sectionName: (pointer) => sectionName(set, data, pointer),
      follow: set.follow,
      routes,
    }),
  );
  if (errors.length > MAX_SCHEMA_ERRORS)
    problems.push(
      problemAt(
        "file.more-problems",
        { count: errors.length - MAX_SCHEMA_ERRORS },
        { file, pointer: "", line: 1, column: 1 },
      ),
    );
  return { parsed: { file, data, locate: read.locate, valid }, problems };
}

/** '/sections/2' -> 'section 3 (FAQ block)': sections counted from 1, as people count them. */
function sectionName(set: SchemaSet, data: unknown, pointer: string): string | undefined {
  const match = /^\/sections\/(\d+)$/.exec(pointer);
  if (!match) return undefined;
  const index = Number(match[1]);
  const type = (data as { sections?: { type?: unknown }[] }).sections?.[index]?.type;
  const title = typeof type === "string" ? set.raw.get(`blocks/${type}.schema.json`)?.title : undefined;
  return `section ${index + 1}${title ? ` (${String(title)})` : ""}`;
}
