import { createContext, useContext, type ReactNode } from "react";
import type { Block, Collections } from "./blocks.ts";
import { DEFAULT_LOCALE, localizeHref, type Locale } from "./locale.ts";
import type { SiteData } from "./page-data.ts";

const SiteContext = createContext<SiteData | null>(null);
const CollectionsContext = createContext<Partial<Collections>>({});
const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);
const RenderBlockContext = createContext<(block: Block) => ReactNode>(() => null);

/** Provided once by the app's root: the site settings every block and layout part may read. */
export const SiteProvider = SiteContext.Provider;
/** Provided by the page renderer: the collections the page's blocks read (and only those). */
export const CollectionsProvider = CollectionsContext.Provider;
/** Provided once by the app's root: the language of the page shown. */
export const LocaleProvider = LocaleContext.Provider;
/** Provided by the page renderer: how to render a block nested in another block's data. */
export const RenderBlockProvider = RenderBlockContext.Provider;

/** The site settings (content/site.json) and build facts. */
export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite() needs the app's <SiteProvider> above it");
  return site;
}

/** The language of the page shown ('en', 'bn'). */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/**
 * Turns a link written in a page or content file into the address it leads to from this page: in
 * Bangla, '/contact' -> '/bn/contact' (a page's links stay in its language); anchors, other sites,
 * e-mail and phone links as they are.
 */
export function useLocalHref(): (href: string) => string {
  const locale = useLocale();
  return (href) => localizeHref(href, locale);
}

/** A shared collection (content/<name>.json); the block must list it in its block.ts `collections`. */
export function useCollection<K extends keyof Collections>(name: K): Collections[K] {
  const value = useContext(CollectionsContext)[name];
  if (!value) throw new Error(`Collection "${name}" was not loaded: list it in the block's block.ts "collections"`);
  return value;
}

/**
 * Renders a block nested in another block's data (the home hero's contact form) without importing
 * it: blocks never import each other; the page renderer supplies the lookup.
 */
export function NestedBlock({ block }: { block: Block }) {
  return <>{useContext(RenderBlockContext)(block)}</>;
}
