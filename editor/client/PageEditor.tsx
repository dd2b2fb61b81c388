import { Puck } from "@puckeditor/core";
import { useCallback, useMemo } from "react";
import { api, type SiteFacts } from "./api.ts";
import { buildConfig } from "./config.tsx";
import { asSaved, toPuck, type PageJson } from "./mapping.ts";
import { FrameStyles, makeShell } from "./Preview.tsx";
import { RestoreOffer } from "./RestoreOffer.tsx";
import { pageGroups } from "./translate/groups.ts";
import { useLanguages } from "./translate/useLanguages.ts";
import { LanguageSwitch } from "./translate/LanguageSwitch.tsx";
import { TranslationEditor } from "./translate/TranslationEditor.tsx";
import { useOpening } from "./useOpening.ts";
import { Workspace, type Opened } from "./Workspace.tsx";

/** Why a page has no Bangla to open yet. */
const NOT_SAVED = "Save this new page first: its Bangla edition is made when it is first saved.";

/**
 * The page editor: opens the page file (offering first to restore unsaved changes this browser
 * kept), then outline, live preview, generated fields, checks as CI does them, and Save. Its
 * Bangla opens beside it (English | বাংলা): both stay open, so switching loses nothing unsaved.
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
  const isNew = opened?.file.version === null;
  const { language, choose, bangla, dirty, setEnglishDirty, setBanglaDirty } = useLanguages(isNew);
  const grouping = useCallback(
    (data: unknown, fields: Parameters<typeof pageGroups>[1]) => pageGroups(data as PageJson, fields),
    [],
  );
  if (error) return <p role="alert">{error}</p>;
  if (offer) return <RestoreOffer name={route} what="this page" {...offer} />;
  if (!opened) return <p>Opening {route}…</p>;
  const languages = <LanguageSwitch language={language} choose={choose} blocked={isNew ? NOT_SAVED : undefined} />;
  return (
    <>
      <div hidden={language !== "en"}>
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
            language={languages}
            hidden={language !== "en"}
            otherDirty={dirty.bn}
            onDirty={setEnglishDirty}
          />
        </Puck>
      </div>
      {bangla ? (
        <div hidden={language !== "bn"}>
          <TranslationEditor
            source={`pages/${file}`}
            name={route}
            what="this page"
            route={route}
            grouping={grouping}
            language={languages}
            hidden={language !== "bn"}
            englishDirty={dirty.en}
            onDirty={setBanglaDirty}
          />
        </div>
      ) : null}
    </>
  );
}
