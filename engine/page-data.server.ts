import { cssTheme } from "../src/styles/css-values.ts";
import type { Page } from "../src/generated/schema.ts";
import type { Block, CollectionName, Collections } from "../src/lib/blocks.ts";
import type { PageData, SiteData } from "../src/lib/page-data.ts";
import { blocksIn, callDeclared, declarationOf, prepareContext } from "./blocks.server.ts";
import { DEFAULT_LOCALE, LOCALES, localePath, splitLocale, type Locale } from "../src/lib/locale.ts";
import { localizeContent } from "./i18n/localize.server.ts";
import { loadSiteContent, schemas } from "./load.server.ts";
import { GIVEN_CONTENT, type SiteContent } from "./model.ts";
import { normalizeRoute } from "./paths.ts";
import { CONTENT_PROBLEMS, formatProblems } from "./problems.ts";
import { pageStructuredData } from "./structured-data.server.ts";

export type { PageData, SiteData };

let cached: SiteContent | undefined;

/**
 * All content, checked. Re-read on every call in development so that edits show on reload; handed
 * over as it is by an incremental build, which has just loaded and checked it (model.ts GIVEN_CONTENT).
 */
export function siteContent(): SiteContent {
  const given = (globalThis as Record<string, unknown>)[GIVEN_CONTENT] as SiteContent | undefined;
  if (given) return given;
  const content = process.env.NODE_ENV === "production" && cached ? cached : loadSiteContent();
  cached = content;
  if (content.problems.length) throw new Error(`${CONTENT_PROBLEMS}:\n${formatProblems(content.problems)}`);
  return content;
}

/** The site's settings and service categories in a language, for the header, footer and theme. */
export function siteData(locale: Locale = DEFAULT_LOCALE): SiteData {
  const { collections, english } = localizeContent(siteContent(), locale);
  return {
    // The theme's colours and fonts as CSS, once, here: the pages write them into their styles as given.
    site: { ...collections.site!.data, theme: cssTheme(collections.site!.data.theme) },
    categories: collections.services!.data.categories,
    buildYear: new Date().getFullYear(),
    locale,
    english: [...(english.get("content/site.json") ?? []), ...(english.get("content/services.json") ?? [])],
  };
}

/** Sets the value at a JSON pointer inside a copy made by the caller ('/sections/0/form'). */
function setAt(root: unknown, pointer: string, value: unknown) {
  const keys = pointer.slice(1).split("/");
  const last = keys.pop()!;
  const parent = keys.reduce<Record<string, unknown>>(
    (node, key) => node[key] as Record<string, unknown>,
    root as Record<string, unknown>,
  );
  parent[last] = value;
}

/** Parts of one collection shown by several blocks, as one: each list holds the entries of every part, once. */
function joinParts(parts: object[]): object {
  const joined: Record<string, unknown> = {};
  for (const part of parts)
    for (const [key, value] of Object.entries(part)) {
      const before = joined[key];
      joined[key] = Array.isArray(value) && Array.isArray(before) ? [...new Set([...before, ...value])] : value;
    }
  return joined;
}

/**
 * The data of the page at `pathname` ('/About' finds pages/about.json; '/bn/about' the same page in
 * Bangla), as its route hands it to the renderer: its words in the address's language, hidden
 * sections left out, each block's build-time step applied, the collections its blocks read, and its
 * schema.org data. Null when no page has that address; `pathname` null asks for the not-found page
 * of `locale`.
 */
export function pageData(pathname: string | null, notFoundLocale: Locale = DEFAULT_LOCALE): PageData | null {
  const { locale, route: wantedRoute } =
    pathname === null ? { locale: notFoundLocale, route: null } : splitLocale(normalizeRoute(pathname));
  const content = siteContent();
  const { pages, collections, english } = localizeContent(content, locale);
  const wanted = wantedRoute === null ? null : normalizeRoute(wantedRoute);
  const found = pages.find((p) => (p.route === null ? null : normalizeRoute(p.route)) === wanted);
  if (!found) return null;
  const sections = found.data.sections.filter((s) => !s.hidden) as Page["sections"];
  const page: Page = structuredClone({ ...found.data, sections });
  const blocks = blocksIn(schemas(), page);
  // Deepest first, so a block's step sees the blocks nested in it already prepared.
  for (const { pointer, block } of [...blocks].reverse()) {
    const prepared = callDeclared(block, "prepare", prepareContext) as Block | undefined;
    if (prepared) setAt(page, pointer, prepared);
  }
  const whole = Object.fromEntries(
    Object.entries(collections).map(([name, c]) => [name, c?.data]),
  ) as unknown as Collections;
  const needed = new Set<CollectionName>(blocks.flatMap(({ type }) => declarationOf(type)?.collections ?? []));
  const picked: Partial<Collections> = {};
  for (const name of needed) {
    const readers = blocks.filter(({ type }) => declarationOf(type)?.collections?.includes(name));
    const parts = readers.map(
      ({ block }) => (callDeclared(block, "shows", whole) as Partial<Collections> | undefined)?.[name],
    );
    (picked as Record<string, unknown>)[name] = parts.every((p) => p !== undefined) ? joinParts(parts) : whole[name];
  }
  const site = collections.site!.data;
  const address = found.route === null ? null : localePath(found.route, locale);
  const alternates = Object.fromEntries(
    LOCALES.map((l) => [l, found.route === null ? null : localePath(found.route, l)]),
  ) as Record<Locale, string | null>;
  const shownCollections = [...needed].map((name) => `content/${name}.json`);
  return {
    route: address,
    locale,
    alternates,
    english: [...new Set([found.file, ...shownCollections].flatMap((file) => english.get(file) ?? []))],
    page,
    collections: picked,
    structuredData: pageStructuredData(blocksIn(schemas(), page), site, address, locale),
  };
}
