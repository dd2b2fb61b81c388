import { Puck } from "@puckeditor/core";
import { useMemo } from "react";
import { api, type SiteFacts } from "./api.ts";
import { buildConfig } from "./config.tsx";
import { asSaved, toPuck, type PageJson } from "./mapping.ts";
import { FrameStyles, makeShell } from "./Preview.tsx";
import { RestoreOffer } from "./RestoreOffer.tsx";
import { useOpening } from "./useOpening.ts";
import { Workspace, type Opened } from "./Workspace.tsx";

/**
 * The page editor: opens the page file (offering first to restore unsaved changes this browser
 * kept), then outline, live preview, generated fields, checks as CI does them, and Save.
 */
export function PageEditor({ file, route, facts }: { file: string; route: string; facts: SiteFacts }) {
  const read = useMemo(() => () => api.page(file), [file]);
  const { opening, setFile, offer, error, generation, replace, reload } = useOpening<PageJson>(file, read, asSaved);
  const content = opening?.content;
  // Mapped once per opening: Puck keeps its own state from there (a save changes only the version).
  const mapped = useMemo(() => content && toPuck(content), [content]);
  const opened = useMemo<Opened | undefined>(
    () => opening && mapped && { original: opening.original, mapped, file: opening.file, copyOf: opening.copyOf },
    [opening, mapped],
  );
  const config = useMemo(() => buildConfig(makeShell(facts, route)), [facts, route]);
  if (error) return <p role="alert">{error}</p>;
  if (offer) return <RestoreOffer name={route} what="this page" {...offer} />;
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
        setOpened={(o) => setFile(o.file)}
        replace={replace}
        reload={reload}
      />
    </Puck>
  );
}
