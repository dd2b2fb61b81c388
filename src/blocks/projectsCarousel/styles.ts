import { css } from "@emotion/react";
import styled from "@emotion/styled";

export const sliderStyles = css`
  /* Cards in a row share the tallest card's height. */
  .slick-slide > div,
  .slick-slide > div > div {
    height: 100%;
  }
`;

/** One item of the carousel. react-slick sets its width and display inline, so the card is inside. */
export const Item = styled.div`
  vertical-align: top;
`;

export const Card = styled.article`
  height: 100%;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.white};
  box-shadow: ${(p) => p.theme.shadow};
  img {
    display: block;
    width: 100%;
    height: auto;
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  .body {
    flex: 1;
    padding: 20px 22px 24px;
  }
  .category {
    margin: 0 0 6px;
    font-size: 0.8rem;
    font-weight: 600;
    letter-spacing: 0.05em;
    text-transform: uppercase;
    color: ${(p) => p.theme.colors.accentText};
  }
  h3 {
    font-size: 1.15rem;
    margin: 0 0 8px;
  }
  .summary {
    margin: 0;
    color: ${(p) => p.theme.colors.muted};
  }
  .outcome {
    margin: 12px 0 0;
    padding-top: 12px;
    border-top: 1px solid ${(p) => p.theme.colors.border};
    font-size: 0.95rem;
  }
`;
