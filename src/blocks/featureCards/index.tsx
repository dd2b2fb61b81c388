import type { BlockOf } from "../../lib/blocks.ts";
import { Icon } from "../../components/icons/Icon.tsx";
import { Section } from "../../components/Section.tsx";
import { CardGrid } from "../../components/CardGrid.ts";

export default function FeatureCards({ id, heading, description, items }: BlockOf<"featureCards">) {
  return (
    <Section id={id} heading={heading} description={description} tone="alt">
      <CardGrid>
        {items.map((item) => (
          <li key={item.title}>
            <span className="icon">
              <Icon name={item.icon} />
            </span>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
