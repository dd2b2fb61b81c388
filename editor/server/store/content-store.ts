import { fileWords } from "../file-words.ts";
import { Refusal } from "../refusal.ts";

/** Who made a change: the studio's account; `npm run edit` has none. */
export interface Author {
  name: string;
  email: string;
}

/**
 * Several files changed as one unit (a save; a page moved with every link to it): by path from the
 * site's folder ('pages/about.json'), the new text (bytes for a picture), or null for a file to remove; `read` holds the
 * version of each file as it was read (null: it must not exist), so that a change made meanwhile
 * is refused rather than overwritten.
 */
export interface Change {
  texts: Map<string, string | Uint8Array | null>;
  read: Map<string, string | null>;
  /** Who made it: a store that keeps history (git) records them as the change's author. */
  author?: Author;
  /** What it does, in words: "About: changed the banner heading". */
  message?: string;
}

/** A file's text and the version it was read at. */
export interface Stored {
  text: string;
  version: string;
}

/**
 * Where the editor reads and writes the site's files. Paths are relative to the site's folder and
 * have been let through by the guard (guard.ts) before they reach a store. `npm run edit` uses the
 * file system as it is (file-store.ts); the studio will use a git checkout, a commit per write.
 */
export interface ContentStore {
  /** The folder the site's checks read (the store's own files, as they are now). */
  readonly root: string;
  /** The files under a folder, sorted, by path from the site's folder: list('public/images') -> ['public/images/logo.svg', ...]. */
  list(dir: string): string[];
  /** The file's text and version; undefined when there is no such file. */
  read(file: string): Stored | undefined;
  /** The file's version now; null when there is no such file. */
  version(file: string): string | null;
  /**
   * Writes a change as one unit: refused with nothing written (StaleFile, 409) when a file is not
   * at the version it was read at; each file written whole (never half) and read back. Answers the
   * new version of every file written.
   */
  write(change: Change): Promise<Map<string, string>>;
  /** Removes a file read at `version`, as a write of that one file would (with its author and message). */
  remove(file: string, version: string, about?: Pick<Change, "author" | "message">): Promise<void>;
}

/** A file changed since it was read: nothing of the change was written. */
export class StaleFile extends Refusal {
  constructor(readonly file: string) {
    super(409, `Nothing was changed: someone else changed ${fileWords(file)} a moment ago. Try again.`);
  }
}
