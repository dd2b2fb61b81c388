import fs from "node:fs";
import path from "node:path";
import { linkOnTheWay } from "../site-links.server.ts";
import type { Locale } from "../../src/lib/locale.ts";
import { readJson } from "../json-source.ts";
import { setString } from "./set-string.ts";
import { sourceHash } from "./source-hash.ts";
import type { TranslatableField } from "./translatable.ts";

/** One translated field: its words, and the fingerprint of the English they translate. */
export interface TranslatedField {
  text: string;
  from: string;
}

/** A translation file: i18n/<locale>/<the English file's path>. */
export interface TranslationData {
  $schema?: string;
  fields: Record<string, TranslatedField>;
}

/** Every translation file read, by language and by the English file it translates ('pages/about.json'). */
export type Translations = Partial<Record<Locale, Record<string, TranslationData>>>;

export const TRANSLATION_SCHEMA = "translation.schema.json";

/**
 * Where the translation of an English file lives, relative to the site's folder:
 *   ('pages/about.json', 'bn')               -> 'i18n/bn/pages/about.json'
 *   ('content/services.json', 'bn')          -> 'i18n/bn/content/services.json'
 */
export function translationFileOf(source: string, locale: Locale): string {
  return `i18n/${locale}/${source}`;
}

/** How each English field of a file stands in a translation. */
export interface TranslationState {
  /** Translated from the English as it is now. */
  current: string[];
  /** Translated, but the English changed since (the fingerprint differs). */
  stale: string[];
  /** Not translated: the English shows, marked as English. */
  missing: string[];
  /** Translations of fields the English file no longer has (moved or removed). */
  orphaned: string[];
}

export function translationState(
  fields: readonly TranslatableField[],
  translation?: TranslationData,
): TranslationState {
  const state: TranslationState = { current: [], stale: [], missing: [], orphaned: [] };
  const given = translation?.fields ?? {};
  const wanted = new Set<string>();
  for (const { pointer, text } of fields) {
    wanted.add(pointer);
    const t = given[pointer];
    if (!t) state.missing.push(pointer);
    else if (t.from === sourceHash(text)) state.current.push(pointer);
    else state.stale.push(pointer);
  }
  state.orphaned = Object.keys(given).filter((p) => !wanted.has(p));
  return state;
}

/** Reads a translation file; undefined when there is none. Syntax and schema problems are the validator's. */
export function readTranslation(root: string, source: string, locale: Locale): TranslationData | undefined {
  const abs = path.join(root, translationFileOf(source, locale));
  // A link is never read (the validator reports it: file.link).
  if (!fs.existsSync(abs) || linkOnTheWay(root, abs)) return undefined;
  const read = readJson(fs.readFileSync(abs));
  const data = read.data as TranslationData | undefined;
  return data && typeof data === "object" && data.fields && typeof data.fields === "object" ? data : undefined;
}

/**
 * A copy of `data` with every translated field in the language of `translation`: a current or a
 * stale translation shows (a stale one is still that language; the validator reports it), a
 * missing one leaves the English, and its pointer is returned so the page can mark it lang="en".
 */
export function translateData<T>(
  data: T,
  fields: readonly TranslatableField[],
  translation: TranslationData | undefined,
): { data: T; english: string[] } {
  const copy = structuredClone(data);
  const english: string[] = [];
  for (const { pointer } of fields) {
    const t = translation?.fields[pointer];
    if (t) setString(copy, pointer, t.text);
    else english.push(pointer);
  }
  return { data: copy, english };
}
