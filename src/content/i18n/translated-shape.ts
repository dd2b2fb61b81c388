import { problemAt, type Problem } from "../problems.ts";
import type { TranslatableField } from "./translatable.ts";

/** The words of each translated field, by the place of its English. */
interface Translated {
  fields: Record<string, { text: string }>;
}

/**
 * Translated words keep to the length their field allows, in every language (a page title of 60
 * characters at most): each break is reported at the translated words. Only lengths can break: a
 * translation changes nothing but the words of fields that are free text (translatable.ts). No Node
 * modules: the editor checks the Bangla it is given as it is typed.
 */
export function translatedShape(
  fields: readonly TranslatableField[],
  translation: Translated,
  at: (pointer: string) => { file: string; pointer: string; line: number; column: number },
): Problem[] {
  const problems: Problem[] = [];
  for (const field of fields) {
    const text = translation.fields[field.pointer]?.text;
    if (text === undefined) continue;
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
