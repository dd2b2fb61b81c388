import path from "node:path";
import { fixPageFileName, scanPagesFolder } from "../../engine/files.server.ts";
import { normalizeRoute } from "../../engine/paths.ts";
import { excerpt } from "../../engine/person-problem.ts";
import { pageFile } from "./guard.ts";
import { MAX_PAGE_PATH } from "./page-path.ts";
import { titleOf } from "./file-words.ts";
import { Refusal } from "./refusal.ts";
import type { ContentStore } from "./store/content-store.ts";

/** 'about' or '/About/' -> '/about'. */
const asRoute = (input: string) => normalizeRoute(`/${input.trim().replace(/^\/+/, "")}`);

/**
 * An address no page has yet, as a person typed it, and the page file it names (the address without
 * the first "/", plus ".json": '/careers' -> 'careers.json'), by the rules `npm run validate`
 * applies; refused in plain words when it cannot be a page's address, a page has it, or (when
 * `redirects` are given: '/old' -> '/new') a redirect forwards it to another page.
 */
export function freeAddress(store: ContentStore, input: unknown, redirects?: Map<string, string>) {
  if (typeof input !== "string" || !input.trim())
    throw new Refusal(400, "Write the new page's address, e.g. /careers.");
  const route = asRoute(input);
  const longest = MAX_PAGE_PATH - ".json".length + "/".length;
  if (route.length > longest)
    throw new Refusal(
      400,
      `This address is ${route.length} characters long; a page address can have at most ${longest}. Choose a shorter one.`,
    );
  if (route === "/") throw new Refusal(409, "The home page already has the address /. Choose another address.");
  const file = `${route.slice(1)}.json`;
  const fixed = fixPageFileName(file);
  if (fixed !== file)
    throw new Refusal(
      400,
      `"${route}" cannot be a page address: use lower-case words joined by dashes, e.g. "/${fixed.slice(0, -5)}".`,
    );
  const taken = scanPagesFolder(path.join(store.root, "pages")).pages.find(
    (p) => p.route !== null && normalizeRoute(p.route) === route,
  );
  if (taken) {
    const title = titleOf(store.read(`pages/${taken.file}`)?.text);
    throw new Refusal(
      409,
      `There is already a page at ${route}${title ? `, the ${excerpt(title)} page` : ""}. Choose another address.`,
    );
  }
  const at = pageFile(store.root, file);
  // A file with that name that is no page's address: the not-found page's own, or one kept aside.
  if (store.version(at) !== null)
    throw new Refusal(
      409,
      at === "pages/404.json"
        ? `The address ${route} is kept for the page visitors see at an address with no page. Choose another address.`
        : `The address ${route} is kept by a file of the site that is not a page. Choose another address.`,
    );
  const forwarded = redirects?.get(route);
  if (forwarded !== undefined)
    throw new Refusal(
      409,
      `The address ${route} forwards to ${forwarded} (a redirect in Site settings), so no page can have it. Choose another address.`,
    );
  return { route, file };
}
