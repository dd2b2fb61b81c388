import fs from "node:fs";
import path from "node:path";
import { ajvProblems } from "./ajv-problems.ts";
import { crossCheck } from "./cross-check.server.ts";
import {
  COLLECTIONS,
  collectionFile,
  routesOf,
  scanPagesFolder,
  type MisnamedFile,
  type PageFile,
} from "./files.server.ts";
import { readJson } from "./json-source.ts";
import type {
  ContentDraft,
  LoadedCollections,
  LoadedPage,
  PageDraft,
  ParsedFile,
  ParsedPage,
  Problem,
  SiteContent,
} from "./model.ts";
import { fileToRoute, ROOT } from "./paths.ts";
import { byPlace, problemAt, withSection } from "./problems.ts";
import { blockSchemaFiles, blockTypes, loadSchemaSet, type SchemaSet } from "./schemas.server.ts";

let schemaSet: SchemaSet | undefined;
export const schemas = () => (schemaSet ??= loadSchemaSet());

/** Forget the compiled schemas (the dev server calls this when a file in schema/ changes). */
export function resetSchemas() {
  schemaSet = undefined;
}

/** The "$schema" a file needs so that editors find its rules: 'pages/services/seo.json' -> '../../schema/page.schema.json'. */
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
    ...ajvProblems(errors, {
      file,
      locate: read.locate,
      blockTypes: blockTypes(),
      blockSchemaFiles: blockSchemaFiles(),
      sectionName: (pointer) => sectionName(set, data, pointer),
      follow: set.follow,
      routes,
    }),
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

function misnamedProblem({ file, fixed }: MisnamedFile): Problem {
  const code = /\.json$/i.test(file) ? "file.misnamed" : "file.not-json";
  return problemAt(code, { fixed }, { file: `pages/${file}`, line: 1, column: 1, pointer: "" });
}

/** Every file of the site read and checked on its own, before the checks across files. */
export interface SiteFiles {
  root: string;
  /** Every page file with a usable name, read or not, in file order (a draft not yet written last). */
  files: PageFile[];
  /** Every page file that could be read, valid or not. */
  parsed: ParsedPage[];
  collections: LoadedCollections;
  /** The problems of each file on its own: names, syntax, schema. */
  problems: Problem[];
}

/** Reads every page and content file under `root` and checks each against its schema; `draft` as below. */
export function readSiteFiles(root = ROOT, override?: PageDraft | ContentDraft): SiteFiles {
  const draft = override && "file" in override ? override : undefined;
  const content = override && "collection" in override ? override : undefined;
  const problems: Problem[] = [];
  const collections: LoadedCollections = {};
  for (const name of COLLECTIONS) {
    const abs = collectionFile(name, path.join(root, "content"));
    if (!fs.existsSync(abs) && content?.collection !== name) {
      problems.push(problemAt("file.missing", {}, { file: `content/${name}.json`, line: 1, column: 1, pointer: "" }));
      continue;
    }
    const result = checkFile(
      root,
      abs,
      `${name}.schema.json`,
      [],
      content?.collection === name ? content.text : undefined,
    );
    problems.push(...result.problems);
    if (result.parsed?.valid) (collections as Record<string, unknown>)[name] = result.parsed;
  }
  const { pages: files, misnamed } = scanPagesFolder(path.join(root, "pages"));
  if (draft && !files.some((f) => f.file === draft.file))
    files.push({ file: draft.file, route: fileToRoute(draft.file) });
  problems.push(...misnamed.map(misnamedProblem));
  const routes = routesOf(files);
  const parsed: ParsedPage[] = [];
  for (const { file, route } of files) {
    const text = draft?.file === file ? draft.text : undefined;
    const result = checkFile(root, path.join(root, "pages", file), "page.schema.json", routes, text);
    problems.push(...result.problems);
    if (result.parsed) parsed.push({ ...result.parsed, route });
  }
  return { root, files, parsed, collections, problems };
}

/**
 * Loads and checks every page and content file under `root` (default: this repository): the
 * file names, each file against its schema, then the files against each other (links, routes,
 * images, references), all in one pass, so that one run shows every problem. With a `draft`,
 * that page's text replaces its file (or joins the files, for a page not written yet), and with a
 * content draft that content file's text replaces it: the visual editor checks a page, the site
 * settings or a collection before saving it exactly as `npm run validate` would after.
 */
export function loadSiteContent(root = ROOT, draft?: PageDraft | ContentDraft): SiteContent {
  const { files, parsed, collections, problems } = readSiteFiles(root, draft);
  const flagged = new Set(problems.map((p) => `${p.file}#${p.pointer}`));
  problems.push(...crossCheck({ root, pages: parsed, collections, allFiles: files, schemas: schemas(), flagged }));
  const pages = parsed.filter((p) => p.valid) as LoadedPage[];
  return { pages, collections, problems: problems.sort(byPlace) };
}
