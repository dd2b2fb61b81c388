import type { EnglishField, Problem, TranslatedField } from "../api.ts";
import { fieldId } from "../fields/field-id.ts";
import { problemSentence } from "../../../engine/describe-problem.ts";
import { markOf, markWords } from "./marks.ts";

interface Props {
  /** The field's label in the English editor ('Items › Item 2 › Title'). */
  label: string;
  english: EnglishField;
  translated: TranslatedField | undefined;
  /** New words typed: they translate the English shown, so they carry its fingerprint. */
  change(field: TranslatedField | undefined): void;
  problems: Problem[];
}

/** A text longer than this is edited in a text area. */
const LONG = 90;

/**
 * One field in Bangla: the English above, read-only, then the Bangla words. Marked as not translated
 * yet, as behind its English (with the English as it is now, and a way to confirm the words still
 * fit it), or translated.
 */
export function TranslationField({ label, english, translated, change, problems }: Props) {
  const id = `bn${fieldId(english.pointer)}`;
  const mark = markOf(english, translated);
  // What history says of the English this Bangla was made from (only for the translation as saved).
  const earlier = mark === "stale" && english.earlier?.from === translated?.from ? english.earlier : undefined;
  const text = translated?.text ?? "";
  const length = [...text].length;
  const over = english.maxLength !== undefined ? length - english.maxLength : 0;
  const type = (words: string) => change(words === "" ? undefined : { text: words, from: english.hash });
  const input = {
    id,
    lang: "bn",
    value: text,
    "aria-describedby": `${earlier?.text !== undefined ? `${id}-was ` : ""}${id}-english ${id}-mark${english.maxLength !== undefined ? ` ${id}-count` : ""}`,
    "aria-invalid": problems.length || over > 0 ? true : undefined,
  };
  return (
    <div className={`ed-field ed-tr-field ed-tr-${mark}`}>
      <label htmlFor={id} className="ed-label">
        {label} <span className="ed-tr-in">in Bangla</span>
      </label>
      <p id={`${id}-mark`} className="ed-tr-mark">
        {markWords(mark, earlier?.changed)}
      </p>
      {earlier?.text !== undefined ? (
        <div className="ed-tr-english ed-tr-was" id={`${id}-was`}>
          <span className="ed-tr-caption">Translated from this English</span>
          <p lang="en">{earlier.text}</p>
        </div>
      ) : null}
      <div className="ed-tr-english" id={`${id}-english`}>
        <span className="ed-tr-caption">{mark === "stale" ? "English now" : "English"}</span>
        <p lang="en">{english.text}</p>
      </div>
      {english.text.length > LONG || text.length > LONG ? (
        <textarea {...input} rows={4} onChange={(e) => type(e.target.value)} />
      ) : (
        <input type="text" {...input} onChange={(e) => type(e.target.value)} />
      )}
      {english.maxLength !== undefined ? (
        <p id={`${id}-count`} className={over > 0 ? "ed-counter ed-over" : "ed-counter"} aria-live="polite">
          {length} / {english.maxLength}
          {over > 0
            ? `: ${over} character${over === 1 ? "" : "s"} too many. Remove ${over} to save; nothing was cut.`
            : ""}
        </p>
      ) : null}
      {mark === "stale" && translated ? (
        <p className="ed-tr-confirm">
          <button
            type="button"
            aria-describedby={`${id}-confirm`}
            onClick={() => change({ ...translated, from: english.hash })}
          >
            Still right
          </button>{" "}
          <span id={`${id}-confirm`} className="ed-hint">
            Keeps this Bangla as the translation of the English as it is now.
          </span>
        </p>
      ) : null}
      {problems.length ? (
        <ul className="ed-problems">
          {problems.map((p, i) => (
            <li key={i}>{problemSentence(p)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
