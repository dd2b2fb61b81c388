import type { CollectionName } from "./files.server.ts";
import { loadSiteContent } from "./load.server.ts";
import type { LoadedPage, Problem } from "./model.ts";
import { ROOT } from "./paths.ts";

/** Problems are the same problem when they say the same thing at the same value of the same file. */
const sameness = (p: Problem) => `${p.code}\u0000${p.file}\u0000${p.pointer}\u0000${p.message}`;

/**
 * The problems `npm run validate` would report if `text` were content/<collection>.json, the rest of
 * the site read from disk: every problem of that file, and every problem elsewhere that the change
 * causes (a menu link to a missing page is in site.json; a page's reference to a client that was
 * removed is in that page). Problems other files had already are not this change's. Nothing is
 * written: the text is checked in place of the file.
 */
export function checkContent(
  collection: CollectionName,
  text: string,
  root = ROOT,
  /** The site's problems as it is on disk, when already known (the editor keeps them between checks). */
  known: Problem[] = loadSiteContent(root).problems,
): { problems: Problem[]; pages: LoadedPage[] } {
  const file = `content/${collection}.json`;
  const before = new Set(known.map(sameness));
  const after = loadSiteContent(root, { collection, text });
  return {
    problems: after.problems.filter((p) => p.file === file || !before.has(sameness(p))),
    pages: after.pages,
  };
}
