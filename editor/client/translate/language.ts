/**
 * Which language of a page or content file the editor shows: English (the file itself) or Bangla
 * (its translation), kept in the address ('/_editor/about?lang=bn') so that a reload opens the
 * same one. Switching keeps both open: nothing unsaved in either is lost.
 */
export type EditorLanguage = "en" | "bn";

export const languageInAddress = (): EditorLanguage =>
  new URLSearchParams(location.search).get("lang") === "bn" ? "bn" : "en";

export function setLanguageInAddress(language: EditorLanguage) {
  const url = new URL(location.href);
  if (language === "bn") url.searchParams.set("lang", "bn");
  else url.searchParams.delete("lang");
  history.replaceState(history.state, "", url);
}

/** Where a translation's unsaved edits are kept in this browser (drafts.ts): 'bn:pages/about.json'. */
export const translationDraftKey = (source: string) => `bn:${source}`;
