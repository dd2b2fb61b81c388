import { problemAt, type Problem } from "../problems.ts";
import type { TranslatableField } from "./translatable.ts";

/** The words of each translated field, by the place of its English. */
interface Translated {
  fields: Record<string, { text: string }>;
}

/**
 * The words in curly brackets the site fills in ('{year}', '{name}'), each as often as it appears,
 * sorted: what fillWords (src/lib/words.ts) reads as one, Latin letters, digits and "_".
 */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
}

/**
 * Everything written in curly brackets on one line, placeholder or not ('{বছর}', '{ year }'), sorted:
 * in a translation, each one its English does not have is shown on the page as it is written.
 */
function bracketedOf(text: string): string[] {
  return [...text.matchAll(/\{[^{}\n]*\}/g)].map((m) => m[0]).sort();
}

/** What `b` lacks of `a`, counting repeats: (['{a}', '{a}', '{b}'], ['{a}']) -> ['{a}', '{b}']. */
function lacking(a: readonly string[], b: readonly string[]): string[] {
  const left = [...b];
  return a.filter((x) => {
    const i = left.indexOf(x);
    if (i === -1) return true;
    left.splice(i, 1);
    return false;
  });
}

/**
 * Translated words keep to the length their field allows, in every language (a page title of 60
 * characters at most), and keep the words in curly brackets the site fills in ('Copyright © {year}
 * {name}'), each as often as the English has it, in any order (a Bangla sentence orders its words
 * its own way): each break is reported at the translated words. Nothing else can break: a
 * translation changes nothing but the words of fields that are free text (translatable.ts). No Node
 * modules: the editor checks the Bangla it is given as it is typed.
 *
 * `behind` are the fields translated from an earlier English (their fingerprint differs): their
 * words in curly brackets are that English's, which is not known here, so they are checked once
 * translated again or confirmed. Otherwise an English edit that adds or removes a placeholder would
 * break its translation at once: the English editor's save refused for a problem in the Bangla, and
 * every Bangla save of that file refused until the field is translated again.
 */
export function translatedShape(
  fields: readonly TranslatableField[],
  translation: Translated,
  at: (pointer: string) => { file: string; pointer: string; line: number; column: number },
  behind: ReadonlySet<string> = new Set(),
): Problem[] {
  const problems: Problem[] = [];
  for (const field of fields) {
    const text = translation.fields[field.pointer]?.text;
    if (text === undefined) continue;
    const missing = lacking(placeholdersOf(field.text), placeholdersOf(text));
    // A placeholder renamed into Bangla ('{বছর}') is not one, but shows on the page all the same: named too.
    const unknown = lacking(bracketedOf(text), bracketedOf(field.text));
    if ((missing.length || unknown.length) && !behind.has(field.pointer))
      problems.push(problemAt("translation.placeholders", { what: field.what, missing, unknown }, at(field.pointer)));
    const length = [...text].length;
    if (field.maxLength !== undefined && length > field.maxLength)
      problems.push(
        problemAt(
          "text.too-long",
          {
            message: `this translated ${field.what} has ${length} characters, more than the ${field.maxLength} it may have`,
            hint: `shorten it to ${field.maxLength} characters at most`,
          },
          at(field.pointer),
        ),
      );
    if (field.minLength !== undefined && length < field.minLength)
      problems.push(
        problemAt(
          "text.too-short",
          {
            message: `this translated ${field.what} has ${length} characters, fewer than the ${field.minLength} it needs`,
            hint: `write at least ${field.minLength} characters`,
          },
          at(field.pointer),
        ),
      );
  }
  return problems;
}
