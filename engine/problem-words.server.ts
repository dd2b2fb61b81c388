import fs from "node:fs";
import path from "node:path";
import { schemas } from "./check-file.server.ts";
import { problemSentence, schemaPlace } from "./describe-problem.ts";
import { COLLECTIONS } from "./files.server.ts";
import { LANGUAGE_NAMES } from "../contracts/languages.ts";
import type { Problem } from "./model.ts";
import { fileToRoute } from "./paths.ts";
import { personProblem, type ProblemPlace } from "./person-problem.ts";

/**
 * The site's problems in a person's words, for a reader who may have none of the files open (a
 * publish's refusal, a save that breaks another page): each names its page by title and address,
 * or the part of the site, then the section and field, what is wrong and what to do.
 * `root` is the site's folder the problems were found in; its files are read once each.
 */
export function problemsInWords(problems: readonly Problem[], root: string): string[] {
  const read = new Map<string, unknown>();
  const data = (file: string) => {
    if (!read.has(file)) read.set(file, readJson(path.join(root, file)));
    return read.get(file);
  };
  return problems.map((p) => problemInWords(p, data));
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as unknown;
  } catch {
    return undefined;
  }
}

/** 'content/site.json' -> 'the site settings', by its schema's title. */
export function partOfSite(name: string): string {
  const title = schemas().source(`${name}.schema.json`)?.title;
  return typeof title === "string" ? `the ${title.toLowerCase()}` : "the site's shared content";
}

/** One problem in words: `data` reads a file of the site's folder ('pages/about.json'). */
export function problemInWords(p: Problem, data: (file: string) => unknown): string {
  // A file that cannot be a page ('notes.txt', 'Our Team.json') is named as it is, without its ending.
  if (p.code === "file.not-json" || p.code === "file.misnamed") {
    const name = p.file.slice(p.file.lastIndexOf("/") + 1).replace(/\.json$/, "");
    return personProblem({ file: `the pages, the file “${name}”` }, problemSentence(p));
  }
  // 'i18n/bn/pages/about.json' is the Bangla edition of pages/about.json.
  const translated = /^i18n\/([a-z-]+)\/((?:pages|content)\/.+)$/.exec(p.file);
  const pageFile = translated ? translated[2]! : p.file;
  const language = translated ? (LANGUAGE_NAMES as Record<string, string>)[translated[1]!] : undefined;
  if (pageFile.startsWith("pages/")) {
    const page = data(pageFile) as { meta?: { title?: unknown } } | undefined;
    const title = typeof page?.meta?.title === "string" ? page.meta.title : undefined;
    const address = fileToRoute(pageFile.slice("pages/".length));
    // A translation file's shape is the editor's own writing: a person cannot have made it wrong.
    if (translated && /^(value|list|block)\./.test(p.code))
      return personProblem(
        { page: { address, ...(title ? { title } : {}), ...(language ? { language } : {}) } },
        "The file of its translation holds something the editor never writes. Ask a developer to repair it.",
      );
    const inPage = !translated && page !== undefined && !/^(json|file)\./.test(p.code);
    const { place, kind } = inPage
      ? schemaPlace(p, page, schemas().source)
      : { place: {} as ProblemPlace, kind: "text" };
    place.page = { address, ...(title ? { title } : {}), ...(language ? { language } : {}) };
    return personProblem(place, problemSentence(p, kind));
  }
  const collection = /^content\/([a-z-]+)\.json$/.exec(pageFile)?.[1];
  if (collection && (COLLECTIONS as readonly string[]).includes(collection)) {
    const file = translated ? undefined : data(p.file);
    const part = partOfSite(collection);
    if (language) return personProblem({ file: `the ${language} edition of ${part}` }, problemSentence(p));
    const { place, kind } =
      file === undefined || /^(json|file)\./.test(p.code)
        ? { place: {} as ProblemPlace, kind: "text" }
        : schemaPlace(p, file, schemas().source, `${collection}.schema.json`);
    return personProblem({ ...place, file: part }, problemSentence(p, kind));
  }
  return personProblem({ file: "a file of the site" }, problemSentence(p));
}
