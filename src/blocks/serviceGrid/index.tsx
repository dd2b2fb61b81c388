import styled from "@emotion/styled";
import type { BlockOf } from "../../lib/blocks.ts";
import { useCollection } from "../../lib/context.tsx";
import { Section } from "../../components/Section.tsx";
import { ServiceCard } from "../../components/ServiceCard.tsx";
import { gridList } from "../../components/grid.ts";

const Grid = styled.ul`
  ${gridList({ md: 2, lg: 3 })}
`;

/** Every service card of one category, e.g. the eight on /services/software. */
export default function ServiceGrid({
  id,
  category,
  heading,
  description,
  cardLinkLabel,
  unlinkedCta,
}: BlockOf<"serviceGrid">) {
  const cards = useCollection("services").services.filter((s) => s.category === category);
  return (
    <Section id={id} heading={heading} description={description}>
      <Grid>
        {cards.map((card) => (
          <li key={card.id}>
            <ServiceCard card={card} linkLabel={cardLinkLabel} fallback={unlinkedCta} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}
