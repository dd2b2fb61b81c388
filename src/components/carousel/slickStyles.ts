// Shared react-slick styles. Identical copies live in clients/ and projectsCarousel/ (blocks do
// not import each other); they belong in src/components/carousel/.
import styled from "@emotion/styled";

/** Half the space between slides, in px. */
const HALF_GAP = 12;
/** Height of the controls row under the slides (dots and the pause button). */
const CONTROLS = 44;

export const Root = styled.div<{ prerender: string }>`
  position: relative;
  /* The controls row is always reserved, so dots appearing after hydration move nothing. */
  padding-bottom: ${CONTROLS + 16}px;

  &:not([data-hydrated]) {
    ${(p) => p.prerender}
  }

  .slick-slider {
    /* slick.css makes this the dots' containing block; the controls row belongs to the root. */
    position: static;
  }
  .slick-list {
    /* Gutters inside the slides; the negative margin keeps the outer cards flush with the
       container. Vertical padding leaves room for card shadows. */
    margin: 0 -${HALF_GAP}px;
    padding: 8px 0 20px;
  }
  .slick-track {
    display: flex;
  }
  .slick-track::before,
  .slick-track::after {
    display: none;
  }
  .slick-slide {
    float: none;
    height: auto;
    padding: 0 ${HALF_GAP}px;
  }

  .slick-dots {
    position: absolute;
    bottom: 0;
    left: ${CONTROLS + 12}px;
    right: ${CONTROLS + 12}px;
    min-height: ${CONTROLS}px;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .slick-dots li {
    margin: 0;
  }
  .slick-dots button {
    display: grid;
    place-items: center;
    width: 24px;
    height: 24px;
    padding: 0;
    border: 0;
    border-radius: 12px;
    background: transparent;
    cursor: pointer;
  }
  .slick-dots button::before {
    content: "";
    width: 10px;
    height: 10px;
    border-radius: 5px;
    border: 2px solid ${(p) => p.theme.colors.muted};
    transition:
      width 0.2s,
      background 0.2s;
  }
  .slick-dots button:hover::before {
    border-color: ${(p) => p.theme.colors.accent};
  }
  .slick-dots .slick-active button::before {
    width: 22px;
    border-color: ${(p) => p.theme.colors.accent};
    background: ${(p) => p.theme.colors.accent};
  }

  .playback {
    position: absolute;
    right: 0;
    bottom: 0;
  }
`;
