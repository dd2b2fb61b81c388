import { DEFAULT_LOCALE, type Locale } from "../../src/lib/locale.ts";
import { schemas } from "../check-file.server.ts";
import type { LoadedCollections, LoadedPage, SiteContent } from "../model.ts";
import { translatableFields } from "./translatable.ts";
import { translateData } from "./translations.server.ts";

/** The site's content in one language: its pages and collections with their words translated. */
export interface LocalizedContent {
  pages: LoadedPage[];
  collections: LoadedCollections;
  /** The English words each file still shows in this language, by file ('pages/about.json'): marked lang="en". */
  english: Map<string, string[]>;
}

const cache = new WeakMap<SiteContent, Map<Locale, LocalizedContent>>();

/**
 * The content as a language shows it: every translatable field of every page and collection in
 * that language, where it is translated (a translation behind its English still shows: it is
 * that language, and `npm run validate` reports it), and in English where it is not, listed so
 * that the page marks those words as English. English is the content as it is.
 */
export function localizeContent(content: SiteContent, locale: Locale): LocalizedContent {
  if (locale === DEFAULT_LOCALE) return { pages: content.pages, collections: content.collections, english: new Map() };
  let byLocale = cache.get(content);
  if (!byLocale) cache.set(content, (byLocale = new Map()));
  const known = byLocale.get(locale);
  if (known) return known;
  const translations = content.translations?.[locale] ?? {};
  const english = new Map<string, string[]>();
  const translate = <T>(file: string, schemaFile: string, data: T): T => {
    const fields = translatableFields(schemas().source, schemaFile, data);
    const result = translateData(data, fields, translations[file]);
    const left = result.english.map((p) => fields.find((f) => f.pointer === p)!.text);
    if (left.length) english.set(file, left);
    return result.data;
  };
  const pages = content.pages.map((p) => ({ ...p, data: translate(p.file, "page.schema.json", p.data) }));
  const collections: LoadedCollections = {};
  for (const [name, c] of Object.entries(content.collections))
    (collections as Record<string, unknown>)[name] = { ...c, data: translate(c!.file, `${name}.schema.json`, c!.data) };
  const localized = { pages, collections, english };
  byLocale.set(locale, localized);
  return localized;
}
