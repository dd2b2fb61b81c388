import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { api, type TranslationFile, type TranslationJson } from "../api.ts";
import { RestoreOffer } from "../RestoreOffer.tsx";
import { useOpening } from "../useOpening.ts";
import { translationDraftKey } from "./language.ts";
import { translationSaved } from "./marks.ts";
import { TranslationWorkspace, type TranslationProps } from "./TranslationWorkspace.tsx";

/**
 * Opens the Bangla of a page or content file: its translation file (offering first to restore
 * unsaved Bangla this browser kept, as the English editor does) and the English as it is on disk.
 * Both are read again each time the Bangla is shown: the English may have been saved meanwhile,
 * moving the translation's fields with its sections. The translation is opened again from disk
 * only when nothing in it is unsaved; with unsaved Bangla, Save then merges the two.
 */
export function TranslationEditor(props: Omit<TranslationProps, "shown" | "show">) {
  const { source, name, what, hidden, onDirty } = props;
  const [shown, show] = useState(0);
  const dirty = useRef(false);
  const tracked = useCallback(
    (d: boolean) => {
      dirty.current = d;
      onDirty(d);
    },
    [onDirty],
  );
  const [english, setEnglish] = useState<TranslationFile["english"]>();
  const read = useMemo(
    () => () =>
      api.translation(source, "bn").then((r) => {
        setEnglish(r.english);
        return { text: r.text, version: r.version };
      }),
    [source],
  );
  const { opening, setFile, offer, error, generation, replace, reload } = useOpening<TranslationJson>(
    translationDraftKey(source),
    read,
    translationSaved,
  );
  const refreshEnglish = useCallback(
    () =>
      void api.translation(source, "bn").then(
        (r) => setEnglish(r.english),
        () => undefined,
      ),
    [source],
  );
  const version = useRef<string | null | undefined>(undefined);
  const opened = opening?.file.version;
  useEffect(() => {
    version.current = opened;
  }, [opened]);
  useEffect(() => {
    if (hidden) return;
    void api.translation(source, "bn").then(
      (r) => {
        setEnglish(r.english);
        if (version.current !== undefined && r.version !== version.current && !dirty.current) reload();
      },
      () => undefined,
    );
    // Read when shown again, not when a save changes the version (useOpening's reload is new each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hidden, source]);
  if (error) return <p role="alert">{error}</p>;
  if (offer) return <RestoreOffer name={`${name} in Bangla`} what={`the Bangla of ${what}`} {...offer} />;
  if (!opening || !english) return <p>Opening the Bangla of {name}…</p>;
  return (
    <TranslationWorkspace
      key={generation}
      {...props}
      onDirty={tracked}
      shown={shown}
      show={show}
      opened={opening}
      english={english}
      refreshEnglish={refreshEnglish}
      setFile={setFile}
      replace={replace}
      reload={reload}
    />
  );
}
