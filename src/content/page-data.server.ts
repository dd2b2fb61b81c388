import type { Page, ServiceCategory, SiteSettings } from "../generated/schema.ts";
import { loadSiteContent, type SiteContent } from "./load.server.ts";
import { BLOCK_NEEDS } from "./needs.ts";
import { normalizeRoute } from "./paths.ts";
import { formatProblems } from "./problems.ts";
import type { Collections } from "./types.ts";

/** What a page route hands to the renderer: the page with hidden sections removed, and the collections its blocks read. */
export interface PageData {
  route: string | null;
  page: Page;
  collections: Partial<Collections>;
}

export interface SiteData {
  site: SiteSettings;
  categories: ServiceCategory[];
  /** The year at build time, so the prerendered copyright line and the first client render agree. */
  buildYear: number;
}

let cached: SiteContent | undefined;

/** All content, checked. Re-read on every call in development so that edits show on reload. */
export function siteContent(): SiteContent {
  const content = process.env.NODE_ENV === "production" && cached ? cached : loadSiteContent();
  cached = content;
  if (content.problems.length) throw new Error(`Content has problems:\n${formatProblems(content.problems)}`);
  return content;
}

export function siteData(): SiteData {
  const { collections } = siteContent();
  return {
    site: collections.site!.data,
    categories: collections.services!.data.categories,
    buildYear: new Date().getFullYear(),
  };
}

/** The data of the page at `pathname` ('/About' finds pages/about.json); null when none matches. */
export function pageData(pathname: string | null): PageData | null {
  const { pages, collections } = siteContent();
  const wanted = pathname === null ? null : normalizeRoute(pathname);
  const found = pages.find((p) => (p.route === null ? null : normalizeRoute(p.route)) === wanted);
  if (!found) return null;
  const sections = found.data.sections.filter((s) => !s.hidden) as Page["sections"];
  const needed = new Set(sections.flatMap((s) => BLOCK_NEEDS[s.type] ?? []));
  const picked: Partial<Collections> = {};
  for (const name of needed) (picked as Record<string, unknown>)[name] = collections[name]!.data;
  return { route: found.route, page: { ...found.data, sections }, collections: picked };
}
