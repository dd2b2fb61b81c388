/**
 * The editor's Bangla field (local editor and studio alike) says beside itself when its words lost
 * a placeholder of the English, from the same check as validate's (translated-shape.ts).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { translatedShape } from "../../engine/i18n/translated-shape.ts";
import type { EnglishField, TranslatedField } from "../../editor/client/api.ts";
import { TranslationField } from "../../editor/client/translate/TranslationField.tsx";

const english: EnglishField = {
  pointer: "/ui/homeLink",
  text: "{name}, home",
  hash: "aaaaaaaaaaaa",
  what: "home link",
};
const at = (pointer: string) => ({ file: "i18n/bn/content/site.json", pointer, line: 1, column: 1 });

function field(translated: TranslatedField) {
  const problems = translatedShape([english], { fields: { [english.pointer]: translated } }, at, new Set());
  return renderToStaticMarkup(
    <TranslationField
      label="Home link"
      english={english}
      translated={translated}
      change={() => undefined}
      problems={problems}
    />,
  );
}

describe("the Bangla field and its placeholders", () => {
  it("names the lost and the renamed one under the field, which is marked invalid", () => {
    const html = field({ text: "{নাম}, হোম পেজ", from: english.hash });
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(
      /<li>This must keep the words in curly brackets the English has \(\{name\} is missing; \{নাম\} is not in the English\)\./,
    );
  });

  it("says nothing when the Bangla keeps them", () => {
    const html = field({ text: "{name}, হোম পেজ", from: english.hash });
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain("<li>");
  });
});
