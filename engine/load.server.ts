import fs from "node:fs";
import path from "node:path";
import { checkFile, schemas } from "./check-file.server.ts";
import { crossCheck } from "./cross-check.server.ts";
import {
  COLLECTIONS,
  collectionFile,
  routesOf,
  scanPagesFolder,
  type MisnamedFile,
  type PageFile,
} from "./files.server.ts";
import { checkTranslations } from "./i18n/check-translations.server.ts";
import type {
  ContentDraft,
  LoadedCollections,
  LoadedPage,
  PageDraft,
  ParsedPage,
  Problem,
  SiteContent,
} from "./model.ts";
import { fileToRoute, ROOT } from "./paths.ts";
import { byPlace, problemAt } from "./problems.ts";

export { checkFile, resetSchemas, schemaPathFor, schemas } from "./check-file.server.ts";

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
export function loadSiteContent(root = ROOT, override?: PageDraft | ContentDraft): SiteContent {
  const { files, parsed, collections, problems } = readSiteFiles(root, override);
  const draft = override && "file" in override ? override : undefined;
  const flagged = new Set(problems.map((p) => `${p.file}#${p.pointer}`));
  problems.push(...crossCheck({ root, pages: parsed, collections, allFiles: files, schemas: schemas(), flagged }));
  const unsaved = new Set(draft && !fs.existsSync(path.join(root, "pages", draft.file)) ? [`pages/${draft.file}`] : []);
  const translated = checkTranslations(root, parsed, collections, unsaved);
  problems.push(...translated.problems);
  const pages = parsed.filter((p) => p.valid) as LoadedPage[];
  return {
    pages,
    collections,
    translations: translated.translations,
    problems: problems.sort(byPlace),
    warnings: translated.warnings.sort(byPlace),
  };
}
