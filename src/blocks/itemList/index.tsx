import styled from "@emotion/styled";
import type { BlockOf } from "../../lib/blocks.ts";
import { Accordion } from "../../components/Accordion.tsx";
import { CardGrid } from "../../components/CardGrid.ts";
import { gridList } from "../../components/grid.ts";
import { Icon } from "../../components/icons/Icon.tsx";
import { Mark } from "../../components/Mark.tsx";
import { Section } from "../../components/Section.tsx";

const Lines = styled.ul`
  ${gridList({ md: 2 })}
  gap: 16px 32px;
  li {
    display: flex;
    gap: 14px;
    align-items: flex-start;
    padding: 18px 20px;
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.white};
    border: 1px solid ${(p) => p.theme.colors.border};
  }
  h3 {
    font-size: 1.05rem;
    margin: 0 0 4px;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.muted};
  }
`;

const Numbered = styled.ol`
  ${gridList({ md: 2, xl: 4 })}
  counter-reset: item;
  li {
    counter-increment: item;
    padding: 24px;
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.white};
    box-shadow: ${(p) => p.theme.shadow};
  }
  li::before {
    content: counter(item, decimal-leading-zero);
    display: block;
    font-size: 1.6rem;
    font-weight: 700;
    color: ${(p) => p.theme.colors.accentText};
    margin-bottom: 8px;
  }
  h3 {
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.muted};
  }
`;

/** Benefits, problems, reasons or expectations, in the style the page asks for. */
export default function ItemList({ id, heading, description, style, items }: BlockOf<"itemList">) {
  const body =
    style === "accordion" ? (
      <Accordion items={items.map((i) => ({ title: i.title, body: i.text ? <p>{i.text}</p> : null }))} />
    ) : style === "numbered" ? (
      <Numbered>
        {items.map((i) => (
          <li key={i.title}>
            <h3>{i.title}</h3>
            {i.text && <p>{i.text}</p>}
          </li>
        ))}
      </Numbered>
    ) : style === "cards" ? (
      <CardGrid>
        {items.map((i) => (
          <li key={i.title}>
            {i.icon && (
              <span className="icon">
                <Icon name={i.icon} />
              </span>
            )}
            <h3>{i.title}</h3>
            {i.text && <p>{i.text}</p>}
          </li>
        ))}
      </CardGrid>
    ) : (
      <Lines>
        {items.map((i) => (
          <li key={i.title}>
            <Mark yes={style === "ticks"} />
            <div>
              <h3>{i.title}</h3>
              {i.text && <p>{i.text}</p>}
            </div>
          </li>
        ))}
      </Lines>
    );
  return (
    <Section id={id} heading={heading} description={description} tone={style === "cards" ? "alt" : "plain"}>
      {body}
    </Section>
  );
}
