import { describe, expect, it } from "vitest";
import { clientSlider } from "./settings.ts";
import { matchingBreakpoint, prerenderTrackCss, settingsAt } from "../../components/carousel/slick.ts";

// The about page's slider (pages/about.json).
const about = {
  slidesToShow: 5,
  rows: 2,
  autoplayMs: 2000,
  dots: true,
  responsive: [
    { width: 1024, slidesToShow: 4 },
    { width: 480, slidesToShow: 2 },
  ],
};

const at = (width: number) => {
  const { base, breakpoints } = clientSlider(about);
  const active = matchingBreakpoint(
    breakpoints.map((b) => b.maxWidth),
    (maxWidth) => width <= maxWidth,
  );
  return settingsAt(base, breakpoints, active);
};

describe("clientSlider", () => {
  it("shows 5 slides of 2 rows on wide screens, moving every autoplayMs", () => {
    expect(at(1280)).toMatchObject({ slidesToShow: 5, rows: 2, dots: true, autoplaySpeed: 2000, infinite: true });
  });

  it("uses content widths as react-slick max-width breakpoints", () => {
    expect(at(1024).slidesToShow).toBe(4);
    expect(at(1025).slidesToShow).toBe(5);
    expect(at(600).slidesToShow).toBe(4);
    expect(at(480).slidesToShow).toBe(2);
    expect(at(375).slidesToShow).toBe(2);
  });

  it("stretches the prerendered 5-column grid to 4 and 2 visible columns before hydration", () => {
    const { base, breakpoints } = clientSlider(about);
    const css = prerenderTrackCss(10, base, breakpoints);
    // 10 logos in 2 rows = 5 slides; all fit at full width, so there are no clones.
    expect(css).toMatch(/max-width: 1024px\) \{\s*\.slick-track \{ width: 125% !important; left: 0% !important; \}/);
    expect(css).toMatch(/max-width: 480px\) \{\s*\.slick-track \{ width: 250% !important; left: 0% !important; \}/);
    expect(css.indexOf("1024px")).toBeLessThan(css.indexOf("480px"));
  });
});
