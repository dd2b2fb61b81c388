import { describe, expect, it } from "vitest";
import { fillNumbers, fillWords } from "../../src/lib/words.ts";

describe("filling interface words", () => {
  it("puts each value in its placeholder, wherever the language puts it", () => {
    expect(fillWords("Pause {subject} slideshow", { subject: "Our Services" })).toBe("Pause Our Services slideshow");
    expect(fillWords("{subject} স্লাইডশো থামান", { subject: "আমাদের সেবা" })).toBe("আমাদের সেবা স্লাইডশো থামান");
  });

  it("leaves a placeholder it has no value for as written, so that a mistyped one shows", () => {
    expect(fillWords("{nmae}, home", { name: "Nexaforge" })).toBe("{nmae}, home");
  });

  it("writes numbers in the page's digits", () => {
    expect(fillNumbers("{number} / {count}", { number: 3, count: 12 }, "en")).toBe("3 / 12");
    expect(fillNumbers("{count}টির মধ্যে {number} নম্বর", { number: 3, count: 12 }, "bn")).toBe("১২টির মধ্যে ৩ নম্বর");
  });
});
