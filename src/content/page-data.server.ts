import fs from "node:fs";
import path from "node:path";
import svgToDataUri from "mini-svg-data-uri";
import type { Page, ServiceCategory, SiteSettings } from "../generated/schema.ts";
import { loadSiteContent, type SiteContent } from "./load.server.ts";
import { BLOCK_NEEDS } from "./needs.ts";
import { normalizeRoute, PUBLIC_DIR } from "./paths.ts";
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
  return { route: found.route, page: { ...found.data, sections: inlineHeroArt(sections) }, collections: picked };
}

/** SVGs up to this size are written into the page when they are the home hero's background. */
const INLINE_SVG_MAX_BYTES = 12 * 1024;

/**
 * The home hero's background is the largest paint of the home page. As a file it waits for a round
 * trip of its own after the HTML (over a second of LCP on a throttled phone); a small SVG is cheaper
 * sent inside the page as a data: URI, so the page data carries it and the first render shows it.
 */
function inlineHeroArt(sections: Page["sections"]): Page["sections"] {
  return sections.map((section): Page["sections"][number] => {
    if (section.type !== "homeHero" || !section.background.src.endsWith(".svg")) return section;
    const file = path.join(PUBLIC_DIR, section.background.src);
    if (!fs.existsSync(file) || fs.statSync(file).size > INLINE_SVG_MAX_BYTES) return section;
    const src = svgToDataUri(fs.readFileSync(file, "utf8").trim());
    return { ...section, background: { ...section.background, src } };
  }) as Page["sections"];
}
