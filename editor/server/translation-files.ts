import { readJson } from "../../engine/json-source.ts";
import { schemaPathFor, schemas } from "../../engine/load.server.ts";
import { translatableFields } from "../../engine/i18n/translatable.ts";
import {
  translationFileOf,
  TRANSLATION_SCHEMA,
  type TranslatedField,
  type TranslationData,
} from "../../engine/i18n/translations.server.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../src/lib/locale.ts";
import type { Change, ContentStore } from "./store/content-store.ts";
import { moveTranslatedFields, sameFields } from "./translation-moves.ts";

/**
 * A page's translations go where the page goes: made with it, moved, copied and deleted with it,
 * and their fields moved with its sections, in the same change (one commit in the studio). Each
 * function adds the translation files' part to a change the caller writes.
 */

/** Every language a page has an edition in besides English. */
export const TRANSLATED = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** Each language in the editor's messages, in English: "Bangla". */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", bn: "Bangla" };

type Fields = Record<string, TranslatedField>;

/** The fields of a translation file's text; undefined when it cannot be read as one. */
export function fieldsOf(text: string | undefined): Fields | undefined {
  const data = text === undefined ? undefined : (readJson(Buffer.from(text)).data as TranslationData | undefined);
  return data && typeof data === "object" && data.fields && typeof data.fields === "object" ? data.fields : undefined;
}

/**
 * A translation's text as the editor and `npm run translations` write it: its "$schema" line for
 * its place, the fields in the order of the English they translate (`order`, pointers), then any
 * others, 2-space JSON and a final newline.
 */
export function translationText(target: string, fields: Fields, order: readonly string[] = []): string {
  const pointers = [...order, ...Object.keys(fields)].filter((p, i, all) => fields[p] && all.indexOf(p) === i);
  const data: TranslationData = {
    $schema: schemaPathFor(target, TRANSLATION_SCHEMA),
    fields: Object.fromEntries(pointers.map((p) => [p, fields[p]!])),
  };
  return JSON.stringify(data, null, 2) + "\n";
}

/** The pointers of an English file's words, in file order ('pages/about.json' and its data). */
export function englishOrder(schemaFile: string, data: unknown): string[] {
  return translatableFields(schemas().source, schemaFile, data).map((f) => f.pointer);
}

const parse = (text: string | undefined): unknown =>
  text === undefined ? undefined : readJson(Buffer.from(text)).data;

/**
 * A new page ('pages/careers.json') starts with an empty edition in each language, unless one is
 * there already (then it is kept as it is). A copy of a page (`copyOf`, 'pages/about.json') starts
 * with the translations of the page it copies, moved as its sections differ from that page's.
 */
export function newPageTranslations(store: ContentStore, change: Change, file: string, text: string, copyOf?: string) {
  for (const locale of TRANSLATED) {
    const target = translationFileOf(file, locale);
    if (store.version(target) !== null) continue;
    let fields: Fields = {};
    const copied = copyOf && fieldsOf(store.read(translationFileOf(copyOf, locale))?.text);
    if (copyOf && copied) fields = moveTranslatedFields(copied, parse(store.read(copyOf)?.text), parse(text));
    change.texts.set(target, translationText(target, fields, englishOrder("page.schema.json", parse(text))));
    change.read.set(target, null);
  }
}

/** A deleted page's editions go with it. */
export function removedTranslations(store: ContentStore, change: Change, file: string) {
  for (const locale of TRANSLATED) {
    const target = translationFileOf(file, locale);
    const version = store.version(target);
    if (version === null) continue;
    change.texts.set(target, null);
    change.read.set(target, version);
  }
}

/**
 * A page moved from `from` to `to` ('pages/a.json' -> 'pages/b/c.json') takes its editions along,
 * each with the "$schema" line of its new place. A translation file already at the new place
 * translated no page (none was there): it is replaced.
 */
export function movedTranslations(store: ContentStore, change: Change, from: string, to: string) {
  for (const locale of TRANSLATED) {
    const [source, target] = [translationFileOf(from, locale), translationFileOf(to, locale)];
    const stored = store.read(source);
    if (!stored) continue;
    const fields = fieldsOf(stored.text);
    const data = parse(stored.text) as Record<string, unknown> | undefined;
    const text = fields
      ? JSON.stringify({ ...data, $schema: schemaPathFor(target, TRANSLATION_SCHEMA) }, null, 2) + "\n"
      : stored.text;
    change.texts.set(target, text);
    change.read.set(target, store.version(target));
    change.texts.set(source, null);
    change.read.set(source, stored.version);
  }
}

/**
 * An English file saved from `before` to `after` (texts): each translation's fields follow the
 * sections and list items they translate. A translation nothing moved in is left out of the change.
 */
export function followedTranslations(
  store: ContentStore,
  change: Change,
  file: string,
  schemaFile: string,
  before: string | undefined,
  after: string,
) {
  const [was, now] = [parse(before), parse(after)];
  if (was === undefined || now === undefined) return;
  for (const locale of TRANSLATED) {
    const target = translationFileOf(file, locale);
    const stored = store.read(target);
    const fields = fieldsOf(stored?.text);
    if (!stored || !fields) continue;
    const moved = moveTranslatedFields(fields, was, now);
    if (sameFields(fields, moved)) continue;
    change.texts.set(target, translationText(target, moved, englishOrder(schemaFile, now)));
    change.read.set(target, stored.version);
  }
}
