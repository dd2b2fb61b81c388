import fs from "node:fs";
import path from "node:path";

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

/**
 * The scripts each page may run (build/script-hashes.json, not served): for each HTML file under
 * client/ ('about/index.html', '404.html'), the CSP hashes ('sha256-...') of the inline scripts the
 * build itself wrote into it. Recorded by the build as it writes them (scripts/lib/script-hashes.ts),
 * never read back from a page, and the only inline scripts the server's policy allows (server/csp.ts).
 */
export const SCRIPT_HASHES_FILE = "script-hashes.json";

export type ScriptHashes = Record<string, string[]>;

/** A build's record of its pages' scripts: an empty one for a build made before it was kept. */
export function readScriptHashes(buildDir: string): ScriptHashes {
  const file = path.join(buildDir, SCRIPT_HASHES_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as ScriptHashes) : {};
}
