import { useCallback, useEffect, useState } from "react";
import { ApiError } from "./api.ts";
import { dropDraft, readDraft, type Draft } from "./drafts.ts";
import type { FileState } from "./useSave.ts";

/** A file as the editor opened it. */
export interface Opening<T> {
  /** The content as the file holds it (for a page not written yet, its first draft). */
  original: T;
  /** What editing starts from: the file's content, or the unsaved changes restored. */
  content: T;
  file: FileState;
  /** A new page made by "Duplicate page": the page file it copies ('about.json'). */
  copyOf?: string;
}

/** Unsaved changes this browser kept, offered before the file opens (RestoreOffer.tsx). */
export interface Offer {
  at: number;
  changedOnDisk: boolean;
  restore(): void;
  discard(): void;
}

/**
 * Opens a file (a page, a content file): reads it, and when this browser kept unsaved changes to
 * it (its draft under `draftKey`) offers them first. A file that does not exist yet opens from a
 * draft made for it ("New page"). `savedOf` is the content as the editor writes it, as JSON text:
 * what "unsaved" is measured against. `generation` counts the openings (a new one starts afresh).
 */
export function useOpening<T>(
  draftKey: string,
  read: () => Promise<{ text: string; version: string | null }>,
  savedOf: (content: T) => string,
) {
  const [opening, setOpening] = useState<Opening<T>>();
  const [offer, setOffer] = useState<{ draft: Draft<T>; onDisk: Opening<T> }>();
  const [error, setError] = useState<string>();
  const [generation, setGeneration] = useState(0);
  const load = useCallback(() => {
    read().then(
      ({ text, version }) => {
        const original = JSON.parse(text) as T;
        const onDisk: Opening<T> = { original, content: original, file: { version, saved: savedOf(original) } };
        const draft = readDraft<T>(draftKey);
        if (draft && savedOf(draft.page) !== onDisk.file.saved) setOffer({ draft, onDisk });
        else {
          if (draft) dropDraft(draftKey);
          setOpening(onDisk);
        }
        setGeneration((g) => g + 1);
      },
      (e: unknown) => {
        // A new page: nothing on disk yet, its content is the draft "New page" made.
        const draft = readDraft<T>(draftKey);
        if (e instanceof ApiError && e.status === 404 && draft?.version === null) {
          const copyOf = draft.copyOf;
          setOpening({ original: draft.page, content: draft.page, file: { version: null, saved: "" }, copyOf });
          setGeneration((g) => g + 1);
        } else setError(e instanceof Error ? e.message : String(e));
      },
    );
  }, [draftKey, read, savedOf]);
  useEffect(load, [load]);

  const offered: Offer | undefined = offer && {
    at: offer.draft.at,
    changedOnDisk: offer.draft.version !== offer.onDisk.file.version,
    restore: () => {
      // The draft's own version and the file it started from: if the file changed since, Save
      // refuses and offers to merge the two against that file.
      const { draft, onDisk } = offer;
      const original = draft.base ?? onDisk.original;
      setOpening({ original, content: draft.page, file: { version: draft.version, saved: savedOf(original) } });
      setOffer(undefined);
    },
    discard: () => {
      dropDraft(draftKey);
      setOpening(offer.onDisk);
      setOffer(undefined);
    },
  };
  return {
    opening,
    /** After a save: the file's new version and content. */
    setFile: (file: FileState) => setOpening((o) => o && { ...o, file }),
    offer: offered,
    error,
    generation,
    /** Opens `content` anew (a merge's result), unsaved against the file `original` at `version`. */
    replace: (original: T, content: T, version: string) => {
      setOpening({ original, content, file: { version, saved: savedOf(original) } });
      setGeneration((g) => g + 1);
    },
    /** Opens the file again from disk, dropping the unsaved changes. */
    reload: () => {
      dropDraft(draftKey);
      load();
    },
  };
}
