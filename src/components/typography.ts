import { css, type Theme } from "@emotion/react";

/** The size of a section's h2, wherever the section puts it. */
export const sectionTitle = css`
  font-size: clamp(1.6rem, 1.2rem + 1.6vw, 2.3rem);
`;

/** The small upper-case line above a heading, e.g. "Case Study". */
export const eyebrow = (theme: Theme) => css`
  color: ${theme.colors.accentText};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-size: 0.85rem;
`;
