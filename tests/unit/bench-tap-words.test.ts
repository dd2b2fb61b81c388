import { describe, expect, it } from "vitest";
import { ENGLISH_TAP_WORDS } from "../../bench/tap-probe.ts";
import { tapWordsFor } from "../../bench/tap-words.ts";

// bench:web's interaction runs find the controls they tap by name: in the page's language.
describe("the names the interaction runs tap by", () => {
  it("are the English ones on an English page, as the probe's own test pages say them", () => {
    expect(tapWordsFor("/about")).toEqual(ENGLISH_TAP_WORDS);
    expect(tapWordsFor("/")).toEqual(ENGLISH_TAP_WORDS);
  });

  it("are the Bangla interface words on a Bangla page", () => {
    const words = tapWordsFor("/bn/about");
    expect(tapWordsFor("/bn")).toEqual(words);
    for (const name of [words.openMenu, words.menuPanel, words.filter, words.carousel])
      expect(name).toMatch(/[\u0980-\u09FF]/);
    expect(words.openMenu).not.toBe(ENGLISH_TAP_WORDS.openMenu);
  });

  it("match a carousel's pause and play buttons whatever carousel they name, and nothing else", () => {
    const en = new RegExp(tapWordsFor("/").toggle);
    expect(en.test("Pause Our Services slideshow")).toBe(true);
    expect(en.test("Play Our Clients slideshow")).toBe(true);
    expect(en.test("Next slide")).toBe(false);
    const bn = new RegExp(tapWordsFor("/bn").toggle);
    expect(bn.test("আমাদের সেবা স্লাইডশো থামান")).toBe(true);
    expect(bn.test("আমাদের ক্লায়েন্ট স্লাইডশো চালু করুন")).toBe(true);
    expect(bn.test("Pause Our Services slideshow")).toBe(false);
  });
});
