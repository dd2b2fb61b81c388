import { useCallback, useState } from "react";
import { languageInAddress, setLanguageInAddress, type EditorLanguage } from "./language.ts";

/**
 * Which language of a file is on screen, whether its Bangla was opened (it then stays open, hidden
 * while the English shows, so nothing typed in it is lost), and which of the two has unsaved
 * changes ("All pages" asks first for either). A file with no Bangla yet (`blocked`) shows English.
 */
export function useLanguages(blocked: boolean) {
  const [chosen, setChosen] = useState<EditorLanguage>(languageInAddress);
  const [opened, setOpened] = useState(chosen === "bn");
  const [dirty, setDirty] = useState({ en: false, bn: false });
  const language: EditorLanguage = blocked ? "en" : chosen;
  const choose = (next: EditorLanguage) => {
    setLanguageInAddress(next);
    setChosen(next);
    if (next === "bn") setOpened(true);
  };
  const setEnglishDirty = useCallback((en: boolean) => setDirty((d) => (d.en === en ? d : { ...d, en })), []);
  const setBanglaDirty = useCallback((bn: boolean) => setDirty((d) => (d.bn === bn ? d : { ...d, bn })), []);
  return { language, choose, bangla: opened && !blocked, dirty, setEnglishDirty, setBanglaDirty };
}
