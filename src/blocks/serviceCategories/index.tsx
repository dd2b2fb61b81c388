import styled from "@emotion/styled";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router-dom";
import type { BlockOf } from "../../lib/blocks.ts";
import { useCollection } from "../../lib/context.tsx";
import { Icon } from "../../components/icons/Icon.tsx";
import { Section } from "../../components/Section.tsx";
import { gridList, iconBadge } from "../../components/grid.ts";
import { useLocalHref } from "../../lib/context.tsx";

const Grid = styled.ul`
  ${gridList({ md: 2, lg: 3 })}
  li {
    display: flex;
    flex-direction: column;
    padding: 32px 28px;
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.white};
    box-shadow: ${(p) => p.theme.shadow};
    border-top: 4px solid ${(p) => p.theme.colors.accent};
  }
  .icon {
    ${(p) => iconBadge(p.theme.colors.primary, p.theme.colors.white, 60)}
  }
  h3 {
    font-size: 1.3rem;
  }
  p {
    flex: 1;
    color: ${(p) => p.theme.colors.muted};
  }
  .count {
    font-size: 0.9rem;
    color: ${(p) => p.theme.colors.muted};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    font-weight: 600;
    color: ${(p) => p.theme.colors.accentText};
    text-decoration: none;
  }
`;

/** One card per service category, each linking to its category page. */
export default function ServiceCategories({ id, heading, description, cardLinkLabel }: BlockOf<"serviceCategories">) {
  const { categories, services } = useCollection("services");
  const local = useLocalHref();
  return (
    <Section id={id} heading={heading} description={description} tone="alt">
      <Grid>
        {categories.map((c) => {
          const titles = services.filter((s) => s.category === c.id).map((s) => s.title);
          return (
            <li key={c.id}>
              <span className="icon">
                <Icon name={c.icon} />
              </span>
              <h3>{c.title}</h3>
              <p>{c.description}</p>
              <p className="count">{titles.join(" · ")}</p>
              <Link to={local(c.route)}>
                {cardLinkLabel}
                <span className="visually-hidden">: {c.title}</span>
                <ArrowRight size={18} aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </Grid>
    </Section>
  );
}
