/**
 * The marks the editor's Bangla view puts on each field, the summary at its top, what counts as an
 * unsaved translation, and the page its preview shows (editor/client/translate/).
 */
import { describe, expect, it } from "vitest";
import type { EnglishField, TranslationJson } from "../../editor/client/api.ts";
import type { PageJson } from "../../editor/client/mapping.ts";
import { countMarks, groupWords, markOf, summaryWords, translationSaved } from "../../editor/client/translate/marks.ts";
import { translatedPage } from "../../editor/client/translate/translated-page.ts";

const field = (pointer: string, text: string, hash: string): EnglishField => ({ pointer, text, hash, what: "heading" });
const title = field("/meta/title", "About Us", "aaaaaaaaaaaa");
const heading = field("/sections/0/title", "Who we are", "bbbbbbbbbbbb");
const answer = field("/sections/1/items/0/answer", "Six weeks.", "cccccccccccc");

describe("the marks of a field in Bangla", () => {
  it("is missing without words, current when made from the English as it is, stale when the English changed", () => {
    expect(markOf(title, undefined)).toBe("missing");
    expect(markOf(title, { text: "", from: "aaaaaaaaaaaa" })).toBe("missing");
    expect(markOf(title, { text: "আমাদের সম্পর্কে", from: "aaaaaaaaaaaa" })).toBe("current");
    expect(markOf(title, { text: "আমাদের সম্পর্কে", from: "000000000000" })).toBe("stale");
  });

  it("are counted for the summary and for each part, in plain words", () => {
    const translation: TranslationJson = {
      fields: {
        "/meta/title": { text: "আমাদের সম্পর্কে", from: "aaaaaaaaaaaa" },
        "/sections/0/title": { text: "আমরা কারা", from: "000000000000" },
      },
    };
    const counts = countMarks([title, heading, answer], translation);
    expect(counts).toEqual({ missing: 1, stale: 1, current: 1 });
    expect(summaryWords(counts)).toBe("1 field not translated yet, 1 field behind the English.");
    expect(summaryWords({ missing: 3, stale: 0, current: 2 })).toBe("3 fields not translated yet.");
    expect(summaryWords({ missing: 0, stale: 0, current: 5 })).toBe(
      "Every field is translated from the English as it is now.",
    );
    expect(groupWords(counts)).toBe("(1 not translated, 1 behind)");
    expect(groupWords({ missing: 0, stale: 0, current: 4 })).toBe("");
  });
});

describe("an unsaved translation", () => {
  it("is the same translation whatever order its fields were typed in", () => {
    const a = { text: "ক", from: "aaaaaaaaaaaa" };
    const b = { text: "খ", from: "bbbbbbbbbbbb" };
    expect(translationSaved({ fields: { "/x": a, "/y": b } })).toBe(translationSaved({ fields: { "/y": b, "/x": a } }));
  });
});

describe("the page the Bangla preview shows", () => {
  it("has the Bangla where it is typed and the English elsewhere, the English page left as it was", () => {
    const english: PageJson = {
      meta: { title: "About Us" },
      sections: [
        { type: "pageHero", title: "Who we are", breadcrumb: [{ label: "Home", href: "/" }] },
        { type: "faq", heading: "Questions", items: [{ question: "How long?", answer: "Six weeks." }] },
      ],
    };
    const before = structuredClone(english);
    const page = translatedPage(english, {
      fields: {
        "/sections/0/title": { text: "আমরা কারা", from: "bbbbbbbbbbbb" },
        "/sections/1/items/0/answer": { text: "ছয় সপ্তাহ।", from: "cccccccccccc" },
        // A place the English no longer has: nothing is made up there.
        "/sections/5/heading": { text: "নেই", from: "dddddddddddd" },
      },
    });
    expect(page.sections[0]!.title).toBe("আমরা কারা");
    expect(page.sections[1]!.heading).toBe("Questions");
    expect((page.sections[1]!.items as { answer: string }[])[0]!.answer).toBe("ছয় সপ্তাহ।");
    expect(page.sections).toHaveLength(2);
    expect(english).toEqual(before);
  });
});
