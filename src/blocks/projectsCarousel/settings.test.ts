import { describe, expect, it } from "vitest";
import { projectsSlider } from "./settings.ts";
import { matchingBreakpoint, prerenderTrackCss, settingsAt } from "../../components/carousel/slick.ts";

// The portfolio page's settings (pages/digital-forge.json).
const portfolio = {
  slidesToShow: 3,
  initialSlide: 3,
  slidesToScroll: 1,
  infinite: true,
  dots: true,
  autoplayMs: 2000,
  speedMs: 500,
  responsive: [
    { below: 1024, slidesToShow: 2, slidesToScroll: 2, dots: true },
    { below: 568, slidesToShow: 1, slidesToScroll: 1, dots: false },
  ],
};

const at = (width: number) => {
  const { base, breakpoints } = projectsSlider(portfolio, 8);
  const active = matchingBreakpoint(
    breakpoints.map((b) => b.maxWidth),
    (maxWidth) => width <= maxWidth,
  );
  return settingsAt(base, breakpoints, active);
};

describe("projectsSlider", () => {
  it("shows 3 projects from the fourth, one step at a time, on wide screens", () => {
    expect(at(1024)).toEqual({
      slidesToShow: 3,
      slidesToScroll: 1,
      rows: 1,
      dots: true,
      infinite: true,
      initialSlide: 3,
      autoplaySpeed: 2000,
      speed: 500,
    });
  });

  it("treats `below` as exclusive", () => {
    expect(at(1023)).toMatchObject({ slidesToShow: 2, slidesToScroll: 2, dots: true });
    expect(at(568)).toMatchObject({ slidesToShow: 2, slidesToScroll: 2, dots: true });
    expect(at(567)).toMatchObject({ slidesToShow: 1, slidesToScroll: 1, dots: false });
    expect(at(375)).toMatchObject({ slidesToShow: 1, dots: false });
  });

  it("never starts past the last project", () => {
    expect(projectsSlider(portfolio, 2).base.initialSlide).toBe(1);
  });

  it("shows the same projects in the prerendered track before hydration", () => {
    const { base, breakpoints } = projectsSlider(portfolio, 8);
    const css = prerenderTrackCss(8, base, breakpoints);
    // 8 projects + 3 clones each side = 14 slides; the view starts at slide 3 + 3 = 6.
    expect(css).toMatch(/max-width: 1023px\) \{\s*\.slick-track \{ width: 700% !important; left: -300% !important; \}/);
    expect(css).toMatch(
      /max-width: 567px\) \{\s*\.slick-track \{ width: 1400% !important; left: -600% !important; \}\s*\.slick-dots \{ display: none; \}/,
    );
  });
});
