import path from "node:path";
import { fileURLToPath } from "node:url";
import { packageFolder } from "../contracts/code-root.ts";

/**
 * Absolute path of the repository root: the nearest folder with a package.json above this module,
 * which is engine/ here and <build directory>/server/ once bundled for prerendering, unless
 * SITE_ROOT names the site's folder (scripts/lib/render-pages.ts: a kept renderer renders the
 * site it is given, wherever its build lies).
 */
export const ROOT = process.env.SITE_ROOT ?? packageFolder(path.dirname(fileURLToPath(import.meta.url)));
export const PAGES_DIR = path.join(ROOT, "pages");
export const CONTENT_DIR = path.join(ROOT, "content");
/**
 * The schemas are the code's, never SITE_ROOT's: the code that checks and renders a site's files
 * is the build's or the studio's own, whatever schemas the site's checkout holds (a kept renderer
 * runs from inside this code's node_modules, so the nearest package.json above it is this code's).
 */
export const SCHEMA_DIR = path.join(packageFolder(path.dirname(fileURLToPath(import.meta.url))), "schema");
export const PUBLIC_DIR = path.join(ROOT, "public");
/** Translations: i18n/<locale>/ mirrors pages/ and content/ with the words of each file in that language. */
export const I18N_DIR = path.join(ROOT, "i18n");

/** The folders that hold the site's content, as the editors and the build read them. */
export const CONTENT_FOLDERS = ["pages", "content", "i18n"] as const;

/** The page file that renders the not-found page. It has no route of its own. */
export const NOT_FOUND_FILE = "404.json";

/**
 * Maps a page file (relative to pages/, forward slashes) to its route.
 *   'index.json'                                    -> '/'
 *   'about.json'                                    -> '/about'
 *   'services/index.json'                           -> '/services'
 *   'services/website/website-development.json'     -> '/services/website/website-development'
 *   '404.json'                                      -> null (the not-found page)
 */
export function fileToRoute(file: string): string | null {
  if (file === NOT_FOUND_FILE) return null;
  const withoutExt = file.replace(/\.json$/, "");
  const trimmed = withoutExt === "index" ? "" : withoutExt.replace(/\/index$/, "");
  return "/" + trimmed;
}

/** A route in the form used for comparisons: lower case, no trailing slash ('/Services/' -> '/services'). */
export function normalizeRoute(route: string): string {
  const lower = route.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, "") : lower;
}

/** The route part of an internal link ('/services#faq' -> '/services'); null for '#anchor' and external links. */
export function linkRoute(href: string): string | null {
  if (!href.startsWith("/")) return null;
  return normalizeRoute(href.split("#")[0] ?? "/") || "/";
}
