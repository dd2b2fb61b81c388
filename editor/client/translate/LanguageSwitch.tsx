import { useState } from "react";
import type { EditorLanguage } from "./language.ts";

interface Props {
  language: EditorLanguage;
  choose(language: EditorLanguage): void;
  /** Why the Bangla edition cannot be opened now (a new page not saved yet), or undefined. */
  blocked?: string;
}

/** English | বাংলা: which language of this page the editor shows. Unsaved work in either stays. */
export function LanguageSwitch({ language, choose, blocked }: Props) {
  const [why, setWhy] = useState<string>();
  return (
    <div className="ed-languages">
      <div role="group" aria-label="Language of this page" className="ed-language-buttons">
        <button type="button" aria-pressed={language === "en"} onClick={() => choose("en")}>
          English
        </button>
        <button
          type="button"
          lang="bn"
          aria-pressed={language === "bn"}
          onClick={() => (blocked ? setWhy(blocked) : choose("bn"))}
        >
          বাংলা
        </button>
      </div>
      {why && blocked ? (
        <p role="status" className="ed-language-why">
          {why}
        </p>
      ) : null}
    </div>
  );
}
