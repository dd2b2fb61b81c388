import type { EnglishField, TranslatedField, TranslationJson } from "../api.ts";

/**
 * How a field stands in the translation, as the editor marks it: not translated yet (the Bangla page
 * shows the English), translated from English that has changed since, or translated from the
 * English as it is.
 */
export type Mark = "missing" | "stale" | "current";

export function markOf(field: EnglishField, translated: TranslatedField | undefined): Mark {
  if (!translated || !translated.text.trim()) return "missing";
  return translated.from === field.hash ? "current" : "stale";
}

/** What each mark says, beside the field. */
export const MARK_WORDS: Record<Mark, string> = {
  missing: "Not translated yet: the Bangla page shows the English.",
  stale: "The English changed since this was translated.",
  current: "Translated.",
};

/** '2026-11-27' -> '27 Nov 2026', the same on every computer (the editor's words are English). */
export const dayWords = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });

/** A field's mark in words; a stale one says when its English changed, when that is known. */
export function markWords(mark: Mark, changed?: string): string {
  if (mark !== "stale" || !changed || !/^\d{4}-\d{2}-\d{2}$/.test(changed)) return MARK_WORDS[mark];
  return `The English changed on ${dayWords(changed)}, after this was translated.`;
}

export interface Counts {
  missing: number;
  stale: number;
  current: number;
}

export function countMarks(fields: readonly EnglishField[], translation: TranslationJson): Counts {
  const counts: Counts = { missing: 0, stale: 0, current: 0 };
  for (const field of fields) counts[markOf(field, translation.fields[field.pointer])]++;
  return counts;
}

const fieldWord = (n: number) => `${n} field${n === 1 ? "" : "s"}`;

/** The summary at the top: "3 fields not translated yet, 1 behind the English" or all done. */
export function summaryWords({ missing, stale }: Counts): string {
  if (!missing && !stale) return "Every field is translated from the English as it is now.";
  return [
    missing ? `${fieldWord(missing)} not translated yet` : "",
    stale ? `${fieldWord(stale)} behind the English` : "",
  ]
    .filter(Boolean)
    .join(", ")
    .concat(".");
}

/** A group's marks in the list of sections: "(2 not translated, 1 behind)", or nothing when all are current. */
export function groupWords({ missing, stale }: Counts): string {
  const parts = [missing ? `${missing} not translated` : "", stale ? `${stale} behind` : ""].filter(Boolean);
  return parts.length ? `(${parts.join(", ")})` : "";
}

/** The translation with its fields in one order (by place), so that equal translations are equal JSON. */
export function normalized(translation: TranslationJson): TranslationJson {
  const fields = Object.fromEntries(
    Object.entries(translation.fields)
      .filter(([, f]) => f.text !== "")
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return { ...translation, fields };
}

/** The translation as the editor writes it, as JSON text: what "unsaved" is measured against. */
export const translationSaved = (translation: TranslationJson) => JSON.stringify(normalized(translation));
