import path from "node:path";
import { loadSiteContent, resetSchemas } from "../../../engine/load.server.ts";
import type { PreparedSite } from "../../../engine/page-check.server.ts";
import type { Problem } from "../../../engine/problems.ts";
import { checkContentDraft } from "../content.ts";
import { linksToPage, planMove } from "../page-moves.ts";
import { checkDraft, listPages } from "../pages.ts";
import { siteFacts } from "../site.ts";
import type { Author, ContentStore } from "../store/content-store.ts";
import { leftToTranslate } from "../translation-counts.ts";
import { pageTitle } from "../page-title.ts";

/** The site as the checks read it, kept between requests and forgotten after a change (site-cache.ts). */
export interface KeptSite {
  prepared(): PreparedSite;
  known(): Problem[];
  forget(): void;
}

type Draft = Record<string, unknown>;

/**
 * The editor's work that reads every file of the site: the checks (each reads or cross-checks the
 * whole site, and formats the draft with Prettier), the site's facts for the preview, the list of
 * pages with what is left to translate, the links to a page, and a page's move worked out and checked. Plain data in and out, so that a host
 * can run it in a worker thread of its own (site-cache.ts), off the event loop that answers everyone
 * else; in the thread that asks, the answers are the same.
 */
export function siteWork(store: ContentStore, kept: KeptSite) {
  return {
    /** The check after each change: the page against the site prepared once. */
    check: (file: string, page: Draft) => checkDraft(store, file, page, kept.prepared()),
    /** The check before a save: against the whole site as it is on disk now. */
    checkWhole: (file: string, page: Draft) => checkDraft(store, file, page),
    /** The check after each change to a content file, against the site's problems kept from before. */
    contentCheck: (name: unknown, content: Draft) => checkContentDraft(store, name, content, () => kept.known()),
    /** The check before a content file is saved: the site read anew. */
    contentCheckWhole: (name: unknown, content: Draft) => checkContentDraft(store, name, content),
    facts: async (locale?: string) => siteFacts(store, loadSiteContent(store.root), locale),
    pages: async () =>
      listPages(path.join(store.root, "pages")).map((p) => ({
        ...p,
        title: pageTitle(store, p.file),
        bangla: leftToTranslate(store, p.file),
      })),
    links: async (file: unknown) => linksToPage(store.root, file),
    /** A page's move worked out and checked against the whole site before and after; the host writes it. */
    planMove: (file: unknown, version: unknown, to: unknown, author?: Author) =>
      planMove(store, file, version, to, author),
    /** After a change (and, with `schemas`, a schema file changed): the site is read again for the next check. */
    forget: async (schemas = false) => {
      kept.forget();
      if (schemas) resetSchemas();
    },
  };
}

export type SiteWork = ReturnType<typeof siteWork>;

/** The work's names, for a host that calls it in another thread; the compiler keeps the list whole. */
export const SITE_WORK = Object.keys({
  check: true,
  checkWhole: true,
  contentCheck: true,
  contentCheckWhole: true,
  facts: true,
  pages: true,
  links: true,
  planMove: true,
  forget: true,
} satisfies Record<keyof SiteWork, true>) as (keyof SiteWork)[];
