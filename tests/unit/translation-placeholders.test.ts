import { describe, expect, it } from "vitest";
import { problemSentence } from "../../engine/describe-problem.ts";
import { formatProblem } from "../../engine/problems.ts";
import type { TranslatableField } from "../../engine/i18n/translatable.ts";
import { placeholdersOf, translatedShape } from "../../engine/i18n/translated-shape.ts";

const COPYRIGHT: TranslatableField = {
  pointer: "/footer/copyright",
  text: "Copyright © {year} {name}. All rights reserved.",
  what: "copyright line",
};
const at = (pointer: string) => ({ file: "i18n/bn/content/site.json", pointer, line: 88, column: 7 });
const check = (text: string, field = COPYRIGHT) =>
  translatedShape([field], { fields: { [field.pointer]: { text } } }, at).filter(
    (p) => p.code === "translation.placeholders",
  );

describe("a translation keeps the words in curly brackets the site fills in", () => {
  it("finds each one, as often as it appears", () => {
    expect(placeholdersOf("{number} / {count}, {number}")).toEqual(["{count}", "{number}", "{number}"]);
    expect(placeholdersOf("no brackets, {not one}, {}")).toEqual([]);
  });

  it("passes when each is kept, in any order (a Bangla sentence orders its words its own way)", () => {
    expect(check("কপিরাইট © {year} {name}। সর্বস্বত্ব সংরক্ষিত।")).toEqual([]);
    expect(check("{name}-এর সর্বস্বত্ব সংরক্ষিত, © {year}")).toEqual([]);
  });

  it("passes for words with none, whatever the translation", () => {
    expect(check("আমাদের সম্পর্কে", { pointer: "/h", text: "About us", what: "heading" })).toEqual([]);
  });

  it("names a missing one, at the translation's line, in plain words", () => {
    const [problem, ...more] = check("কপিরাইট © {name}। সর্বস্বত্ব সংরক্ষিত।");
    expect(more).toEqual([]);
    expect(problem).toMatchObject({ file: "i18n/bn/content/site.json", line: 88, pointer: "/footer/copyright" });
    expect(problem!.data).toEqual({ what: "copyright line", missing: ["{year}"], unknown: [] });
    const line = formatProblem(problem!);
    expect(line).toContain("i18n/bn/content/site.json:88");
    expect(line).toContain("{year} is missing");
    expect(line).toMatch(/copy each one into the translation exactly as the English writes it/);
  });

  it("names a renamed one as missing and its new name as not in the English", () => {
    // Renamed into Bangla, or spaced out, it is no placeholder: the page would show it as written.
    const [problem] = check("কপিরাইট © {বছর} {name}");
    expect(problem!.data).toEqual({ what: "copyright line", missing: ["{year}"], unknown: ["{বছর}"] });
    expect(formatProblem(problem!)).toContain("{year} is missing, and {বছর} is not in the English");
    expect(check("কপিরাইট © { year } {name}")[0]!.data).toMatchObject({ missing: ["{year}"], unknown: ["{ year }"] });
    expect(check("কপিরাইট © {year} {নাম}")[0]!.data).toMatchObject({ missing: ["{name}"], unknown: ["{নাম}"] });
    const [renamed] = check("কপিরাইট © {years} {name}");
    expect(renamed!.data).toEqual({ what: "copyright line", missing: ["{year}"], unknown: ["{years}"] });
    expect(formatProblem(renamed!)).toContain("{year} is missing, and {years} is not in the English");
  });

  it("counts repeats: one written twice, or once where the English has it twice", () => {
    expect(check("© {year} {year} {name}")[0]!.data).toMatchObject({ missing: [], unknown: ["{year}"] });
    const slide: TranslatableField = { pointer: "/ui/slidePosition", text: "{number} of {count}", what: "position" };
    expect(check("{count}টির মধ্যে {number}", slide)).toEqual([]);
    expect(check("{count}টির মধ্যে", slide)[0]!.data).toMatchObject({ missing: ["{number}"], unknown: [] });
  });

  it("waits for a field behind its English: its placeholders are those of the English it was made from", () => {
    const behind = translatedShape(
      [COPYRIGHT],
      { fields: { [COPYRIGHT.pointer]: { text: "© {year}" } } },
      at,
      new Set([COPYRIGHT.pointer]),
    );
    expect(behind).toEqual([]);
    expect(check("© {year}")[0]!.data).toMatchObject({ missing: ["{name}"] });
  });

  it("is said in the editor's words too, beside the field", () => {
    const [problem] = check("কপিরাইট © {name}");
    const words = problemSentence(problem!);
    expect(words).toContain("{year} is missing");
    expect(words).toContain("copy it from the English as it is");
  });
});
