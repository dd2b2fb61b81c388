import { problemSentence } from "../../engine/describe-problem.ts";
import { personProblem, placeSentence } from "../../engine/person-problem.ts";
import type { Problem } from "./api.ts";
import { fieldId } from "./fields/field-id.ts";
import type { Place } from "./problem-place.ts";

/**
 * Focuses the field at `pointer` once the selected section's fields are drawn; a problem about a
 * value that is missing focuses the nearest field around it.
 */
function focusField(pointer: string, frames = 30) {
  for (let p = pointer; p; p = p.slice(0, p.lastIndexOf("/"))) {
    const element = document.getElementById(fieldId(p));
    if (element && "focus" in element) {
      const control = element.matches("input, textarea, select")
        ? element
        : element.querySelector<HTMLElement>("input, textarea, select");
      if (control) return control.focus();
    }
  }
  if (frames > 0) requestAnimationFrame(() => focusField(pointer, frames - 1));
}

/** A problem's place and its whole sentence, place first, in the words of a publish's refusal. */
function sentenceOf(problem: Problem, place: Place) {
  const at = place.at ?? { part: place.where, field: place.field };
  return { where: placeSentence(at), whole: personProblem(at, problemSentence(problem, place.kind)) };
}

/**
 * A problem in the same words as a publish's refusal (person-problem.ts), without the page, which
 * is open: '<strong>Section 6, Call-to-action banner “Ready?”, field “Text”:</strong> this is …'.
 */
function Said({ problem, place }: { problem: Problem; place: Place }) {
  const { where, whole } = sentenceOf(problem, place);
  return (
    <>
      <strong>{where}:</strong>
      {whole.slice(where.length + 1)}
    </>
  );
}

/** One problem as the list shows it: its place, or the server's own sentence, and where its button goes. */
export interface ProblemEntry {
  place: Place;
  /** The whole sentence, place included, when the server worded it (a problem in another file). */
  said?: string;
  /** The button that shows the field ('Go to section 6'): `select` shows it, the list then focuses it. */
  go?: { label: string; select(): void };
}

/** A problem as one sentence, place first, as the list says it (and Save's refusal). */
export const entryWords = (p: Problem, { place, said }: ProblemEntry) => said ?? sentenceOf(p, place).whole;

/**
 * Every problem `npm run validate` finds in the file as it is now, by section number (from 1) and
 * title and by field label; its button shows the section or part and focuses the field. `ok` is
 * what is said when there is none ('No problems: this page can be saved.').
 */
export function ProblemList({
  problems,
  entry,
  ok,
}: {
  problems: Problem[];
  entry(problem: Problem): ProblemEntry;
  ok: string;
}) {
  if (!problems.length) return <p className="ed-ok">{ok}</p>;
  return (
    <section aria-labelledby="problems-heading" className="ed-problem-list">
      <h2 id="problems-heading">Problems ({problems.length})</h2>
      <ul>
        {problems.map((p, i) => {
          const { place, said, go } = entry(p);
          return (
            <li key={i}>
              {said ?? <Said problem={p} place={place} />}{" "}
              {go ? (
                <button
                  type="button"
                  onClick={() => {
                    go.select();
                    focusField(p.pointer);
                  }}
                >
                  {go.label}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
