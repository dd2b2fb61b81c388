import { useEffect, useState } from "react";
import { resolve, type Conflict, type Merged, type TheirChange } from "./merge.ts";
import { sectionName } from "./section-name.ts";

/** What the other side did, in words. */
const DID: Record<TheirChange["kind"], string> = { changed: "changed", added: "added", removed: "removed" };

/** A value as a person reads it: text as written, a group or list by its words, on/off, or none. */
function shown(value: unknown, whole: "section" | "value"): string {
  if (value === undefined) return whole === "section" ? "(the section deleted)" : "(empty)";
  if (typeof value === "boolean") return value ? "on" : "off";
  if (typeof value !== "object" || value === null) return String(value);
  const words: string[] = [];
  const collect = (v: unknown) => {
    if (typeof v === "string" && !v.startsWith("/") && v.length > 1) words.push(v);
    else if (v && typeof v === "object") Object.values(v).forEach(collect);
  };
  collect(value);
  const text = words.join(" · ");
  return text.length > 240 ? `${text.slice(0, 240)}…` : text || "(no text)";
}

export interface ConflictNoteProps<T> {
  message: string;
  /** What was edited, in the note's sentences: "this page", "the site settings". */
  what: string;
  /** The file as this editor opened it, and as it is in the editor now. */
  base: T;
  mine: T;
  /** The file as it is on disk now. */
  readDisk(): Promise<{ text: string; version: string }>;
  /** The three-way merge for this kind of file (mergePages, mergeJson). */
  mergeWith(base: T, mine: T, theirs: T): Merged<T>;
  /** A place in the content in the editor's words: 'Section 3, FAQ "Questions" › Heading', 'Main menu › Link 2 › Label'. */
  where(pointer: string, content: T): string;
  merge(merged: T, theirs: T, version: string): void;
  reload(): void;
}

/**
 * Save was refused because the file changed on disk since this editor opened it. The other side's
 * changes are merged with this editor's (editor/client/merge.ts) and listed by place and field; only
 * values both sides changed are asked, mine and theirs side by side. The merged content goes back
 * into the editor, where it is checked, and Save writes it (the server checks it again first).
 */
export function ConflictNote<T>({
  message,
  what,
  base,
  mine,
  readDisk,
  mergeWith,
  where,
  merge,
  reload,
}: ConflictNoteProps<T>) {
  const [found, setFound] = useState<{ merged: Merged<T>; theirs: T; version: string }>();
  const [error, setError] = useState<string>();
  const [choices, setChoices] = useState<Record<string, "mine" | "theirs">>({});
  useEffect(() => {
    readDisk().then(
      ({ text, version }) => {
        const theirs = JSON.parse(text) as T;
        setFound({ merged: mergeWith(base, mine, theirs), theirs, version });
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
    // Merged once, against the file as it was when Save was refused.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (error)
    return (
      <div role="alert" className="ed-conflict">
        <p>{message}</p>
        <p>The file could not be read to merge the changes: {error}</p>
      </div>
    );
  if (!found)
    return (
      <div role="alert" className="ed-conflict">
        <p>{message} Comparing the changes…</p>
      </div>
    );
  const { merged, theirs, version } = found;
  const asked = merged.conflicts;
  return (
    <section role="alert" aria-labelledby="conflict-heading" className="ed-conflict">
      <h2 id="conflict-heading">Someone else saved {what} while you were editing</h2>
      <p>
        Your changes are kept.
        {merged.theirs.length ? " Their other changes are added:" : " They changed nothing you did not."}
      </p>
      {merged.theirs.length ? (
        <ul className="ed-their-changes">
          {merged.theirs.map((c, i) => (
            <li key={i}>
              {c.kind === "removed" && c.section
                ? `${sectionName(String(c.section.type), c.section)}: removed`
                : `${where(c.pointer, c.kind === "removed" ? theirs : merged.page)}: ${DID[c.kind]}`}
            </li>
          ))}
        </ul>
      ) : null}
      {asked.length ? (
        <>
          <p>You both changed {asked.length === 1 ? "one thing" : `${asked.length} things`}. Choose which to keep:</p>
          {asked.map((c) => (
            <Choice
              key={c.pointer}
              conflict={c}
              place={where(c.pointer, merged.page)}
              choice={choices[c.pointer] ?? "mine"}
              choose={(v) => setChoices({ ...choices, [c.pointer]: v })}
            />
          ))}
        </>
      ) : null}
      <div className="ed-dialog-actions">
        <button type="button" className="ed-primary" onClick={() => merge(resolve(merged, choices), theirs, version)}>
          Merge their changes
        </button>
        <button type="button" onClick={reload}>
          Discard my changes and open theirs
        </button>
      </div>
      <p className="ed-hint">After merging, look over {what} and press Save to write it.</p>
    </section>
  );
}

/** One value both sides changed: mine and theirs side by side, one to keep. */
function Choice({
  conflict,
  place,
  choice,
  choose,
}: {
  conflict: Conflict;
  place: string;
  choice: "mine" | "theirs";
  choose(v: "mine" | "theirs"): void;
}) {
  const whole = /^\/sections\/\d+$/.test(conflict.pointer) ? "section" : "value";
  const name = `conflict-${conflict.pointer}`;
  return (
    <fieldset className="ed-choice">
      <legend>{place}</legend>
      {(["mine", "theirs"] as const).map((side) => (
        <label key={side} className="ed-choice-side">
          <input type="radio" name={name} checked={choice === side} onChange={() => choose(side)} />
          <span className="ed-choice-label">{side === "mine" ? "Keep mine" : "Take theirs"}</span>
          <span className="ed-choice-value">{shown(conflict[side], whole)}</span>
        </label>
      ))}
    </fieldset>
  );
}
