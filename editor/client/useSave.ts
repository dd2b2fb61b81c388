import { useEffect, useRef, useState } from "react";
import { ApiError, type Problem, type Written } from "./api.ts";
import { awayOf, awayWords, backWords, useRetry } from "./away.ts";
import { dropDraft, keepDraft } from "./drafts.ts";
import { IN_STUDIO } from "./host.ts";

/** Save's status when the studio's login ended meanwhile: the header shows it with a link to log in again. */
export const LOGIN_ENDED = "Your login ended; log in again (your changes are kept in this browser).";

/** The page as the file holds it: its version, and its content as JSON text to compare edits with. */
export interface FileState {
  /** null: the file does not exist yet (a new page). */
  version: string | null;
  saved: string;
}

/** What is saved, for the status's sentences: "page" (the default), or "site settings" (plural). */
export interface Subject {
  name: string;
  plural?: boolean;
}

interface Options<T> {
  /** Where its draft is kept (drafts.ts): the page file, or a content file's draft key. */
  file: string;
  page: T;
  /** Writes `page` over the file opened at `version` (the editor's server checks it first). */
  write(version: string | null, page: T): Promise<Written>;
  subject?: Subject;
  /** The last check's problems, and the page (as JSON text) it checked. */
  checked: { problems: Problem[]; about: string };
  state: FileState;
  /** The file as the edits started from it, kept with the draft for a merge. */
  base: T;
  /** A new page's copied page file, kept with its draft (drafts.ts). */
  copyOf?: string;
  /** Only the editor on screen answers Ctrl+S (a page's English and its Bangla are both open, one shown). */
  active?: boolean;
  /** A refusal this kind of file answers in its own words (a translation whose English changed): the status to show, or undefined. */
  refused?(error: ApiError): string | undefined;
  /** A problem in the person's words, with its place ('Section 2, Text and image › Section heading: is empty.'). */
  explain?(problem: Problem): string;
  setState(state: FileState): void;
  setProblems(problems: Problem[], about: string): void;
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
export function useSave<T>({
  file,
  page,
  write,
  subject = { name: "page" },
  checked,
  state,
  base,
  copyOf,
  active = true,
  refused,
  explain,
  setState,
  setProblems,
}: Options<T>) {
  const [its, has, the] = subject.plural ? ["their", "have", "these"] : ["its", "has", "this"];
  const json = JSON.stringify(page);
  const dirty = json !== state.saved;
  // `about`: the content (JSON text) the note is about; none: shown whatever is edited (the server away).
  const [note, setNote] = useState<{ text: string; about?: string }>();
  // Why Save was refused when the file changed on disk: shown until the file is opened again.
  const [conflict, setConflict] = useState<string>();
  const status = note && (note.about === undefined || note.about === json) ? note.text : dirty ? "Unsaved changes" : "";
  // Set while the server is away: Save tries again by itself, and says when it is back.
  const away = useRef(false);
  // The latest Save (of the latest edits): what Ctrl+S and a try again while the server is away call.
  const latest = useRef<() => Promise<void>>(async () => undefined);
  const retry = useRetry(() => void latest.current());

  useEffect(() => {
    if (dirty) keepDraft(file, { page, version: state.version, at: Date.now(), base, ...(copyOf ? { copyOf } : {}) });
  }, [file, page, dirty, state.version, base, copyOf]);

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
    // Pressed, or tried again by itself while the server was away.
    const waiting = away.current;
    away.current = false;
    retry.cancel();
    await attempt(say, waiting);
    // An answer (saved, or refused): the next time the server is away, the waits start from 2 s again.
    if (!away.current) retry.stop();
  };

  /** One try at writing the file, its outcome said in the status; `waiting`: a try again while the server was away. */
  const attempt = async (say: (text: string) => void, waiting: boolean) => {
    if (!dirty)
      return waiting
        ? setNote(undefined)
        : say(`Nothing to save: ${the} ${subject.name} ${has} no changes since ${its} last save.`);
    // Refused here only on a check of this very page: a check still running (an edit made a moment
    // ago) is left to the server, which checks again before it writes.
    const problems = checked.about === json ? checked.problems : [];
    if (problems.length) return say(refusal(problems));
    if (!waiting) say("Saving…");
    try {
      const result = await write(state.version, page);
      if (result.written !== true || typeof result.version !== "string")
        return say("Not saved: the save was not confirmed. Press Save again.");
      dropDraft(file);
      setState({ version: result.version, saved: json });
      say(waiting ? backWords() : "Saved");
    } catch (e) {
      const own = e instanceof ApiError ? refused?.(e) : undefined;
      const why = awayOf(e);
      if (why) {
        // Kept: the draft of these edits is in this browser already (the effect above).
        away.current = true;
        setNote({ text: awayWords(why) });
        retry.schedule();
      } else if (own) say(own);
      else if (e instanceof ApiError && e.status === 401 && IN_STUDIO) {
        say(LOGIN_ENDED);
      } else if (e instanceof ApiError && e.status === 409) {
        say(conflictWords(the, subject));
        setConflict(e.message);
      } else if (e instanceof ApiError && Array.isArray(e.body.problems)) {
        const found = e.body.problems as Problem[];
        setProblems(found, json);
        say(found.length ? refusal(found) : `Not saved: ${the} ${subject.name} ${has} problems.`);
      } else say(`Not saved: ${e instanceof Error ? e.message : String(e)}`);
    }
  };

  /** Why Save refuses while the check finds problems: the first by its place, what to do, and how many more. */
  const refusal = (problems: Problem[]) => {
    const first = problems[0]!;
    const more = problems.length - 1;
    const rest = more
      ? ` ${more} more problem${more === 1 ? "" : "s"} to fix ${more === 1 ? "is" : "are"} listed under Problems.`
      : "";
    if (!explain)
      return `Not saved: ${the} ${subject.name} ${has} ${plural(problems.length)} (listed under Problems and beside their fields). Fix ${problems.length === 1 ? "it" : "them"} first.`;
    const section = first.section !== undefined ? " If that section is not needed, remove it." : "";
    return `Not saved: ${explain(first)}${section}${rest}`;
  };

  // Ctrl+S (Cmd+S on a Mac) saves, wherever the focus is in the editor.
  const shown = useRef(active);
  useEffect(() => {
    latest.current = save;
    shown.current = active;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isSaveKey(e) && shown.current) {
        e.preventDefault();
        void latest.current();
      }
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, []);

  /** Before the file is opened again (from disk, or merged): no conflict, and no note about the old content. */
  const settle = () => {
    setConflict(undefined);
    setNote(undefined);
  };
  return { save, status, dirty, conflict, settle };
}

export type Saving = ReturnType<typeof useSave>;

/**
 * Save refused because someone else saved the same file after it was opened (409): who did is in
 * the note below (ConflictNote), where the person chooses what to keep.
 */
export const conflictWords = (the: string, subject: { name: string; plural?: boolean }) =>
  `Not saved: someone else saved ${the} ${subject.name} after you opened ${subject.plural ? "them" : "it"}. Your changes are kept: choose below what to keep, then press Save.`;
