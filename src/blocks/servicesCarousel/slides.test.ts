import { describe, expect, it } from "vitest";
import { bandMode, minCardsForLoop, perViewAt, swiperLayout, toBands } from "./slides.ts";

// The home page's rules (pages/index.json).
const home = {
  default: 3,
  upTo: [
    { width: 480, slides: 1 },
    { width: 600, slides: 1 },
    { width: 1024, slides: 2 },
    { width: 1440, slides: 3 },
  ],
  from: [{ width: 2560, slides: 4 }],
};

describe("perViewAt", () => {
  it("applies upTo rules at their width and below, the narrowest first", () => {
    expect(perViewAt(home, 375)).toBe(1);
    expect(perViewAt(home, 480)).toBe(1);
    expect(perViewAt(home, 600)).toBe(1);
    expect(perViewAt(home, 601)).toBe(2);
    expect(perViewAt(home, 1024)).toBe(2);
    expect(perViewAt(home, 1025)).toBe(3);
  });

  it("applies from rules at their width and above, else the default", () => {
    expect(perViewAt(home, 1441)).toBe(3);
    expect(perViewAt(home, 2559)).toBe(3);
    expect(perViewAt(home, 2560)).toBe(4);
    expect(perViewAt(home, 3840)).toBe(4);
  });

  it("lets a matching upTo rule win over a from rule", () => {
    const overlap = { default: 3, upTo: [{ width: 900, slides: 1 }], from: [{ width: 800, slides: 5 }] };
    expect(perViewAt(overlap, 850)).toBe(1);
    expect(perViewAt(overlap, 901)).toBe(5);
  });
});

describe("toBands", () => {
  it("converts the home rules to Swiper min-width breakpoints", () => {
    expect(toBands(home)).toEqual([
      { minWidth: 0, perView: 1 },
      { minWidth: 601, perView: 2 },
      { minWidth: 1025, perView: 3 },
      { minWidth: 2560, perView: 4 },
    ]);
  });

  it("does not depend on the order the rules are written in", () => {
    const shuffled = { ...home, upTo: [...home.upTo].reverse() };
    expect(toBands(shuffled)).toEqual(toBands(home));
  });

  it("gives one band when there are no rules", () => {
    expect(toBands({ default: 2 })).toEqual([{ minWidth: 0, perView: 2 }]);
  });

  it("handles from rules alone", () => {
    const wide = {
      default: 1,
      from: [
        { width: 1200, slides: 4 },
        { width: 700, slides: 2 },
      ],
    };
    expect(toBands(wide)).toEqual([
      { minWidth: 0, perView: 1 },
      { minWidth: 700, perView: 2 },
      { minWidth: 1200, perView: 4 },
    ]);
  });
});

describe("loop with few cards", () => {
  it("needs as many cards as Swiper's centred loop does", () => {
    expect([1, 2, 3, 4].map(minCardsForLoop)).toEqual([2, 5, 5, 8]);
  });

  it("loops the 28 cards, scrolls a 4-card category and keeps 3 cards still at 3 per view", () => {
    expect(bandMode(3, 28)).toBe("loop");
    expect(bandMode(3, 4)).toBe("scroll");
    expect(bandMode(3, 3)).toBe("fit");
    expect(bandMode(4, 3)).toBe("fit");
    expect(bandMode(1, 3)).toBe("loop");
  });

  it("turns loop and centring on per band, starting with the first card on the left", () => {
    const { base, breakpoints } = swiperLayout(toBands(home), 4);
    expect(base).toEqual({ slidesPerView: 1, loop: true, centeredSlides: true, initialSlide: 0 });
    expect(breakpoints[601]).toEqual({ slidesPerView: 2, loop: false, centeredSlides: false, initialSlide: 0 });
    expect(breakpoints[1025]).toEqual({ slidesPerView: 3, loop: false, centeredSlides: false, initialSlide: 0 });
    expect(swiperLayout(toBands(home), 28).breakpoints[1025]).toEqual({
      slidesPerView: 3,
      loop: true,
      centeredSlides: true,
      initialSlide: 1,
    });
  });
});
