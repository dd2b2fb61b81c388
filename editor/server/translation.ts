import { translatedShape } from "../../engine/i18n/translated-shape.ts";
import type { TranslatedField } from "../../engine/i18n/translations.server.ts";
import type { Problem } from "../../engine/problems.ts";
import { Refusal } from "./refusal.ts";
import { savedSince, type SaveResult } from "./save-file.ts";
import type { Author, ContentStore } from "./store/content-store.ts";
import { fieldsOf, translationText } from "./translation-files.ts";
import { englishBefore } from "../../engine/i18n/english-before.server.ts";
import { englishOf, translationSource, type EnglishField } from "./translation-source.ts";
import { translationChangeWords } from "./translation-words.ts";

type Fields = Record<string, TranslatedField>;

/**
 * A page's (or content file's) translation as the editor opens it: the translation file's text and
 * version (null: there is none yet), and the English as it is on disk, field by field with the
 * fingerprint of each field's words, which the translator is shown and a save sends back. A field
 * translated from English that has changed since says, where history knows, from which English and when.
 */
export async function readTranslationFile(store: ContentStore, input: { source: string; locale: string }) {
  const source = translationSource(store.root, input.source, input.locale);
  const english = englishOf(store, source);
  const stored = store.read(source.target);
  const saved = fieldsOf(stored?.text) ?? {};
  const stale = english.fields.flatMap((f) => {
    const from = saved[f.pointer]?.text ? saved[f.pointer]!.from : undefined;
    return from && from !== f.hash ? [{ pointer: f.pointer, from }] : [];
  });
  const earlier = await englishBefore(store.root, source.file, english.text, stale);
  return {
    source: source.file,
    locale: source.locale,
    file: source.target,
    text: stored?.text ?? translationText(source.target, {}),
    version: stored?.version ?? null,
    english: {
      text: english.text,
      version: english.version,
      fields: english.fields.map(({ pointer, text, hash, what, minLength, maxLength }) => ({
        pointer,
        text,
        hash,
        what,
        ...(minLength !== undefined ? { minLength } : {}),
        ...(maxLength !== undefined ? { maxLength } : {}),
        ...(earlier.has(pointer) ? { earlier: earlier.get(pointer) } : {}),
      })),
    },
  };
}

const FINGERPRINT = /^[0-9a-f]{12}$/;

/** The fields as sent, each a translation with words and the fingerprint of its English; empty words are no translation. */
function sentFields(input: unknown): Fields {
  const fields: Fields = {};
  for (const [pointer, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    const f = value as Partial<TranslatedField> | null;
    if (
      !pointer.startsWith("/") ||
      !f ||
      typeof f.text !== "string" ||
      typeof f.from !== "string" ||
      !FINGERPRINT.test(f.from)
    )
      throw new Refusal(
        400,
        "The request held a translation the editor does not send: reload the editor and try again.",
      );
    if (f.text.trim()) fields[pointer] = { text: f.text, from: f.from };
  }
  return fields;
}

/** A field the translator changed while its English changed on disk: where, and the English now. */
export interface ChangedEnglish {
  pointer: string;
  what: string;
  /** The English as it is now; absent when the English no longer has the field. */
  english?: string;
  hash?: string;
}

const fieldsWord = (n: number) => (n === 1 ? "one field" : `${n} fields`);

/** A field by what it is and where, as the editor lists it: '/sections/1/heading' -> 'section heading in section 2'. */
function named({ pointer, what }: ChangedEnglish): string {
  const section = /^\/sections\/(\d+)\//.exec(pointer)?.[1];
  if (section !== undefined) return `${what} in section ${Number(section) + 1}`;
  return pointer.startsWith("/meta/") ? `${what} in the page settings` : what;
}

/**
 * Saves a translation the editor opened at `version` (null: there was none), refused whole when
 * the translation changed on disk since (someone else's save is never overwritten), and when the
 * English of a field the translator changed is no longer the English they were shown (each field
 * carries the fingerprint of that English, `from`): the refusal names those fields and their
 * English now, and nothing is written. Fields nobody changed are written as they were.
 */
export async function saveTranslation(
  store: ContentStore,
  input: { source: string; locale: string; version: string | null; fields: Record<string, unknown> },
  author?: Author,
): Promise<SaveResult | { problems: Problem[] }> {
  const source = translationSource(store.root, input.source, input.locale);
  const stored = store.read(source.target);
  if ((stored?.version ?? null) !== input.version) throw savedSince(store, source.target);
  const fields = sentFields(input.fields);
  const english = englishOf(store, source);
  const byPointer = new Map<string, EnglishField>(english.fields.map((f) => [f.pointer, f]));
  const before = fieldsOf(stored?.text) ?? {};
  const changed: ChangedEnglish[] = [];
  for (const [pointer, field] of Object.entries(fields)) {
    if (JSON.stringify(before[pointer]) === JSON.stringify(field)) continue;
    const now = byPointer.get(pointer);
    if (now?.hash !== field.from)
      changed.push({ pointer, what: now?.what ?? "field", ...(now ? { english: now.text, hash: now.hash } : {}) });
  }
  if (changed.length)
    throw new Refusal(
      409,
      `Nothing was saved: the English of ${fieldsWord(changed.length)} you translated changed since you opened it (${changed.map(named).join("; ")}). Your words are kept in the editor: those fields now show the new English. Check your translation against it, then save again.`,
      { englishChanged: changed },
    );
  // A field left behind its English (not changed in this save) is checked once translated again.
  const behind = new Set(Object.keys(fields).filter((p) => fields[p]!.from !== byPointer.get(p)?.hash));
  const problems = translatedShape(
    english.fields,
    { fields },
    (pointer) => ({ file: source.target, pointer, line: 1, column: 1 }),
    behind,
  );
  if (problems.length) return { problems };
  const text = translationText(
    source.target,
    fields,
    english.fields.map((f) => f.pointer),
  );
  const versions = await store.write({
    texts: new Map([[source.target, text]]),
    read: new Map([
      [source.target, input.version],
      // The English as it was checked: a save of it meanwhile refuses this one rather than pass unseen.
      [source.file, english.version],
    ]),
    author,
    message: translationChangeWords(source, english.data, before, fields),
  });
  return { version: versions.get(source.target)!, text, written: true };
}
