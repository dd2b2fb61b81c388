import { css } from "@emotion/react";
import { mq } from "../styles/theme.ts";

const columns = (from: "md" | "lg" | "xl", count?: number) =>
  count
    ? css`
        ${mq(from)} {
          grid-template-columns: repeat(${count}, 1fr);
        }
      `
    : undefined;

/** A list laid out as a grid: one column on phones, then `md`, `lg` and `xl` columns from those widths. */
export function gridList({ md, lg, xl }: { md?: number; lg?: number; xl?: number }) {
  return css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 24px;
    ${columns("md", md)}
    ${columns("lg", lg)}
    ${columns("xl", xl)}
  `;
}

/** The rounded square behind a card's icon. */
export function iconBadge(background: string, color: string, size = 56) {
  return css`
    display: inline-grid;
    place-items: center;
    width: ${size}px;
    height: ${size}px;
    border-radius: ${Math.round(size / 4)}px;
    margin-bottom: 16px;
    background: ${background};
    color: ${color};
  `;
}
