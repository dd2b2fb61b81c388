import type { PageJson } from "./mapping.ts";

/**
 * Unsaved edits kept in this browser, one draft per file, until Save writes them: a reload, a
 * closed tab or a crash loses nothing. `version` is the file's version the edits started from.
 * A page's draft is kept under its path in pages/ ('about.json'); a content file's under
 * 'content:site', a name no page file can have.
 */
export interface Draft<T = PageJson> {
  /** The edited content: a page, or a content file's data. */
  page: T;
  /** null for a new page, whose file does not exist yet. */
  version: string | null;
  /** When the draft was last changed (ms since 1970). */
  at: number;
  /** The file as the edits started from it (at `version`): what a merge compares both sides with. */
  base?: T;
  /** A new page made as a copy of another page file ('about.json'): its first Save copies that page's translations. */
  copyOf?: string;
}

const key = (file: string) => `nexaforge-editor-draft:${file}`;

export function readDraft<T = PageJson>(file: string): Draft<T> | undefined {
  try {
    const draft = JSON.parse(localStorage.getItem(key(file)) ?? "null") as Draft<T> | null;
    return draft && typeof draft.page === "object" && (typeof draft.version === "string" || draft.version === null)
      ? draft
      : undefined;
  } catch {
    return undefined;
  }
}

export function keepDraft<T>(file: string, draft: Draft<T>) {
  try {
    localStorage.setItem(key(file), JSON.stringify(draft));
  } catch {
    // A full or disabled storage: the edits stay on screen, and leaving still asks first.
  }
}

export function dropDraft(file: string) {
  localStorage.removeItem(key(file));
}

/** '27 Nov, 10:42' in the browser's language, for "Restore unsaved changes from ...". */
export const draftTime = (at: number) =>
  new Date(at).toLocaleString(undefined, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
