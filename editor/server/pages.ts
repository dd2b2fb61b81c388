import { checkPage } from "../../engine/check-page.server.ts";
import { checkChangedPage, type PreparedSite } from "../../engine/page-check.server.ts";
import { scanPagesFolder } from "../../engine/files.server.ts";
import { schemaPathFor, schemas } from "../../engine/load.server.ts";
import type { Problem } from "../../engine/problems.ts";
import { pageChangeWords } from "./change-words.ts";
import { formatPage } from "./format.ts";
import { freeAddress } from "./address.ts";
import { refuseUndeclared } from "./draft-bounds.ts";
import { pageFile } from "./guard.ts";
import type { Author, ContentStore } from "./store/content-store.ts";
import { FileStore } from "./store/file-store.ts";
import { readOpened, saveChecked, versionOf, type SaveResult } from "./save-file.ts";
import { followedTranslations, newPageTranslations } from "./translation-files.ts";

export { versionOf };

export function listPages(pagesDir: string) {
  return scanPagesFolder(pagesDir).pages;
}

export function readPage(store: ContentStore, file: string) {
  return { file, ...readOpened(store, pageFile(store.root, file), "page") };
}

/**
 * The problems `npm run validate` would find with this page saved, and the text it would have.
 * With `site` (the rest of the site read once, page-check.server.ts) only this page is checked
 * again, for the check after each change; without it the whole site is read, as before a save.
 * A page with more unknown fields than any real one could have is refused first (draft-bounds.ts).
 */
export async function checkDraft(
  store: ContentStore,
  file: string,
  page: Record<string, unknown>,
  site?: PreparedSite,
) {
  refuseUndeclared(page, schemas());
  const text = await formatPage(page, store.read(pageFile(store.root, file))?.text);
  return { text, problems: site ? checkChangedPage(site, file, text) : checkPage(file, text, store.root) };
}

/**
 * Saves a page the editor opened at `version`: refused while the page has a problem, and when the
 * file changed on disk since (someone else's edit is never overwritten). Its translations change
 * with it, in the same write: a new page gets its empty editions (a copy, `copyOf`'s translations),
 * and the translated fields of sections that moved, were deleted or duplicated follow them.
 */
export async function savePage(
  root: string,
  /** The site's pages/ folder (root/pages), as callers have always named it; the guard finds it from root. */
  _pagesDir: string,
  file: string,
  version: unknown,
  page: Record<string, unknown>,
  store: ContentStore = new FileStore(root),
  author?: Author,
  copyOf?: string,
  /** The check against the whole site, where the host runs it (site-work.ts); checkDraft here when not given. */
  check: () => Promise<{ text: string; problems: Problem[] }> = () => checkDraft(store, file, page),
): Promise<SaveResult | { problems: Problem[] }> {
  const at = pageFile(root, file);
  // The page a new one copies: only a page file, and only when it is there to copy from.
  const source = version === null && copyOf !== undefined ? pageFile(root, copyOf) : undefined;
  const words = (before: string | undefined, after: string) => pageChangeWords(at, before, after, schemas().source);
  return saveChecked(store, at, version, check, words, author, (change, before, text) =>
    before === undefined
      ? newPageTranslations(store, change, at, text, source && store.version(source) !== null ? source : undefined)
      : followedTranslations(store, change, at, "page.schema.json", before, text),
  );
}

/**
 * Plans a page for a new route: its file named by the rules `npm run validate` applies, with the
 * right "$schema", a title and a page hero; its description is left for the editor to write. Refuses
 * a route a page already has. Writes nothing: the editor's first Save writes the file.
 */
export function newPage(store: ContentStore, input: unknown) {
  const { route, file } = freeAddress(store, input);
  const name = route
    .split("/")
    .pop()!
    .split("-")
    .map((w, i) => (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join(" ");
  const page = {
    $schema: schemaPathFor(`pages/${file}`, "page.schema.json"),
    meta: { title: name, description: "" },
    sections: [{ type: "pageHero", title: name, breadcrumb: [{ label: "Home", href: "/" }, { label: name }] }],
  };
  return { file, route, page };
}

/** The title a copy starts with: 'About Us' -> 'About Us (copy)', within the 60 characters a title may have. */
const copyTitle = (title: unknown) => `${String(title ?? "").slice(0, 60 - " (copy)".length)} (copy)`;

/**
 * Plans a copy of `page` (as the editor holds it, unsaved changes and all) at a new address, by the
 * same rules as "New page", its title marked as a copy. Writes nothing: the copy's first Save
 * writes its file, once its text no longer repeats the original's.
 */
export function duplicatePage(store: ContentStore, input: unknown, page: Record<string, unknown>) {
  const { route, file } = freeAddress(store, input);
  const meta = (page.meta ?? {}) as Record<string, unknown>;
  const copy = {
    ...page,
    $schema: schemaPathFor(`pages/${file}`, "page.schema.json"),
    meta: { ...meta, title: copyTitle(meta.title) },
  };
  return { file, route, page: copy };
}
