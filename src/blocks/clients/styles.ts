import { css, type Theme } from "@emotion/react";
import styled from "@emotion/styled";
import { mq } from "../../styles/theme.ts";

/** A logo, greyscale until hovered so a row of brands reads calmly. */
const logo = css`
  display: flex;
  align-items: center;
  justify-content: center;
  img {
    width: auto;
    max-width: 100%;
    max-height: 48px;
    object-fit: contain;
    filter: grayscale(1);
    opacity: 0.8;
    transition:
      filter 0.25s,
      opacity 0.25s;
  }
  &:hover img {
    filter: none;
    opacity: 1;
  }
`;

/** The same logo on a white tile, for the slider. */
const tile = (t: Theme) => css`
  ${logo}
  height: 88px;
  padding: 16px 20px;
  border: 1px solid ${t.colors.border};
  border-radius: ${t.radius};
  background: ${t.colors.white};
`;

/** layout "strip": every logo at once in a centred grid, 2, 3 and then 5 to a row. */
export const Strip = styled.ul`
  --cols: 2;
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 16px 24px;
  > li {
    ${logo}
    flex: 0 0 calc((100% - (var(--cols) - 1) * 24px) / var(--cols));
    height: 72px;
    padding: 8px;
  }
  ${mq("sm")} {
    --cols: 3;
  }
  ${mq("md")} {
    --cols: 5;
    row-gap: 24px;
    > li img {
      max-height: 56px;
    }
  }
`;

/** One item of the slider. react-slick sets its width and display inline, so the tile is inside. */
export const Logo = styled.div`
  > div {
    ${(p) => tile(p.theme)}
  }
`;

export const sliderStyles = css`
  /* The rows of one slide (react-slick wraps each row in a div). */
  .slick-slide > div + div {
    margin-top: 16px;
  }
`;
