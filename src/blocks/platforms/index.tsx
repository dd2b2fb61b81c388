import styled from "@emotion/styled";
import type { BlockOf } from "../../lib/blocks.ts";
import { gridList } from "../../components/grid.ts";
import { BrandIcon } from "../../components/icons/BrandIcon.tsx";
import { Section } from "../../components/Section.tsx";

const Grid = styled.ul`
  ${gridList({ md: 2, lg: 3 })}
  li {
    padding: 24px;
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.white};
    box-shadow: ${(p) => p.theme.shadow};
  }
  .logo {
    display: inline-grid;
    place-items: center;
    width: 52px;
    height: 52px;
    margin-bottom: 14px;
    border-radius: 14px;
    background: ${(p) => p.theme.colors.primary};
    color: #fff;
  }
  h3 {
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.muted};
  }
`;

/** The social platforms we publish on, each with its logo. */
export default function Platforms({ id, heading, description, items }: BlockOf<"platforms">) {
  return (
    <Section id={id} heading={heading} description={description} tone="alt">
      <Grid>
        {items.map((item) => (
          <li key={item.brand}>
            <span className="logo">
              <BrandIcon name={item.brand} size={26} />
            </span>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
