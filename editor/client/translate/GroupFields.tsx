import type { Problem, TranslatedField, TranslationJson } from "../api.ts";
import type { Group } from "./groups.ts";
import { countMarks, groupWords } from "./marks.ts";
import { NotWords } from "./NotWords.tsx";
import { TranslationField } from "./TranslationField.tsx";

/** The parts to translate (a page's settings and sections, a content file's parts), each with what is left in it. */
export function PartsList({
  groups,
  translation,
  shown,
  show,
  heading,
}: {
  groups: Group[];
  translation: TranslationJson;
  shown: number;
  show(index: number): void;
  heading: string;
}) {
  return (
    <nav className="ed-outline-panel" aria-label="Parts to translate">
      <h2 id="translate-parts">{heading}</h2>
      <ol className="ed-outline" aria-labelledby="translate-parts">
        {groups.map((g, i) => {
          const marks = groupWords(countMarks(g.fields, translation));
          return (
            <li key={g.label} className={i === shown ? "ed-selected" : undefined}>
              <button
                type="button"
                className="ed-section-name"
                aria-current={i === shown || undefined}
                onClick={() => show(i)}
              >
                <span className="ed-section-text">{g.label}</span>
                {marks ? <span className="ed-flag"> {marks}</span> : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** One part's words, each English above its Bangla, then what the Bangla takes from the English as it is. */
export function GroupFields({
  group,
  english,
  words,
  translation,
  label,
  problems,
  change,
}: {
  group: Group;
  /** The English file's data. */
  english: unknown;
  /** The pointers of every field of words in the file. */
  words: ReadonlySet<string>;
  translation: TranslationJson;
  label(pointer: string): string;
  problems: Problem[];
  change(pointer: string, field: TranslatedField | undefined): void;
}) {
  return (
    <>
      <h2>{group.label}</h2>
      {group.fields.length ? null : <p className="ed-hint">Nothing here is words to translate.</p>}
      {group.fields.map((f) => (
        <TranslationField
          key={f.pointer}
          label={label(f.pointer)}
          english={f}
          translated={translation.fields[f.pointer]}
          change={(field) => change(f.pointer, field)}
          problems={problems.filter((p) => p.pointer === f.pointer)}
        />
      ))}
      <NotWords data={english} prefixes={group.prefixes} words={words} label={label} />
    </>
  );
}
