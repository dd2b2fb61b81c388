import { SiteCache } from "./site-cache.ts";

/** The worker thread of a SiteCache (site-cache.ts): the site's work on `root`, with its own cache. */
export const tasks = (root: string) => new SiteCache(root).work;
