import { setString } from "../../../engine/i18n/set-string.ts";
import type { TranslationJson } from "../api.ts";
import type { PageJson } from "../mapping.ts";

/** The English page with every translated field in Bangla, the unsaved ones too; an untranslated field shows its English. */
export function translatedPage(english: PageJson, translation: TranslationJson): PageJson {
  const page = structuredClone(english);
  for (const [pointer, field] of Object.entries(translation.fields))
    if (field.text) setString(page, pointer, field.text);
  return page;
}
