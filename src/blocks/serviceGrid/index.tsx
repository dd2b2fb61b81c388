import styled from "@emotion/styled";
import type { BlockOf } from "../../content/types.ts";
import { useCollection } from "../../app/collections.tsx";
import { Section } from "../../components/Section.tsx";
import { ServiceCard } from "../../components/ServiceCard.tsx";
import { mq } from "../../styles/theme.ts";

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 24px;
  ${mq("md")} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq("lg")} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

/** Every service card of one category, e.g. the eight on /services/software. */
export function ServiceGrid({
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
