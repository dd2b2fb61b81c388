import fs from "node:fs";
import path from "node:path";
import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from "../../src/lib/locale.ts";
import { checkFile, schemas } from "../check-file.server.ts";
import type { LoadedCollections, ParsedPage, Problem } from "../model.ts";
import { valueAt } from "../json-pointer.ts";
import { problemAt } from "../problems.ts";
import { lineDates } from "./english-dates.server.ts";
import { translatableFields, type TranslatableField } from "./translatable.ts";
import { translatedShape } from "./translated-shape.ts";
import {
  translationFileOf,
  translationState,
  TRANSLATION_SCHEMA,
  type TranslationData,
  type Translations,
} from "./translations.server.ts";

/** What each language is called in the messages. */
const LANGUAGE: Record<Locale, string> = { en: "English", bn: "Bangla" };

const escape = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");
const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 57).trimEnd()}...` : text);

interface Source {
  file: string;
  schemaFile: string;
  data: unknown;
  locate: (pointer: string) => { line: number; column: number };
  route: string | null;
}

/**
 * Reads and checks the translation of every English page and content file, in every language but
 * English. A missing translation file is a problem (the build needs every page in every language);
 * a field not translated yet, one whose English changed since it was translated, and a translation
 * of a field the English no longer has are warnings: the page still builds (an untranslated field
 * shows in English, marked lang="en"), and `npm run validate` lists them.
 */
export function checkTranslations(
  root: string,
  pages: readonly ParsedPage[],
  collections: LoadedCollections,
  /** Pages being made in the visual editor, not saved yet: it writes each one's empty translations with it. */
  unsaved: ReadonlySet<string> = new Set(),
): { translations: Translations; problems: Problem[]; warnings: Problem[] } {
  const translations: Translations = {};
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const sources: Source[] = [
    ...pages
      .filter((p) => p.valid)
      .map((p) => ({ file: p.file, schemaFile: "page.schema.json", data: p.data, locate: p.locate, route: p.route })),
    ...Object.entries(collections).map(([name, c]) => ({
      file: c!.file,
      schemaFile: `${name}.schema.json`,
      data: c!.data,
      locate: c!.locate,
      route: null,
    })),
  ];
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const read: Record<string, TranslationData> = {};
    translations[locale] = read;
    /** Each picture's first translated description, for image.alt-differs in this language. */
    const described = new Map<string, { file: string; line: number; alt: string }>();
    const language = LANGUAGE[locale];
    for (const source of sources) {
      const target = translationFileOf(source.file, locale);
      const abs = path.join(root, target);
      const address = source.route === null ? "" : localePath(source.route, locale);
      if (!fs.existsSync(abs)) {
        if (!unsaved.has(source.file)) problems.push(missingTranslation(source.file, source.route, locale));
        continue;
      }
      const checked = checkFile(root, abs, TRANSLATION_SCHEMA);
      problems.push(...checked.problems);
      if (!checked.parsed?.valid) continue;
      const translation = checked.parsed.data as TranslationData;
      read[source.file] = translation;
      const at = (pointer: string) => ({
        file: target,
        pointer,
        ...checked.parsed!.locate(`/fields/${escape(pointer)}`),
      });
      const fields = translatableFields(schemas().source, source.schemaFile, source.data);
      const state = translationState(fields, translation);
      const byPointer = new Map(fields.map((f) => [f.pointer, f]));
      const shown = address || `the ${language} site`;
      for (const pointer of state.missing) {
        const f = byPointer.get(pointer)!;
        warnings.push(
          problemAt(
            "translation.field-missing",
            { language, what: f.what, address: shown },
            { file: source.file, pointer, ...source.locate(pointer) },
          ),
        );
      }
      if (state.stale.length) {
        const dates = lineDates(root, source.file);
        for (const pointer of state.stale)
          warnings.push(staleProblem(byPointer.get(pointer)!, source, dates, language, at));
      }
      for (const pointer of state.orphaned)
        warnings.push(problemAt("translation.orphaned", { pointer, file: source.file }, at(pointer)));
      problems.push(...translatedShape(fields, translation, at, new Set(state.stale)));
      problems.push(...pictureWords(source, translation, at, described));
    }
  }
  return { translations, problems, warnings };
}

/** An English file whose translation into `locale` is missing: the build cannot make that language's page. */
export function missingTranslation(file: string, route: string | null, locale: Locale): Problem {
  const target = translationFileOf(file, locale);
  const address = route === null ? "" : localePath(route, locale);
  return problemAt(
    "translation.file-missing",
    { language: LANGUAGE[locale], file: target, address },
    { file, line: 1, column: 1, pointer: "" },
  );
}

/** The translations of an English file that are missing, one problem per language. */
export function missingTranslations(root: string, file: string, route: string | null): Problem[] {
  return LOCALES.filter((l) => l !== DEFAULT_LOCALE && !fs.existsSync(path.join(root, translationFileOf(file, l)))).map(
    (l) => missingTranslation(file, route, l),
  );
}

function staleProblem(
  field: TranslatableField,
  source: Source,
  dates: Map<number, string>,
  language: string,
  at: (pointer: string) => { file: string; pointer: string; line: number; column: number },
): Problem {
  const { line } = source.locate(field.pointer);
  const date = dates.get(line);
  const changed = !date ? "" : date === "uncommitted" ? "(not committed yet)" : `on ${date}`;
  return problemAt(
    "translation.stale",
    { language, what: field.what, changed, english: shorten(field.text), file: source.file, line },
    at(field.pointer),
  );
}

/**
 * One picture, one description, in every language (image-words.ts says why for English): a
 * translated alt that differs from the same picture's first translated alt is reported there.
 */
function pictureWords(
  source: Source,
  translation: TranslationData,
  at: (pointer: string) => { file: string; pointer: string; line: number; column: number },
  described: Map<string, { file: string; line: number; alt: string }>,
): Problem[] {
  const problems: Problem[] = [];
  for (const [pointer, { text }] of Object.entries(translation.fields)) {
    if (!pointer.endsWith("/alt") || !text) continue;
    const src = (valueAt(source.data, pointer.slice(0, -4)) as { src?: unknown } | undefined)?.src;
    if (typeof src !== "string") continue;
    const place = at(pointer);
    const first = described.get(src);
    if (!first) described.set(src, { file: place.file, line: place.line, alt: text });
    else if (first.alt !== text) problems.push(problemAt("image.alt-differs", { src, ...first }, place));
  }
  return problems;
}
