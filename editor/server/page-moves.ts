import { readSiteFiles, schemaPathFor } from "../../engine/load.server.ts";
import { pointerKeys } from "../../engine/json-pointer.ts";
import { fileToRoute, normalizeRoute } from "../../engine/paths.ts";
import { freeAddress } from "./address.ts";
import { newProblems, type ChangeSet } from "./change-set.ts";
import { formatPage } from "./format.ts";
import { linksIn, type LinkPlace } from "./links-to.ts";
import { pageFile } from "./guard.ts";
import { problemsInWords } from "../../engine/problem-words.server.ts";
import { readOpened, savedSince } from "./save-file.ts";
import { movedTranslations, removedTranslations } from "./translation-files.ts";
import { Refusal } from "./refusal.ts";
import type { Author, ContentStore } from "./store/content-store.ts";
import { versionOf } from "./version.ts";

/** The page file the editor opened at `version`, refused for the pages every site needs. */
function movablePage(store: ContentStore, file: unknown, version: unknown, doing: "deleted" | "moved") {
  const at = pageFile(store.root, file);
  const name = file as string;
  if (name === "404.json")
    throw new Refusal(
      400,
      `The not-found page is what visitors see at an address that has no page: the site needs it, so it cannot be ${doing}.`,
    );
  if (name === "index.json")
    throw new Refusal(
      400,
      `The home page / is where the site starts: it cannot be ${doing}. Change what it shows instead.`,
    );
  const stored = readOpened(store, at, "page");
  const { text } = stored;
  if (stored.version !== version)
    throw savedSince(store, at, `Nothing was ${doing === "deleted" ? "deleted" : "changed"}`);
  return { file: name, text, route: normalizeRoute(fileToRoute(name)!) };
}

const places = (n: number) => (n === 1 ? "One place links" : `${n} places link`);

/** The places in other files that link to a page (its own links to itself left out). */
export function linksToPage(root: string, file: unknown) {
  const own = pageFile(root, file);
  const route = fileToRoute(file as string);
  if (route === null) return { route, links: [] };
  return {
    route,
    links: linksIn(readSiteFiles(root), (r) => r === normalizeRoute(route)).filter((l) => l.file !== own),
  };
}

/**
 * Deletes a page and its translations, refused while any page or content file links to it (the
 * places are sent with the refusal, for the editor to list) and for the home and not-found pages.
 * `linksTo` reads the whole site, where the host runs that (handlers/site-work.ts).
 */
export async function deletePage(
  store: ContentStore,
  file: unknown,
  version: unknown,
  author?: Author,
  linksTo: (file: string) => Promise<{ links: LinkPlace[] }> = async (f) => linksToPage(store.root, f),
) {
  const page = movablePage(store, file, version, "deleted");
  const { links } = await linksTo(page.file);
  if (links.length)
    throw new Refusal(
      409,
      `${places(links.length)} to ${page.route}: change or remove ${links.length === 1 ? "that link" : "those links"} first, then delete the page. Nothing was deleted.`,
      { links },
    );
  const at = `pages/${page.file}`;
  const change: ChangeSet = {
    texts: new Map([[at, null]]),
    read: new Map([[at, versionOf(page.text)]]),
    author,
    message: `Deleted the page ${page.route}`,
  };
  removedTranslations(store, change, at);
  await store.write(change);
  return { deleted: page.file, route: page.route };
}

/** Sets the value at a JSON pointer ('/sections/2/cta/href') of parsed JSON. */
function setAt(data: unknown, pointer: string, value: string) {
  const parts = pointerKeys(pointer);
  const last = parts.pop()!;
  const parent = parts.reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], data);
  (parent as Record<string, unknown>)[last] = value;
}

/** '/old#team' to '/new' -> '/new#team': the anchor is kept. */
const repointed = (link: LinkPlace, to: string) => {
  const hash = link.value.indexOf("#");
  return hash < 0 ? to : `${to}${link.value.slice(hash)}`;
};

