import { Puck } from "@puckeditor/core";
import { useCallback, useEffect, useMemo, useState } from "react";
import { api, ApiError, type SiteFacts } from "./api.ts";
import { buildConfig } from "./config.tsx";
import { draftTime, dropDraft, readDraft, type Draft } from "./drafts.ts";
import { asSaved, toPuck, type PageJson } from "./mapping.ts";
import { FrameStyles, makeShell } from "./Preview.tsx";
import { Workspace, type Opened } from "./Workspace.tsx";

/**
 * The page editor: opens the page file (offering first to restore unsaved changes this browser
 * kept), then outline, live preview, generated fields, checks as CI does them, and Save.
 */
export function PageEditor({ file, route, facts }: { file: string; route: string; facts: SiteFacts }) {
  const [opened, setOpened] = useState<Opened>();
  const [offer, setOffer] = useState<{ draft: Draft; onDisk: Opened }>();
  const [error, setError] = useState<string>();
  const [generation, setGeneration] = useState(0);
  const load = useCallback(() => {
    api.page(file).then(
      ({ text, version }) => {
        const original = JSON.parse(text) as PageJson;
        const onDisk: Opened = { original, mapped: toPuck(original), file: { version, saved: asSaved(original) } };
        const draft = readDraft(file);
        if (draft && asSaved(draft.page) !== onDisk.file.saved) setOffer({ draft, onDisk });
        else {
          if (draft) dropDraft(file);
          setOpened(onDisk);
        }
        setGeneration((g) => g + 1);
      },
      (e: unknown) => {
        // A new page: nothing on disk yet, its content is the draft "New page" made.
        const draft = readDraft(file);
        if (e instanceof ApiError && e.status === 404 && draft?.version === null) {
          setOpened({ original: draft.page, mapped: toPuck(draft.page), file: { version: null, saved: "" } });
          setGeneration((g) => g + 1);
        } else setError(e instanceof Error ? e.message : String(e));
      },
    );
  }, [file]);
  useEffect(load, [load]);
  const config = useMemo(() => buildConfig(makeShell(facts, route)), [facts, route]);
  if (error) return <p role="alert">{error}</p>;
  if (offer) {
    const { draft, onDisk } = offer;
    const when = draftTime(draft.at);
    return (
      <main className="ed-list-page">
        <h1>Unsaved changes to {route}</h1>
        <p>
          This browser kept changes to this page that were never saved (last change {when}).
          {draft.version !== onDisk.file.version
            ? " The page has been saved by someone since; when you save, the editor merges their changes with yours and asks about anything you both changed."
            : ""}
        </p>
        <div className="ed-dialog-actions">
          <button
            type="button"
            className="ed-primary"
            onClick={() => {
              // The draft's own version: if the file changed since, Save refuses and offers to merge
              // against the file the draft started from.
              const original = draft.base ?? onDisk.original;
              setOpened({
                original,
                mapped: toPuck(draft.page),
                file: { version: draft.version, saved: asSaved(original) },
              });
              setOffer(undefined);
            }}
          >
            Restore unsaved changes from {when}
          </button>
          <button
            type="button"
            onClick={() => {
              dropDraft(file);
              setOpened(onDisk);
              setOffer(undefined);
            }}
          >
            Discard
          </button>
        </div>
      </main>
    );
  }
  if (!opened) return <p>Opening {route}…</p>;
  return (
    <Puck
      key={generation}
      config={config}
      data={opened.mapped.data}
      iframe={{ enabled: true }}
      overrides={{ iframe: ({ children, document }) => <FrameStyles document={document}>{children}</FrameStyles> }}
    >
      <Workspace
        file={file}
        route={route}
        facts={facts}
        opened={opened}
        setOpened={setOpened}
        replace={(o) => {
          setOpened(o);
          setGeneration((g) => g + 1);
        }}
        reload={() => {
          dropDraft(file);
          load();
        }}
      />
    </Puck>
  );
}
