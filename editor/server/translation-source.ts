import { translationFileOf } from "../../engine/i18n/translations.server.ts";
import { translatableFields, type TranslatableField } from "../../engine/i18n/translatable.ts";
import { sourceHash } from "../../engine/i18n/source-hash.ts";
import { readJson } from "../../engine/json-source.ts";
import { schemas } from "../../engine/load.server.ts";
import type { Locale } from "../../src/lib/locale.ts";
import { contentFile, pageFile } from "./guard.ts";
import { capital, fileWords } from "./file-words.ts";
import { Refusal } from "./refusal.ts";
import { readOpened } from "./save-file.ts";
import type { ContentStore, Stored } from "./store/content-store.ts";
import { LANGUAGE_NAMES, TRANSLATED } from "./translation-files.ts";

/**
 * The English file a translation translates, as the editor names it: a page ('pages/about.json')
 * or one of the content files it opens ('content/site.json'), through the same guards as the
 * English editor's; and the language, one the site is translated into.
 */
export interface TranslationSource {
  /** 'pages/about.json', 'content/site.json'. */
  file: string;
  schemaFile: string;
  locale: Locale;
  /** Its translation: 'i18n/bn/pages/about.json'. */
  target: string;
}

export function translationSource(root: string, source: unknown, locale: unknown): TranslationSource {
  const lang = TRANSLATED.find((l) => l === locale);
  if (!lang)
    throw new Refusal(
      400,
      `The editor translates into ${TRANSLATED.map((l) => LANGUAGE_NAMES[l]).join(", ")} only: reload the editor and try again.`,
    );
  const text = typeof source === "string" ? source : "";
  let file: string;
  let schemaFile: string;
  if (text.startsWith("pages/")) {
    file = pageFile(root, text.slice("pages/".length));
    schemaFile = "page.schema.json";
  } else {
    const name = /^content\/([a-z]+)\.json$/.exec(text)?.[1];
    ({ file } = contentFile(name));
    schemaFile = `${name}.schema.json`;
  }
  return { file, schemaFile, locale: lang, target: translationFileOf(file, lang) };
}

/** One field of the English to translate, as the editor shows it: its words and their fingerprint. */
export type EnglishField = TranslatableField & { hash: string };

/** The English file as it is on disk: its text, version, data and the fields to translate. */
export function englishOf(
  store: ContentStore,
  source: TranslationSource,
): Stored & { data: unknown; fields: EnglishField[] } {
  const stored = readOpened(store, source.file, source.file.startsWith("pages/") ? "page" : "content");
  const data = readJson(Buffer.from(stored.text)).data;
  if (data === undefined)
    throw new Refusal(
      409,
      `${capital(fileWords(source.file))} cannot be translated just now: its English was broken outside the editor and cannot be read. Ask a developer to repair it, then translate it.`,
    );
  const fields = translatableFields(schemas().source, source.schemaFile, data).map((f) => ({
    ...f,
    hash: sourceHash(f.text),
  }));
  return { ...stored, data, fields };
}
