import path from "node:path";
import { runRules } from "./cross-check.server.ts";
import { checkFile, readSiteFiles, schemas, type SiteFiles } from "./load.server.ts";
import type { ParsedPage, Problem } from "./model.ts";
import { fileToRoute, ROOT } from "./paths.ts";
import { byPlace } from "./problems.ts";
import { routesOf } from "./files.server.ts";
import { missingTranslations } from "./i18n/check-translations.server.ts";
import { indexSite } from "./rules/context.ts";

/**
 * The site read once, for the editor's check after each change: every file read and checked on
 * its own. A change to one page then costs that page's schema check and the cross-file rules run
 * on that page alone, against the site's link graph, anchors and images, not a new read of
 * every file. Prepare it again when a file other than the page being edited changes on disk.
 */
export type PreparedSite = SiteFiles;

export function prepareSite(root = ROOT): PreparedSite {
  return readSiteFiles(root);
}

/**
 * The problems `npm run validate` would report for one page if `text` were its file (relative to
 * pages/), the rest of the site as prepared: the same as checkPage (check-page.server.ts), which
 * reads the whole site for each call.
 */
export function checkChangedPage(site: PreparedSite, file: string, text: string): Problem[] {
  const known = site.files.find((f) => f.file === file);
  const files = known ? site.files : [...site.files, { file, route: fileToRoute(file) }];
  const route = known ? known.route : fileToRoute(file);
  const own = checkFile(site.root, path.join(site.root, "pages", file), "page.schema.json", routesOf(files), text);
  const page: ParsedPage | undefined = own.parsed && { ...own.parsed, route };
  const others = site.parsed.filter((p) => p.file !== `pages/${file}`);
  // The page keeps its place in file order (a new page comes last), as the whole-site check reads them.
  const at = site.parsed.findIndex((p) => p.file === `pages/${file}`);
  const pages = !page ? others : at < 0 ? [...others, page] : site.parsed.map((p, i) => (i === at ? page : p));
  const index = indexSite({
    root: site.root,
    schemas: schemas(),
    pages,
    collections: site.collections,
    allFiles: files,
  });
  const flagged = new Set(own.problems.map((p) => `${p.file}#${p.pointer}`));
  // An unreadable page still claims its address: only the whole-site form of the rules names it.
  const cross = runRules(index, { wholeSite: !page, pages: page ? [page] : [], collections: {}, flagged });
  // A page on disk needs its translations; a new one gets them when the editor saves it.
  const translations = known && page?.valid ? missingTranslations(site.root, `pages/${file}`, route) : [];
  return [...own.problems, ...cross, ...translations].filter((p) => p.file === `pages/${file}`).sort(byPlace);
}
