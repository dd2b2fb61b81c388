import type { Page, ServiceCategory, SiteSettings } from "../generated/schema.ts";
import type { Collections, Thing } from "./blocks.ts";

/**
 * What a page route hands to the renderer (built at build time by src/content/page-data.server.ts):
 * the page with hidden sections removed and each block's data step applied, the collections its
 * blocks read, and its schema.org data.
 */
export interface PageData {
  route: string | null;
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
}
