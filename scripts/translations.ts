/**
 * `npm run translations`: the state of the Bangla edition, and a way to hand words to a translator
 * and take them back.
 *
 *   npm run translations -- status                   how much of each file is translated, behind or missing
 *   npm run translations -- todo pages/about.json    the English still to translate (or changed since), as JSON
 *   npm run translations -- import pages/about.json words.json
 *                                                    takes translated words ({ "/meta/title": "..." }) into
 *                                                    i18n/bn/pages/about.json, marked as translated from the
 *                                                    English as it is now; refused, with nothing written,
 *                                                    when a word breaks its field (too long, a {name} the
 *                                                    site fills in lost), each named at its line
 *   npm run translations -- check pages/about.json   the page as translated, checked against its schema
 *                                                    (lengths, such as a title of 60 characters at most),
 *                                                    and each translation's {placeholders} against its English
 *
 * `--all` with todo lists every field, translated or not.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { sourceHash } from "../engine/i18n/source-hash.ts";
import { translatedShape } from "../engine/i18n/translated-shape.ts";
import { formatProblem, type Problem } from "../engine/problems.ts";
import { fieldsOfFile, sourceSchemaOf, translationSources } from "../engine/i18n/sources.server.ts";
import {
  readTranslation,
  translationFileOf,
  translateData,
  translationState,
  TRANSLATION_SCHEMA,
  type TranslationData,
} from "../engine/i18n/translations.server.ts";
import { escapeToken } from "../engine/json-pointer.ts";
import { readJson } from "../engine/json-source.ts";
import { schemaPathFor, schemas } from "../engine/load.server.ts";
import { ROOT } from "../engine/paths.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../src/lib/locale.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { locale: { type: "string", default: "bn" }, all: { type: "boolean", default: false } },
});
const locale = values.locale as Locale;
if (!isLocale(locale) || locale === DEFAULT_LOCALE) fail(`--locale must be a translated language, such as bn.`);
const [command, file, wordsFile] = positionals;
// `status | head` closes the pipe early: stop quietly rather than with a stack trace.
process.stdout.on("error", (error: NodeJS.ErrnoException) => process.exit(error.code === "EPIPE" ? 0 : 1));

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function sourceOf(file: string | undefined) {
  if (!file) fail("Name the English file, e.g. pages/about.json or content/services.json.");
  const schemaFile = sourceSchemaOf(file);
  if (!schemaFile || !fs.existsSync(path.join(ROOT, file)))
    fail(`${file} is not a page in pages/ or a content file: name one such as pages/about.json.`);
  const fields = fieldsOfFile(ROOT, { file, schemaFile });
  if (!fields) fail(`${file} could not be read: run npm run validate to see why.`);
  return { file, fields };
}

if (command === "status") {
  let missing = 0;
  let stale = 0;
  for (const source of translationSources(ROOT)) {
    const fields = fieldsOfFile(ROOT, source) ?? [];
    const state = translationState(fields, readTranslation(ROOT, source.file, locale));
    missing += state.missing.length;
    stale += state.stale.length;
    const note = [
      state.missing.length ? `${state.missing.length} missing` : "",
      state.stale.length ? `${state.stale.length} behind the English` : "",
    ]
      .filter(Boolean)
      .join(", ");
    console.log(`${source.file.padEnd(72)} ${state.current.length}/${fields.length}${note ? `  ${note}` : ""}`);
  }
  console.log(`\n${missing} field(s) missing, ${stale} behind the English.`);
} else if (command === "todo") {
  const { file: f, fields } = sourceOf(file);
  const state = translationState(fields, readTranslation(ROOT, f, locale));
  const wanted = new Set(values.all ? fields.map((x) => x.pointer) : [...state.missing, ...state.stale]);
  const out = Object.fromEntries(fields.filter((x) => wanted.has(x.pointer)).map((x) => [x.pointer, x.text]));
  console.log(JSON.stringify(out, null, 2));
} else if (command === "import") {
  const { file: f, fields } = sourceOf(file);
  if (!wordsFile)
    fail("Name the file of translated words too: npm run translations -- import pages/about.json words.json");
  let words: Record<string, unknown>;
  try {
    words = JSON.parse(fs.readFileSync(wordsFile, "utf8")) as Record<string, unknown>;
  } catch (e) {
    fail(`${wordsFile} could not be read as JSON: ${(e as Error).message}`);
  }
  const byPointer = new Map(fields.map((x) => [x.pointer, x.text]));
  const unknown = Object.keys(words).filter((p) => !byPointer.has(p));
  const empty = Object.entries(words).filter(([, v]) => typeof v !== "string" || !v.trim());
  if (unknown.length || empty.length) {
    for (const p of unknown) console.error(`${wordsFile}: "${p}" is not a field of ${f} to translate.`);
    for (const [p] of empty) console.error(`${wordsFile}: "${p}" has no words.`);
    process.exit(1);
  }
  // Each word as its field needs it (its length, the {placeholders} the site fills in), before anything is written.
  const lines = fs.readFileSync(wordsFile, "utf8").split("\n");
  const broken = translatedShape(
    fields,
    { fields: Object.fromEntries(Object.entries(words).map(([p, text]) => [p, { text: (text as string).trim() }])) },
    (pointer) => ({
      file: wordsFile,
      pointer,
      line: lines.findIndex((l) => l.includes(`"${pointer}"`)) + 1,
      column: 1,
    }),
  );
  if (broken.length) {
    for (const problem of broken) console.error(formatProblem(problem));
    console.error(`Nothing was taken in: correct the words above in ${wordsFile}, then import it again.`);
    process.exit(1);
  }
  const target = translationFileOf(f, locale);
  const before = readTranslation(ROOT, f, locale)?.fields ?? {};
  const merged: TranslationData["fields"] = { ...before };
  for (const [pointer, text] of Object.entries(words))
    merged[pointer] = { text: (text as string).trim(), from: sourceHash(byPointer.get(pointer)!) };
  // In the English file's order, so a translation reads like its page.
  const ordered = Object.fromEntries(
    [...fields.map((x) => x.pointer), ...Object.keys(merged)]
      .filter((p, i, all) => merged[p] && all.indexOf(p) === i)
      .map((p) => [p, merged[p]!]),
  );
  const data: TranslationData = { $schema: schemaPathFor(target, TRANSLATION_SCHEMA), fields: ordered };
  fs.mkdirSync(path.dirname(path.join(ROOT, target)), { recursive: true });
  fs.writeFileSync(path.join(ROOT, target), JSON.stringify(data, null, 2) + "\n");
  const state = translationState(fields, data);
  console.log(
    `${target}: ${Object.keys(words).length} field(s) taken in; ${state.current.length} of ${fields.length} translated.`,
  );
} else if (command === "check") {
  const { file: f, fields } = sourceOf(file);
  const english = readJson(fs.readFileSync(path.join(ROOT, f))).data;
  const translation = readTranslation(ROOT, f, locale);
  const target = translationFileOf(f, locale);
  const { data } = translateData(english, fields, translation);
  const validate = schemas().validator(sourceSchemaOf(f)!);
  const fits = validate(data);
  for (const e of fits ? [] : (validate.errors ?? [])) console.error(`${target} ${e.instancePath} ${e.message}`);
  // The words in curly brackets, as validate reports them (lengths are the schema's, above).
  let lost: Problem[] = [];
  if (translation) {
    const { locate } = readJson(fs.readFileSync(path.join(ROOT, target)));
    lost = translatedShape(
      fields,
      translation,
      (pointer) => ({ file: target, pointer, ...locate(`/fields/${escapeToken(pointer)}`) }),
      new Set(translationState(fields, translation).stale),
    ).filter((p) => p.code === "translation.placeholders");
  }
  for (const problem of lost) console.error(formatProblem(problem));
  if (!fits || lost.length) process.exit(1);
  console.log(`${target}: the translated page fits its schema and keeps the English's words in curly brackets.`);
} else {
  fail("Commands: status, todo FILE, import FILE WORDS.json, check FILE (see the top of scripts/translations.ts).");
}
