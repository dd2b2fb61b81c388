// Shared react-slick helpers. Identical copies live in clients/ and projectsCarousel/ (blocks do
// not import each other); they belong in src/components/carousel/.
import Slider from "react-slick";

/** react-slick is CommonJS: in Node (the prerender) the default import is the module object. */
export const SlickSlider = (Slider as unknown as { default?: typeof Slider }).default ?? Slider;

/** The settings a carousel uses at one width. */
export interface SlickSettings {
  slidesToShow: number;
  slidesToScroll: number;
  /** Items stacked in each slide (react-slick's `rows`, with one item per row). */
  rows: number;
  dots: boolean;
  infinite: boolean;
  initialSlide: number;
  autoplaySpeed: number;
  speed: number;
}

/** At `maxWidth` px and below (react-slick's `breakpoint`), `settings` replace the base ones. */
export interface SlickBreakpoint {
  maxWidth: number;
  settings: Partial<Pick<SlickSettings, "slidesToShow" | "slidesToScroll" | "dots">>;
}

/**
 * The breakpoint in force at a width, as react-slick reads `responsive`: the narrowest one whose
 * max-width query matches, e.g. [1024, 480] at 375 px -> 480, at 800 px -> 1024, at 1280 -> null.
 */
export function matchingBreakpoint(widths: readonly number[], matches: (maxWidth: number) => boolean): number | null {
  const sorted = [...widths].sort((a, b) => a - b);
  return sorted.find(matches) ?? null;
}

export function settingsAt(
  base: SlickSettings,
  breakpoints: readonly SlickBreakpoint[],
  active: number | null,
): SlickSettings {
  const match = breakpoints.find((b) => b.maxWidth === active);
  return match ? { ...base, ...match.settings } : base;
}

/** Slides react-slick makes from `items` items: one per `rows` items. */
export function slideCount(items: number, rows: number): number {
  return Math.ceil(items / rows);
}

/**
 * The prerendered HTML can only have the base (widest) layout: react-slick sizes its track with
 * inline percentages for `base.slidesToShow` slides. Until hydration has applied the real
 * breakpoint, this CSS stretches and shifts that same track so each narrower width already shows
 * its own number of slides, starting at the same slide, and hides dots that will go away.
 */
export function prerenderTrackCss(items: number, base: SlickSettings, breakpoints: readonly SlickBreakpoint[]): string {
  const slides = slideCount(items, base.rows);
  const unslick = slides <= base.slidesToShow;
  const clones = !unslick && base.infinite && slides > 1 ? base.slidesToShow : 0;
  const total = slides + 2 * clones;
  const first = clones + base.initialSlide;
  return [...breakpoints]
    .sort((a, b) => b.maxWidth - a.maxWidth) // narrower queries later, so they win
    .map(({ maxWidth, settings }) => {
      const show = settings.slidesToShow ?? base.slidesToShow;
      const percent = (n: number) => `${+((n / show) * 100).toFixed(4)}%`;
      const hideDots = settings.dots === false ? ".slick-dots { display: none; }" : "";
      return `@media (max-width: ${maxWidth}px) {
        .slick-track { width: ${percent(total)} !important; left: ${percent(-first)} !important; }
        ${hideDots}
      }`;
    })
    .join("\n");
}
