import type { Problem } from "../../engine/problems.ts";
import { fileToRoute } from "../../engine/paths.ts";
import { capital, fileWords } from "./file-words.ts";
import { Refusal } from "./refusal.ts";
import type { Author, Change, ContentStore, Stored } from "./store/content-store.ts";
import { versionOf } from "./version.ts";

export { versionOf };

/** A file the editor opens, by its path from the site's folder: its text and version, or a 404 saying there is none. */
export function readOpened(store: ContentStore, file: string, kind: "page" | "content"): Stored {
  const stored = store.read(file);
  if (!stored)
    throw new Refusal(
      404,
      kind === "page"
        ? `There is no page at ${fileToRoute(file.slice("pages/".length)) ?? "that address"} any more: it may have been deleted or moved. Choose a page from the list.`
        : `${capital(fileWords(file))} cannot be found. Ask a developer to restore it.`,
    );
  return stored;
}

/** The refusal of a save over a file someone else saved since it was opened: whose, and what to do. */
export function savedSince(store: ContentStore, file: string, nothing = "Nothing was saved"): Refusal {
  return new Refusal(
    409,
    `${nothing}: someone else saved ${fileWords(file, (f) => store.read(f)?.text)} since you opened it (or it was changed outside the editor). Open it again to see their changes, then make yours.`,
  );
}

export interface SaveResult {
  version: string;
  text: string;
  /** The file now holds `text`, read back after the write: the editor says "Saved" only then. */
  written: true;
}

/**
 * Saves a file the editor opened at `version` (null: it did not exist): refused when the file
 * changed on disk since (someone else's edit is never overwritten), and while `check` finds a
 * problem. `file` is its path from the site's folder, as people know it ('pages/about.json').
 * `words` says what the save changes (the file's text before, and after), for a store that keeps history.
 * `also` adds the files that change with it (its translations) to the same change, written as one.
 */
export async function saveChecked<P extends Problem>(
  store: ContentStore,
  file: string,
  version: unknown,
  check: () => Promise<{ text: string; problems: P[] }>,
  words: (before: string | undefined, after: string) => string,
  author?: Author,
  also?: (change: Change, before: string | undefined, after: string) => void,
): Promise<SaveResult | { problems: P[] }> {
  if (store.version(file) !== version) throw savedSince(store, file);
  const { text, problems } = await check();
  if (problems.length) return { problems };
  const before = store.read(file)?.text;
  const change: Change = {
    texts: new Map([[file, text]]),
    read: new Map([[file, version as string | null]]),
    author,
    message: words(before, text),
  };
  also?.(change, before, text);
  const versions = await store.write(change);
  return { version: versions.get(file)!, text, written: true };
}