/**
 * Moves a page to a new address (same naming rules as "New page"; refused for an address a page or
 * a redirect has): its file moves to the new address's name, every link to the old address (and to
 * its anchors) in every page and content file names the new one, and content/site.json gains a
 * redirect from the old address; redirects that led to the old address lead to the new one (never a
 * chain). Links to pages under the old address are left as they are: only this page moves, with its
 * translations (i18n/bn/pages/<its file>), which move to its new file's name. The whole
 * result is checked before anything is written, and refused if it has a problem the site did not have.
 * `plan` works out and checks the change (planMove: it reads the whole site twice), where the host runs
 * that (handlers/site-work.ts); the change is written here.
 */
export async function renamePage(
  store: ContentStore,
  file: unknown,
  version: unknown,
  to: unknown,
  author?: Author,
  plan: () => Promise<PlannedMove> = () => planMove(store, file, version, to, author),
) {
  const { change, moved } = await plan();
  await store.write(change);
  return moved;
}

/** A page's move worked out and checked, not yet written: the change, and what the editor is told once it is. */
export interface PlannedMove {
  change: ChangeSet;
  moved: { file: string; route: string; changed: string[]; redirect: { from: string; to: string } };
}

/** renamePage's change, checked and refused as renamePage refuses it, without writing it. */
export async function planMove(
  store: ContentStore,
  file: unknown,
  version: unknown,
  to: unknown,
  author?: Author,
): Promise<PlannedMove> {
  const { root } = store;
  const page = movablePage(store, file, version, "moved");
  const site = readSiteFiles(root);
  const settings = site.collections.site;
  if (!settings)
    throw new Refusal(
      409,
      "Nothing was changed: the site settings have a problem, so the old address cannot be sent on to the new one. Open Site settings, fix what is shown there, then move the page again.",
    );
  const redirects = new Map(settings.data.redirects.map((r) => [normalizeRoute(r.from), r.to]));
  const target = freeAddress(store, to, redirects);
  const oldAt = `pages/${page.file}`;
  const newAt = `pages/${target.file}`;

  // Each file to change: its parsed data (changed in place) and the text it was read from.
  const files = new Map<string, { data: unknown; text: string }>();
  const open = (at: string) => {
    let f = files.get(at);
    if (!f) {
      const { text } = store.read(at)!;
      files.set(at, (f = { data: JSON.parse(text) as unknown, text }));
    }
    return f;
  };
  open(oldAt);
  for (const link of linksIn(site, (r) => r === page.route))
    setAt(open(link.file).data, link.pointer, repointed(link, target.route));
  const settingsData = open(settings.file).data as { redirects: { from: string; to: string }[] };
  settingsData.redirects.push({ from: page.route, to: target.route });
  (files.get(oldAt)!.data as Record<string, unknown>).$schema = schemaPathFor(newAt, "page.schema.json");

  const change: ChangeSet = {
    texts: new Map(),
    read: new Map<string, string | null>([[newAt, null]]),
    author,
    message: `Moved the page ${page.route} to ${target.route}, with every link to it and a redirect`,
  };
  for (const [at, f] of files) {
    const text = await formatPage(f.data as Record<string, unknown>, f.text);
    change.texts.set(at === oldAt ? newAt : at, text);
    change.read.set(at, versionOf(f.text));
  }
  change.texts.set(oldAt, null);
  movedTranslations(store, change, oldAt, newAt);
  const problems = newProblems(root, change, new Map([[oldAt, newAt]]));
  if (problems.length)
    throw new Refusal(
      422,
      `Nothing was changed: after the move the site would have ${problems.length === 1 ? "a problem" : `${problems.length} problems`}. ${problemsInWords(
        problems.slice(0, 1),
        root,
      ).join(" ")}`,
      { problems },
    );
  return {
    change,
    moved: {
      file: target.file,
      route: target.route,
      changed: [...change.texts.keys()].filter((at) => at !== oldAt && at !== newAt && !at.startsWith("i18n/")).sort(),
      redirect: { from: page.route, to: target.route },
    },
  };
}
