import type { LinkPlace } from "../../engine/link-place.ts";
import type { Problem } from "../../engine/problems.ts";
import { editorFetch, IN_STUDIO, SERVER_HINT } from "./host.ts";
import type { PageJson } from "./mapping.ts";

export type { LinkPlace, Problem };

/** A problem a change to a content file causes in a page: `said` names the page, section and field in words. */
export type ContentProblem = Problem & { said?: string };

/** What Save answers once the file is written. */
export interface Written {
  version: string;
  text: string;
  written?: boolean;
}

/** What the editor's server sends about the rest of the site (editor/server/site.ts). */
export interface SiteFacts {
  collections: Record<string, unknown>;
  /** Every route, with the section anchors its page has. */
  anchors: Record<string, string[]>;
  /** Image files under public/images/, as "/images/about/vision.svg". */
  images: string[];
}

/** One field of the English a translation translates, as the editor's server reads it from disk. */
export interface EnglishField {
  /** Where the words are in the English file: '/sections/2/heading'. */
  pointer: string;
  text: string;
  /** The fingerprint of `text`: what a translation made from it records as its "from". */
  hash: string;
  /** What the field is, in a few words ('section heading'). */
  what: string;
  minLength?: number;
  maxLength?: number;
  /** Its translation, as saved, was made from other English: which (when history has it) and when it changed. */
  earlier?: { from: string; text?: string; changed?: string };
}

/** One translated field: its words, and the fingerprint of the English they translate. */
export interface TranslatedField {
  text: string;
  from: string;
}

/** A translation file's content (i18n/bn/pages/about.json). */
export interface TranslationJson {
  $schema?: string;
  fields: Record<string, TranslatedField>;
}

/** A translation as the editor opens it, with the English it translates as it is on disk. */
export interface TranslationFile {
  source: string;
  locale: string;
  file: string;
  text: string;
  /** null: there is no translation file yet. */
  version: string | null;
  english: { text: string; version: string; fields: EnglishField[] };
}

export interface PageFile {
  file: string;
  route: string | null;
  /** Its title ("About Us"), as people know the page; absent while its file cannot be read. */
  title?: string;
  /** What is left to translate in its Bangla edition. */
  bangla?: { missing: number; stale: number };
}

/** A refusal from the editor's server, in its words. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
}

/**
 * No answer at all from the editor's server (stopped, restarting, the network down): nothing was
 * done. Its message is in words, never the browser's ("Failed to fetch"); Save tries again (away.ts).
 */
export class Unreachable extends Error {
  constructor() {
    super(
      IN_STUDIO
        ? "The studio could not be reached: check the connection and try again."
        : "The editor's server could not be reached: is the window where the editor was started still open?",
    );
  }
}

async function call<T>(path: string, body?: unknown): Promise<T> {
  const res = await editorFetch(path, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch(() => {
    throw new Unreachable();
  });
  const json = (await res.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (!res.ok)
    throw new ApiError(res.status, String(json?.message ?? `The editor's server answered ${res.status}.`), json ?? {});
  // Something else than the editor's server answered (a page of the site, a server starting again):
  // never taken for a success.
  if (!json)
    throw new ApiError(
      res.status,
      `The editor's server did not answer as expected. Wait a moment and try again; ${SERVER_HINT}.`,
      {},
    );
  return json as T;
}

export const api = {
  pages: () => call<{ pages: PageFile[] }>("pages"),
  page: (file: string) =>
    call<{ file: string; text: string; version: string }>(`page?file=${encodeURIComponent(file)}`),
  /** With a language ('bn'): the settings and collections in it, for the preview of a translation. */
  site: (locale?: string) => call<SiteFacts>(locale ? `site?locale=${locale}` : "site"),
  /** The places in other files that link to a page. */
  links: (file: string) => call<{ route: string | null; links: LinkPlace[] }>(`links?file=${encodeURIComponent(file)}`),
  check: (file: string, page: PageJson) => call<{ problems: Problem[] }>("check", { file, page }),
  /** `version` null: the file does not exist yet (a new page), and must still not when it is written. */
  save: (file: string, version: string | null, page: PageJson, copyOf?: string) =>
    call<Written>("save", { file, version, page, ...(copyOf ? { copyOf } : {}) }),
  /** A new page's file and first content; nothing is written until its first Save. */
  create: (route: string) => call<{ file: string; route: string; page: PageJson }>("new", { route }),
  /** Site settings and collections (content/<name>.json), by a name from content-files.ts. */
  content: (name: string) => call<{ name: string; text: string; version: string }>(`content?name=${name}`),
  checkContent: (name: string, content: unknown) =>
    call<{ problems: ContentProblem[] }>("content-check", { name, content }),
  saveContent: (name: string, version: string | null, content: unknown) =>
    call<Written>("content-save", { name, version, content }),
  /** Deletes a page file opened at `version`; refused (409, with `links`) while anything links to it. */
  remove: (file: string, version: string) => call<{ deleted: string; route: string }>("delete", { file, version }),
  /** Moves a page to a new address, every link to it with it, and adds a redirect from the old one. */
  rename: (file: string, version: string, route: string) =>
    call<{ file: string; route: string; changed: string[]; redirect: { from: string; to: string } }>("rename", {
      file,
      version,
      route,
    }),
  /** The translation into `locale` of an English file ('pages/about.json', 'content/site.json'). */
  translation: (source: string, locale: string) =>
    call<TranslationFile>(`translation?source=${encodeURIComponent(source)}&locale=${locale}`),
  /** Refused (409) when the translation changed on disk, or with `englishChanged` when a field's English did. */
  saveTranslation: (source: string, locale: string, version: string | null, fields: TranslationJson["fields"]) =>
    call<Written>("translation-save", { source, locale, version, fields }),
  /** A copy of `page` planned at a new address; nothing is written until its first Save. */
  duplicate: (route: string, page: PageJson) =>
    call<{ file: string; route: string; page: PageJson }>("duplicate", { route, page }),
};
