import type { Page, ServiceCategory, SiteSettings } from "../generated/schema.ts";
import type { Collections, Thing } from "./blocks.ts";
import type { Locale } from "./locale.ts";

/**
 * What a page route hands to the renderer (built at build time by engine/page-data.server.ts):
 * the page with hidden sections removed and each block's data step applied, the collections its
 * blocks read, and its schema.org data.
 */
export interface PageData {
  /** The page's address in its language ('/about', '/bn/about'); null for the not-found page. */
  route: string | null;
  locale: Locale;
  /** The same page's address in each language (the language switch, hreflang); null for the not-found page. */
  alternates: Record<Locale, string | null>;
  /** Words this page shows in English because they are not translated yet: marked lang="en". */
  english: string[];
  page: Page;
  collections: Partial<Collections>;
  structuredData: Thing[];
}

/** Site-wide data of the root route: settings for the header, footer and theme. */
export interface SiteData {
  site: SiteSettings;
  categories: ServiceCategory[];
  /** The year at build time, so the prerendered copyright line and the first client render agree. */
  buildYear: number;
  /** The language of the page the header and footer surround. */
  locale: Locale;
  /** Words of the header and footer not translated into that language yet: marked lang="en". */
  english: string[];
}
