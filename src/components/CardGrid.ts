import styled from "@emotion/styled";
import { gridList, iconBadge } from "./grid.ts";

/** A grid of white cards, each with an icon badge, a heading and text. */
export const CardGrid = styled.ul`
  ${gridList({ md: 2, xl: 4 })}
  > li {
    padding: 28px 24px;
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.white};
    box-shadow: ${(p) => p.theme.shadow};
  }
  .icon {
    ${(p) => iconBadge(p.theme.colors.red, p.theme.colors.accentText)}
  }
  h3 {
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.muted};
  }
`;
