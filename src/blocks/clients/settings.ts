import type { ClientSliderSettings } from "../../generated/schema.ts";
import type { SlickBreakpoint, SlickSettings } from "../../components/carousel/slick.ts";

/** Length of one slide move in ms (react-slick's default; the content does not set it). */
const SPEED_MS = 500;

/**
 * The client slider's react-slick settings. A content rule "at this width and below, show N"
 * is exactly react-slick's `breakpoint` (a max-width), so widths carry over unchanged:
 * { width: 480, slidesToShow: 2 } -> { maxWidth: 480, settings: { slidesToShow: 2 } }.
 */
export function clientSlider(slider: ClientSliderSettings): { base: SlickSettings; breakpoints: SlickBreakpoint[] } {
  return {
    base: {
      slidesToShow: slider.slidesToShow,
      slidesToScroll: 1,
      rows: slider.rows,
      dots: slider.dots,
      infinite: true,
      initialSlide: 0,
      autoplaySpeed: slider.autoplayMs,
      speed: SPEED_MS,
    },
    breakpoints: slider.responsive.map((rule) => ({
      maxWidth: rule.width,
      settings: { slidesToShow: rule.slidesToShow },
    })),
  };
}
