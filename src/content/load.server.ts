import fs from "node:fs";
import path from "node:path";
import type { Page } from "../generated/schema.ts";
import type { Collections } from "./types.ts";
import { ajvProblems } from "./ajv-problems.ts";
import { COLLECTIONS, collectionFile, listPageFiles, type CollectionName } from "./files.server.ts";
import { parseWithPositions, type Position } from "./json-source.ts";
import { ROOT } from "./paths.ts";
import type { Problem } from "./problems.ts";
import { blockTypes, loadSchemaSet, type SchemaSet } from "./schemas.server.ts";
import { crossCheck } from "./cross-check.server.ts";

export interface LoadedFile<T> {
  /** Path relative to the content root, e.g. 'pages/about.json'. */
  file: string;
  data: T;
  locate: (pointer: string, key?: string) => Position;
}

export interface LoadedPage extends LoadedFile<Page> {
  /** '/about'; null for the not-found page. */
  route: string | null;
}

export interface SiteContent {
  pages: LoadedPage[];
  collections: Partial<{ [K in CollectionName]: LoadedFile<Collections[K]> }>;
  problems: Problem[];
}

let schemaSet: SchemaSet | undefined;
const schemas = () => (schemaSet ??= loadSchemaSet());

/** Forget the compiled schemas (the dev server calls this when a file in schema/ changes). */
export function resetSchemas() {
  schemaSet = undefined;
}

/** Reads one JSON file and checks it against one schema; problems carry file, line and column. */
export function checkFile<T>(
  root: string,
  abs: string,
  schemaFile: string,
): { loaded?: LoadedFile<T>; problems: Problem[] } {
  const file = path.relative(root, abs).split(path.sep).join("/");
  const parsed = parseWithPositions(fs.readFileSync(abs, "utf8"));
  if (!parsed.ok) {
    return {
      problems: [
        {
          file,
          ...parsed.position,
          pointer: "",
          message: `is not valid JSON: ${parsed.message}`,
          hint: "look for a missing or extra comma, quote or bracket at or just before this point",
        },
      ],
    };
  }
  const validate = schemas().validator(schemaFile);
  if (validate(parsed.data)) {
    return { loaded: { file, data: parsed.data as T, locate: parsed.locate }, problems: [] };
  }
  return { problems: ajvProblems(validate.errors ?? [], file, parsed.locate, blockTypes()) };
}

/**
 * Loads and checks every page and content file under `root` (default: this repository):
 * each against its schema, then against each other (links, routes, images, references).
 */
export function loadSiteContent(root = ROOT): SiteContent {
  const problems: Problem[] = [];
  const collections: SiteContent["collections"] = {};
  for (const name of COLLECTIONS) {
    const abs = collectionFile(name, path.join(root, "content"));
    if (!fs.existsSync(abs)) {
      problems.push({ file: `content/${name}.json`, line: 1, column: 1, pointer: "", message: "file is missing" });
      continue;
    }
    const result = checkFile<never>(root, abs, `${name}.schema.json`);
    problems.push(...result.problems);
    if (result.loaded) (collections as Record<string, unknown>)[name] = result.loaded;
  }
  const pages: LoadedPage[] = [];
  const files = listPageFiles(path.join(root, "pages"));
  for (const { file, route } of files) {
    const result = checkFile<Page>(root, path.join(root, "pages", file), "page.schema.json");
    problems.push(...result.problems);
    if (result.loaded) pages.push({ ...result.loaded, route });
  }
  problems.push(...crossCheck(root, pages, collections, files));
  return { pages, collections, problems };
}
