import type { ProjectsCarouselSettings } from "../../generated/schema.ts";
import type { SlickBreakpoint, SlickSettings } from "../../components/carousel/slick.ts";

/**
 * The projects carousel's react-slick settings for `count` projects. Content says "below 1024"
 * (exclusive); react-slick's `breakpoint` is an inclusive max-width, so it becomes 1023:
 * { below: 568, slidesToShow: 1, ... } -> { maxWidth: 567, settings: { slidesToShow: 1, ... } }.
 */
export function projectsSlider(
  settings: ProjectsCarouselSettings,
  count: number,
): { base: SlickSettings; breakpoints: SlickBreakpoint[] } {
  return {
    base: {
      slidesToShow: settings.slidesToShow,
      slidesToScroll: settings.slidesToScroll,
      rows: 1,
      dots: settings.dots,
      infinite: settings.infinite,
      // A start past the last project would show an empty track.
      initialSlide: Math.min(settings.initialSlide, Math.max(count - 1, 0)),
      autoplaySpeed: settings.autoplayMs,
      speed: settings.speedMs,
    },
    breakpoints: settings.responsive.map(({ below, slidesToShow, slidesToScroll, dots }) => ({
      maxWidth: below - 1,
      settings: { slidesToShow, slidesToScroll, dots },
    })),
  };
}
