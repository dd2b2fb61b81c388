/**
 * The content as the engine holds it: pages, collections, the problems found in them. The
 * loader, the checks and the editor share these types; this module imports no checker, so
 * that the checkers import it and never each other.
 */
import type { Page } from "../src/generated/schema.ts";
import type { Collections } from "../src/lib/blocks.ts";
import type { CollectionName } from "./files.server.ts";
import type { Translations } from "./i18n/translations.server.ts";
import type { Locate } from "./json-source.ts";
import type { ProblemCode } from "./problem-catalogue.ts";

/** One thing wrong in a content file, as data; printed by formatProblem. */
export interface Problem {
  /** What kind of problem it is (engine/problem-catalogue.ts): tests and the editor match on it. */
  code: ProblemCode;
  /** Path relative to the repository root, e.g. 'pages/about.json'. */
  file: string;
  line: number;
  column: number;
  /** JSON pointer to the value at fault, e.g. '/sections/3/items/1/title' ('' for the whole file). */
  pointer: string;
  message: string;
  /** What to do about it. */
  hint?: string;
  /** For a problem inside a page's section: that section's index in "sections" (counted from 0). */
  section?: number;
  /** What its words were built from (the catalogue's data for its code), for the editor's own words. */
  data?: Record<string, unknown>;
}

export interface LoadedFile<T> {
  /** Path relative to the content root, e.g. 'pages/about.json'. */
  file: string;
  data: T;
  locate: Locate;
}

export interface LoadedPage extends LoadedFile<Page> {
  /** '/about'; null for the not-found page. */
  route: string | null;
}

/** A file that could be read, whether or not it matches its schema: the cross-file checks read it too. */
export interface ParsedFile extends LoadedFile<unknown> {
  valid: boolean;
}

export interface ParsedPage extends ParsedFile {
  route: string | null;
}

/** A page as the visual editor holds it, checked in place of (or beside) the files on disk. */
export interface PageDraft {
  /** Path relative to pages/, e.g. 'about.json'. */
  file: string;
  /** The file's text as it would be saved. */
  text: string;
}

/** A content file (content/site.json, a collection) as the visual editor holds it, checked in place of its file. */
export interface ContentDraft {
  /** Which file: 'site' is content/site.json. */
  collection: CollectionName;
  /** The file's text as it would be saved. */
  text: string;
}

/** The collections in content/ that match their schemas, by name. */
export type LoadedCollections = Partial<{ [K in CollectionName]: LoadedFile<Collections[K]> }>;

export interface SiteContent {
  /** The pages that match the schema. */
  pages: LoadedPage[];
  collections: LoadedCollections;
  /** Each language's translation files, by the English file they translate ('pages/about.json'). */
  translations: Translations;
  problems: Problem[];
  /**
   * What does not stop a build but someone should see (npm run validate lists them): words not
   * translated yet, translations behind their English.
   */
  warnings: Problem[];
}

/**
 * Where an incremental build puts the site's content, already loaded and checked, for the compiled
 * renderer in its thread (scripts/lib/render-pages.ts): a property of globalThis there, read by
 * siteContent() instead of reading and checking every file a second time. Only the pages' and
 * collections' data are there (no `locate`: the checks that need it have run).
 */
export const GIVEN_CONTENT = "nexaforgeGivenSiteContent";
