import type { A11yOptions } from "swiper/types";
import type { InterfaceWords } from "../../generated/schema.ts";
import { fillWords } from "../../lib/words.ts";

/**
 * Swiper's screen-reader messages in the site's words (content/site.json "ui"), so that none of its
 * English defaults reaches a Bangla page. Swiper fills its own {{index}} with Latin digits, so:
 * - each slide's position ('1 / 12') is not Swiper's to write: the slides carry their own label,
 *   numbers in the page's language (slideLabelMessage is empty, which Swiper skips);
 * - the dots' message, which this carousel does not show (no pagination module), keeps Swiper's
 *   {{index}} in the site's words.
 * The carousel's name and role description are on the region around it (index.tsx): Swiper's own
 * box has no role, and a role description there is one that axe refuses; the slides stay the plain
 * groups Swiper makes them by default, named by their place. Both stay unset, as they were.
 */
export function swiperA11y(ui: InterfaceWords): A11yOptions {
  return {
    prevSlideMessage: ui.previousSlide,
    nextSlideMessage: ui.nextSlide,
    firstSlideMessage: ui.firstSlide,
    lastSlideMessage: ui.lastSlide,
    paginationBulletMessage: fillWords(ui.goToSlide, { number: "{{index}}" }),
    slideLabelMessage: "",
    containerMessage: null,
    containerRoleDescriptionMessage: null,
    itemRoleDescriptionMessage: null,
  };
}
