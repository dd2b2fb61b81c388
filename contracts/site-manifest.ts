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

/**
 * Which commit of the site's git checkout a build was made from (build/build-source.json, not
 * served), however it was made: `npm run build`, the studio's full build or an incremental one. The
 * studio compares it with its checkout, so that the first publish after an operator's
 * `npm run releases -- install` renders only what changed since. `commit` is "unknown" when the
 * site's folder is not a git checkout; `uncommitted` lists the files (from the site's folder) that
 * differed from that commit when the build was made, which a later build must treat as changed.
 */
export const BUILD_SOURCE_FILE = "build-source.json";

export interface BuildSource {
  commit: string;
  uncommitted: string[];
}

/** A build's source record, or undefined for a build made before it was kept (or one that cannot be read). */
export function readBuildSource(buildDir: string): BuildSource | undefined {
  try {
    const source = JSON.parse(fs.readFileSync(path.join(buildDir, BUILD_SOURCE_FILE), "utf8")) as BuildSource;
    if (typeof source.commit !== "string" || !Array.isArray(source.uncommitted)) return undefined;
    return source;
  } catch {
    return undefined;
  }
}
