import { loadSiteContent } from "./load.server.ts";
import { ROOT } from "./paths.ts";
import type { Problem } from "./problems.ts";

/**
 * The problems `npm run validate` would report for one page if `text` were its file (relative to
 * pages/), the rest of the site read from disk: the same schema, cross-file checks and words.
 * Problems of other files are left out, unless this page causes them (a route claimed twice).
 */
export function checkPage(file: string, text: string, root = ROOT): Problem[] {
  const { problems } = loadSiteContent(root, { file, text });
  return problems.filter((p) => p.file === `pages/${file}`);
}
