import { useCallback, useMemo, useState } from "react";
import { api, type SiteFacts } from "./api.ts";
import { contentDraftKey, type EditableContent } from "./content-files.ts";
import { ContentWorkspace } from "./ContentWorkspace.tsx";
import { RestoreOffer } from "./RestoreOffer.tsx";
import { contentTitle } from "./schemas.ts";
import { contentGroups } from "./translate/groups.ts";
import { LanguageSwitch } from "./translate/LanguageSwitch.tsx";
import { TranslationEditor } from "./translate/TranslationEditor.tsx";
import { useLanguages } from "./translate/useLanguages.ts";
import { useOpening } from "./useOpening.ts";

type Data = Record<string, unknown>;

/** The content as the editor writes it, as JSON text: what "unsaved" is measured against. */
const asSaved = (data: Data) => JSON.stringify(data);

/**
 * The site settings (content/site.json) or a collection (content/clients.json, ...): opens the file
 * (offering first to restore unsaved changes this browser kept), then the same generated fields,
 * checks and Save as a page; its Bangla beside it (English | বাংলা), as a page's.
 */
export function ContentEditor({ name, facts }: { name: EditableContent; facts: SiteFacts }) {
  const title = contentTitle(name);
  const read = useMemo(() => () => api.content(name), [name]);
  const { opening, setFile, offer, error, generation, replace, reload } = useOpening<Data>(
    contentDraftKey(name),
    read,
    asSaved,
  );
  const { language, choose, bangla, dirty, setEnglishDirty, setBanglaDirty } = useLanguages(false);
  const [shown, setShown] = useState(0);
  const grouping = useCallback(
    (_english: unknown, fields: Parameters<typeof contentGroups>[1]) => contentGroups(name, fields),
    [name],
  );
  if (error) return <p role="alert">{error}</p>;
  if (offer) return <RestoreOffer name={title} what={`the ${title.toLowerCase()}`} {...offer} />;
  if (!opening) return <p>Opening {title}…</p>;
  const languages = <LanguageSwitch language={language} choose={choose} />;
  return (
    <>
      <div hidden={language !== "en"}>
        <ContentWorkspace
          key={generation}
          name={name}
          facts={facts}
          opened={opening}
          setFile={setFile}
          replace={replace}
          reload={reload}
          language={languages}
          hidden={language !== "en"}
          otherDirty={dirty.bn}
          onDirty={setEnglishDirty}
          shown={shown}
          setShown={setShown}
        />
      </div>
      {bangla ? (
        <div hidden={language !== "bn"}>
          <TranslationEditor
            source={`content/${name}.json`}
            name={title}
            what={`the ${title.toLowerCase()}`}
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
