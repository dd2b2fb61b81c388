import styled from "@emotion/styled";
import { mq } from "../styles/theme.ts";

/** A grid of white cards, each with an icon badge, a heading and text. */
export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 24px;
  ${mq("md")} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq("xl")} {
    grid-template-columns: repeat(4, 1fr);
  }
  > li {
    padding: 28px 24px;
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.white};
    box-shadow: ${(p) => p.theme.shadow};
  }
  .icon {
    display: inline-grid;
    place-items: center;
    width: 56px;
    height: 56px;
    border-radius: 14px;
    margin-bottom: 16px;
    background: ${(p) => p.theme.colors.red};
    color: ${(p) => p.theme.colors.accentText};
  }
  h3 {
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.muted};
  }
`;
