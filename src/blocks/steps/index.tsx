import styled from "@emotion/styled";
import type { BlockOf } from "../../lib/blocks.ts";
import { gridList } from "../../components/grid.ts";
import { Section } from "../../components/Section.tsx";
import { useLocale } from "../../lib/context.tsx";
import { formatNumber } from "../../lib/locale.ts";

const List = styled.ol`
  ${gridList({ md: 2, lg: 4 })}
  li {
    position: relative;
    padding: 24px 22px;
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.white};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-top: 4px solid ${(p) => p.theme.colors.accent};
  }
  .label {
    display: inline-block;
    margin-bottom: 10px;
    padding: 2px 12px;
    border-radius: 999px;
    font-size: 0.85rem;
    font-weight: 600;
    background: ${(p) => p.theme.colors.primary};
    color: #fff;
  }
  h3 {
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.muted};
  }
`;

/** The process, step by step: 'Step 1', 'Step 2', ... ('ধাপ ১' on a Bangla page). */
export default function Steps({ id, heading, description, stepLabel, items }: BlockOf<"steps">) {
  const locale = useLocale();
  return (
    <Section id={id} heading={heading} description={description}>
      <List>
        {items.map((step, i) => (
          <li key={step.title}>
            <span className="label">
              {stepLabel} {formatNumber(i + 1, locale)}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </List>
    </Section>
  );
}
