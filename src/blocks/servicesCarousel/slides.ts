import type { SwiperOptions } from "swiper/types";
import type { SlidesPerWidth } from "../../generated/schema.ts";

/** From `minWidth` px up to the next band's minWidth, `perView` cards show at once. */
export interface Band {
  minWidth: number;
  perView: number;
}

/**
 * How a band behaves with `count` cards:
 * - "loop": endless, centred carousel (enough cards for Swiper's loop mode);
 * - "scroll": more cards than fit, too few to loop: slides from the left and rewinds at the end;
 * - "fit": every card fits at once: a still, centred row.
 */
export type BandMode = "loop" | "scroll" | "fit";

/**
 * Cards shown at `width` px. An "upTo" rule covers its width and below, a "from" rule its width
 * and above. When several match, the narrowest "upTo" wins, then the widest "from", and a
 * matching "upTo" wins over a "from" (narrow screens are the hard limit); else `default`.
 */
export function perViewAt(rules: SlidesPerWidth, width: number): number {
  const upTo = (rules.upTo ?? []).filter((r) => width <= r.width).sort((a, b) => a.width - b.width)[0];
  if (upTo) return upTo.slides;
  const from = (rules.from ?? []).filter((r) => width >= r.width).sort((a, b) => b.width - a.width)[0];
  return from ? from.slides : rules.default;
}

/**
 * The rules as min-width bands, the form Swiper's `breakpoints` and CSS media queries take:
 * default 3, upTo 480:1, 600:1, 1024:2, 1440:3, from 2560:4
 * -> [{0: 1}, {601: 2}, {1025: 3}, {2560: 4}].
 * The count can only change just above an "upTo" width or at a "from" width, so those are the
 * only places to look; bands that show the same count as the one before are merged.
 */
export function toBands(rules: SlidesPerWidth): Band[] {
  const edges = new Set([0, ...(rules.upTo ?? []).map((r) => r.width + 1), ...(rules.from ?? []).map((r) => r.width)]);
  const bands: Band[] = [];
  for (const minWidth of [...edges].sort((a, b) => a - b)) {
    const perView = perViewAt(rules, minWidth);
    if (bands.at(-1)?.perView !== perView) bands.push({ minWidth, perView });
  }
  return bands;
}

/**
 * Fewest cards Swiper's loop needs with centred slides: it rounds an even `perView` up to odd
 * and keeps half of that on each side of the active card (its "not enough for loop mode" check),
 * e.g. 1 -> 2, 2 or 3 -> 5, 4 -> 8.
 */
export function minCardsForLoop(perView: number): number {
  const visible = perView % 2 === 0 ? perView + 1 : perView;
  return visible + Math.ceil(visible / 2);
}

export function bandMode(perView: number, count: number): BandMode {
  if (count >= minCardsForLoop(perView)) return "loop";
  return count <= perView ? "fit" : "scroll";
}

/**
 * Swiper settings for one band. Centring only comes with the loop (without it the first card
 * would sit in the middle with a gap on its left). In a loop the active card is
 * floor((perView - 1) / 2), so the first card is the leftmost whole card: with 3 per view the
 * row reads 1, 2, 3 as in the prerendered HTML.
 */
export function bandOptions(perView: number, count: number): SwiperOptions {
  const loop = bandMode(perView, count) === "loop";
  return {
    slidesPerView: perView,
    loop,
    centeredSlides: loop,
    initialSlide: loop ? Math.floor((perView - 1) / 2) : 0,
  };
}

/** Base options (the first band) plus `breakpoints` keyed by min-width, for `count` cards. */
export function swiperLayout(
  bands: Band[],
  count: number,
): { base: SwiperOptions; breakpoints: Record<number, SwiperOptions> } {
  const [first = { minWidth: 0, perView: 1 }, ...rest] = bands;
  return {
    base: bandOptions(first.perView, count),
    breakpoints: Object.fromEntries(rest.map((b) => [b.minWidth, bandOptions(b.perView, count)])),
  };
}
