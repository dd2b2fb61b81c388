import { problemWords } from "../content/describe-problem.ts";
import type { Problem } from "./api.ts";
import { fieldId } from "./fields/field-id.ts";
import type { PageJson } from "./mapping.ts";
import { placeOf } from "./problem-place.ts";

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

/**
 * Every problem `npm run validate` finds in the page as it is now, by section number (from 1) and
 * title and by field label; its button selects the section and focuses the field.
 */
export function ProblemList({
  problems,
  page,
  select,
}: {
  problems: Problem[];
  page: PageJson;
  select(section: number | null): void;
}) {
  if (!problems.length) return <p className="ed-ok">No problems: this page can be saved.</p>;
  return (
    <section aria-labelledby="problems-heading" className="ed-problem-list">
      <h2 id="problems-heading">Problems ({problems.length})</h2>
      <ul>
        {problems.map((p, i) => {
          const place = placeOf(p.pointer, page);
          return (
            <li key={i}>
              <strong>
                {place.where}
                {place.field.length ? ` › ${place.field.join(" › ")}` : ""}:
              </strong>{" "}
              {problemWords(p, place.kind)}{" "}
              <button
                type="button"
                onClick={() => {
                  select(place.section ?? null);
                  focusField(p.pointer);
                }}
              >
                {place.section !== undefined ? `Go to section ${place.section + 1}` : "Go to page settings"}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
