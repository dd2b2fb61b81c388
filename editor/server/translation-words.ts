import type { TranslatedField } from "../../engine/i18n/translations.server.ts";
import { LOCALE_NAMES } from "../../src/lib/locale.ts";
import { schemas } from "../../engine/load.server.ts";
import { messageOf } from "./change-words.ts";
import { LANGUAGE_NAMES } from "./translation-files.ts";
import type { TranslationSource } from "./translation-source.ts";

type Fields = Record<string, TranslatedField>;

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;

/**
 * What a translation's save changed, for the studio's commit message:
 * "About Us in Bangla (বাংলা): translated 3 fields; confirmed 1 field still right". The page is
 * named by its English title (a content file by its schema's title).
 */
export function translationChangeWords(source: TranslationSource, english: unknown, before: Fields, after: Fields) {
  const data = (english ?? {}) as { meta?: { title?: unknown } };
  const schemaTitle = schemas().source(source.schemaFile)?.title;
  const name =
    typeof data.meta?.title === "string" && data.meta.title
      ? data.meta.title
      : typeof schemaTitle === "string" && !source.file.startsWith("pages/")
        ? schemaTitle
        : source.file;
  const title = `${name} in ${LANGUAGE_NAMES[source.locale]} (${LOCALE_NAMES[source.locale]})`;
  let translated = 0;
  let confirmed = 0;
  let cleared = 0;
  for (const [pointer, field] of Object.entries(after)) {
    const was = before[pointer];
    if (!was || was.text !== field.text) translated++;
    else if (was.from !== field.from) confirmed++;
  }
  for (const pointer of Object.keys(before)) if (!after[pointer]) cleared++;
  return messageOf(
    title,
    [
      translated ? `translated ${count(translated, "field")}` : "",
      confirmed ? `confirmed ${count(confirmed, "field")} still right` : "",
      cleared ? `cleared ${count(cleared, "field")}` : "",
    ].filter(Boolean),
  );
}
