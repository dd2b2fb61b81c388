/**
 * What the build tells the server about the site (build/site-manifest.json, not served): the
 * routes that have a prerendered page and the permanent redirects from content/site.json.
 * Written by scripts/lib/finish-build.ts, read by server/site.ts.
 */
export const SITE_MANIFEST_FILE = "site-manifest.json";

export interface SiteManifest {
  /** Every page's route: '/', '/about', '/services/seo'. */
  routes: string[];
  redirects: { from: string; to: string }[];
}

/** A route's prerendered page inside build/client: '/' -> 'index.html', '/about' -> 'about/index.html'. */
export function routeFile(route: string): string {
  return route === "/" ? "index.html" : `${route.slice(1)}/index.html`;
}
