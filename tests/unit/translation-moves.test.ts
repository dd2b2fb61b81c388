/**
 * A translation keeps each field under the place of its English ('/sections/2/heading'). When the
 * English page's sections or list items move, are deleted or duplicated, the translated fields move
 * with them (editor/server/translation-moves.ts): never onto another section.
 */
import { describe, expect, it } from "vitest";
import { matchItems } from "../../editor/server/item-match.ts";
import { moveTranslatedFields } from "../../editor/server/translation-moves.ts";

const hero = { type: "pageHero", title: "About us" };
const faq = {
  type: "faq",
  id: "faq",
  heading: "Questions",
  items: [
    { question: "How long?", answer: "Six weeks." },
    { question: "How much?", answer: "It depends." },
  ],
};
const cta = { type: "ctaBanner", heading: "Ready?", cta: { label: "Talk to us", href: "/contact" } };
const text = (heading: string, body: string) => ({ type: "splitText", heading, items: [{ text: body }] });

/** A translated field whose words name the English they translate, to see where each one went. */
const t = (words: string) => ({ text: `bn:${words}`, from: "000000000000" });

describe("translated fields follow their sections", () => {
  const before = { meta: { title: "About" }, sections: [hero, faq, cta] };
  const fields = {
    "/meta/title": t("About"),
    "/sections/0/title": t("About us"),
    "/sections/1/heading": t("Questions"),
    "/sections/1/items/1/answer": t("It depends."),
    "/sections/2/cta/label": t("Talk to us"),
  };

  it("a section moved up takes its fields along, and the ones it passed move down", () => {
    const after = { ...before, sections: [hero, cta, faq] };
    expect(moveTranslatedFields(fields, before, after)).toEqual({
      "/meta/title": t("About"),
      "/sections/0/title": t("About us"),
      "/sections/2/heading": t("Questions"),
      "/sections/2/items/1/answer": t("It depends."),
      "/sections/1/cta/label": t("Talk to us"),
    });
  });

  it("a deleted section's fields go with it, and the sections after it keep theirs", () => {
    const after = { ...before, sections: [hero, cta] };
    expect(moveTranslatedFields(fields, before, after)).toEqual({
      "/meta/title": t("About"),
      "/sections/0/title": t("About us"),
      "/sections/1/cta/label": t("Talk to us"),
    });
  });

  it("a duplicated section's copy gets the same translation", () => {
    const after = { ...before, sections: [hero, faq, faq, cta] };
    const moved = moveTranslatedFields(fields, before, after);
    expect(moved["/sections/1/heading"]).toEqual(t("Questions"));
    expect(moved["/sections/2/heading"]).toEqual(t("Questions"));
    expect(moved["/sections/2/items/1/answer"]).toEqual(t("It depends."));
    expect(moved["/sections/3/cta/label"]).toEqual(t("Talk to us"));
  });

  it("a copy made by the editor's Duplicate, which leaves the copy without the anchor, gets the translation too", () => {
    const copy = { ...faq, id: undefined };
    const after = { ...before, sections: [hero, faq, copy, cta] };
    expect(moveTranslatedFields(fields, before, after)["/sections/2/heading"]).toEqual(t("Questions"));
  });

  it("questions of a list swapped take their answers' translations along", () => {
    const swapped = { ...faq, items: [faq.items[1], faq.items[0]] };
    const after = { ...before, sections: [hero, swapped, cta] };
    expect(moveTranslatedFields(fields, before, after)["/sections/1/items/0/answer"]).toEqual(t("It depends."));
    expect(moveTranslatedFields(fields, before, after)["/sections/1/items/1/answer"]).toBeUndefined();
  });

  it("a section changed in place keeps its translation (shown as behind its English, not lost)", () => {
    const after = { ...before, sections: [hero, { ...faq, heading: "Your questions" }, cta] };
    expect(moveTranslatedFields(fields, before, after)).toEqual(fields);
  });

  it("deleting one of two sections of a kind and editing the other leaves the other's translation on it", () => {
    const a = text("Vision", "Where we go.");
    const b = text("Mission", "What we do.");
    const page = { meta: {}, sections: [hero, a, b, cta] };
    const mine = { "/sections/1/heading": t("Vision"), "/sections/2/heading": t("Mission") };
    const edited = { ...b, items: [{ text: "What we do, every day." }] };
    const after = { meta: {}, sections: [hero, edited, cta] };
    expect(moveTranslatedFields(mine, page, after)).toEqual({ "/sections/1/heading": t("Mission") });
  });

  it("a translation of a place the English no longer had yields to a field that moves there", () => {
    const left = { ...fields, "/sections/5/heading": t("left over") };
    const after = { ...before, sections: [hero, faq, cta, hero, hero, { ...cta, heading: "Again" }] };
    expect(moveTranslatedFields(left, before, after)["/sections/5/heading"]).toEqual(t("left over"));
  });
});

describe("pairing the items of a list", () => {
  it("pairs unchanged items wherever they went, and leaves an item that cannot be told unpaired", () => {
    expect(matchItems(["a", "b", "c"], ["c", "a", "b"])).toEqual([1, 2, 0]);
    // 'b' removed and 'c' changed: two gone, one come, between the same neighbours: not guessed.
    expect(matchItems(["a", "b", "c"], ["a", "c!"])).toEqual([0, -1, -1]);
    // One changed between the same neighbours: the same item.
    expect(matchItems(["a", "b", "c"], ["a", "b!", "c"])).toEqual([0, 1, 2]);
  });
});
