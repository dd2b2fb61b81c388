import styled from "@emotion/styled";
import { mq } from "../../styles/theme.ts";
import { bandMode, type Band } from "./slides.ts";

/** Space between cards, in px (Swiper's spaceBetween and the prerender CSS must agree). */
export const GAP = 24;

export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
  margin: 0 auto 28px;
  ${mq("md")} {
    gap: 12px;
    margin-bottom: 36px;
  }
`;

export const FilterButton = styled.button`
  min-height: 44px;
  padding: 0.45em 1em;
  border-radius: 999px;
  border: 2px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.white};
  color: ${(p) => p.theme.colors.primary};
  font: inherit;
  font-size: 0.9rem;
  font-weight: 600;
  cursor: pointer;
  transition:
    background 0.2s,
    border-color 0.2s,
    color 0.2s;
  ${mq("md")} {
    padding: 0.5em 1.25em;
    font-size: 0.95rem;
  }
  &:hover {
    border-color: ${(p) => p.theme.colors.accent};
    color: ${(p) => p.theme.colors.accentText};
  }
  &[aria-pressed="true"] {
    background: ${(p) => p.theme.colors.accent};
    border-color: ${(p) => p.theme.colors.accent};
    color: ${(p) => p.theme.colors.white};
  }
`;

/**
 * Until Swiper initialises (in the prerendered HTML, and without JavaScript) the slides are laid
 * out by CSS exactly as Swiper will place them, so nothing jumps: the band's card width and gap,
 * a centred row when all cards fit, and for an even count in a centred loop the half-card offset
 * that centring gives (the card before the first one appears in that space once the loop exists).
 */
function beforeInit(bands: Band[], count: number): string {
  return bands
    .map(({ minWidth, perView }) => {
      const mode = bandMode(perView, count);
      const width = `calc((100% - ${(perView - 1) * GAP}px) / ${perView})`;
      const rules = `
        .swiper-slide { width: ${width}; margin-right: ${GAP}px; }
        .swiper-wrapper {
          justify-content: ${mode === "fit" ? "center" : "flex-start"};
          transform: ${mode === "loop" && perView % 2 === 0 ? `translateX(calc((${width} + ${GAP}px) / 2))` : "none"};
        }`;
      return minWidth === 0 ? rules : `@media (min-width: ${minWidth}px) { ${rules} }`;
    })
    .join("\n");
}

export const Viewport = styled.div<{ bands: Band[]; count: number }>`
  .swiper {
    /* Room for the card shadows, which the carousel would otherwise clip. */
    padding: 8px 0 32px;
  }
  .swiper:not(.swiper-initialized) {
    ${(p) => beforeInit(p.bands, p.count)}
    .swiper-slide:last-child {
      margin-right: 0;
    }
  }
  .swiper-slide {
    height: auto;
    display: flex;
  }
  .swiper-slide > * {
    flex: 1;
    box-shadow: ${(p) => p.theme.shadow};
  }
`;

/** Under the cards; `idle` hides the toggle but keeps its space, so the section does not jump. */
export const Controls = styled.div<{ idle: boolean }>`
  display: flex;
  justify-content: center;
  visibility: ${(p) => (p.idle ? "hidden" : "visible")};
`;
