import { useEffect, useRef, useState } from "react";
import { api, ApiError, type Problem } from "./api.ts";
import { dropDraft, keepDraft } from "./drafts.ts";
import type { PageJson } from "./mapping.ts";

/** The page as the file holds it: its version, and its content as JSON text to compare edits with. */
export interface FileState {
  /** null: the file does not exist yet (a new page). */
  version: string | null;
  saved: string;
}

interface Options {
  file: string;
  page: PageJson;
  /** The last check's problems, and the page (as JSON text) it checked. */
  checked: { problems: Problem[]; about: string };
  state: FileState;
  /** The file as the edits started from it, kept with the draft for a merge. */
  base: PageJson;
  setState(state: FileState): void;
  setProblems(problems: Problem[], about: string): void;
  onConflict(message: string): void;
}

/** Ctrl+S, or Cmd+S on a Mac: the keys that save. */
export const isSaveKey = (e: KeyboardEvent) => (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "s";

/** Set once the person chose to leave (LeaveLink.tsx): the browser then does not ask a second time. */
export const leaving = { confirmed: false };

const plural = (n: number) => `${n} problem${n === 1 ? "" : "s"}`;

/**
 * Save, and the status it shows: "Unsaved changes" while the page differs from its file, "Saving…",
 * then "Saved" or why not, each only until the next edit (a message is tied to the page it was
 * written about). Every unsaved change is kept as a draft in this browser until Save writes it.
 */
export function useSave({ file, page, checked, state, base, setState, setProblems, onConflict }: Options) {
  const json = JSON.stringify(page);
  const dirty = json !== state.saved;
  const [note, setNote] = useState<{ text: string; about: string }>();
  const status = note && note.about === json ? note.text : dirty ? "Unsaved changes" : "";

  useEffect(() => {
    if (dirty) keepDraft(file, { page, version: state.version, at: Date.now(), base });
  }, [file, page, dirty, state.version, base]);

  // A reload or a closed tab with unsaved changes asks first (the browser words the question).
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => {
      if (leaving.confirmed) return;
      e.preventDefault();
      e.returnValue = "";
    };
    addEventListener("beforeunload", ask);
    return () => removeEventListener("beforeunload", ask);
  }, [dirty]);

  const save = async () => {
    const say = (text: string) => setNote({ text, about: json });
    if (!dirty) return say("Nothing to save: the page is the same as its file.");
    // Refused here only on a check of this very page: a check still running (an edit made a moment
    // ago) is left to the server, which checks again before it writes.
    const problems = checked.about === json ? checked.problems : [];
    if (problems.length)
      return say(
        `Not saved: this page has ${plural(problems.length)} (listed under Problems and beside their fields). Fix ${problems.length === 1 ? "it" : "them"} first.`,
      );
    say("Saving…");
    try {
      const result = await api.save(file, state.version, page);
      if (result.written !== true || typeof result.version !== "string")
        return say("Not saved: the editor's server did not confirm that it wrote the file. Try again.");
      dropDraft(file);
      setState({ version: result.version, saved: json });
      say("Saved");
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        say("Not saved: the file changed on disk.");
        onConflict(e.message);
      } else if (e instanceof ApiError && Array.isArray(e.body.problems)) {
        setProblems(e.body.problems as Problem[], json);
        say(`Not saved: this page has ${plural((e.body.problems as Problem[]).length)}.`);
      } else say(`Not saved: ${e instanceof Error ? e.message : String(e)}`);
    }
  };

  // Ctrl+S (Cmd+S on a Mac) saves, wherever the focus is in the editor.
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isSaveKey(e)) {
        e.preventDefault();
        void latest.current();
      }
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, []);

  return { save, status, dirty, clearNote: () => setNote(undefined) };
}
