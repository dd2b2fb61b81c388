import type { LinkPlace } from "../content/link-place.ts";
import type { Problem } from "../content/problems.ts";
import { editorFetch, SERVER_HINT } from "./host.ts";
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

/** What the editor's server sends about the rest of the site (src/editor/server/site.ts). */
export interface SiteFacts {
  collections: Record<string, unknown>;
  /** Every route, with the section anchors its page has. */
  anchors: Record<string, string[]>;
  /** Image files under public/images/, as "/images/about/vision.svg". */
  images: string[];
}

export interface PageFile {
  file: string;
  route: string | null;
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

async function call<T>(path: string, body?: unknown): Promise<T> {
  const res = await editorFetch(path, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
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
  site: () => call<SiteFacts>("site"),
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
  /** A copy of `page` planned at a new address; nothing is written until its first Save. */
  duplicate: (route: string, page: PageJson) =>
    call<{ file: string; route: string; page: PageJson }>("duplicate", { route, page }),
};
