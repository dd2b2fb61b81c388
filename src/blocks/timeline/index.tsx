import styled from "@emotion/styled";
import type { BlockOf } from "../../lib/blocks.ts";
import { Section } from "../../components/Section.tsx";
import { useLocale } from "../../lib/context.tsx";
import { formatNumber } from "../../lib/locale.ts";

const Line = styled.ol`
  list-style: none;
  margin: 0 auto;
  padding: 0;
  max-width: 820px;
  position: relative;
  &::before {
    content: "";
    position: absolute;
    left: 38px;
    top: 8px;
    bottom: 8px;
    width: 2px;
    background: ${(p) => p.theme.colors.border};
  }
  li {
    position: relative;
    display: grid;
    grid-template-columns: 78px 1fr;
    gap: 20px;
    padding-bottom: 32px;
  }
  .year {
    position: relative;
    z-index: 1;
    display: grid;
    place-items: center;
    height: 40px;
    border-radius: 999px;
    font-weight: 700;
    background: ${(p) => p.theme.colors.primary};
    color: #fff;
  }
  h3 {
    font-size: 1.2rem;
    margin-top: 6px;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.muted};
  }
`;

export default function Timeline({ id, heading, description, items }: BlockOf<"timeline">) {
  // The year is four digits in the page file, written in the page's digits ('২০২২' in Bangla).
  const locale = useLocale();
  return (
    <Section id={id} heading={heading} description={description}>
      <Line>
        {items.map((item) => (
          <li key={item.year + item.title}>
            <span className="year">{formatNumber(Number(item.year), locale)}</span>
            <div>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </div>
          </li>
        ))}
      </Line>
    </Section>
  );
}
