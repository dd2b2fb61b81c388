import styled from "@emotion/styled";
import type { CSSProperties } from "react";
import type { BlockOf } from "../../lib/blocks.ts";
import { useSite } from "../../lib/context.tsx";
import { Img } from "../../components/Img.tsx";
import { Section } from "../../components/Section.tsx";
import { TickList } from "../../components/TickList.tsx";
import { gridList } from "../../components/grid.ts";

const Cards = styled.ol`
  ${gridList({ md: 2, xl: 4 })}
  > li {
    background: ${(p) => p.theme.colors.white};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    overflow: hidden;
    display: flex;
    flex-direction: column;
  }
  img {
    display: block;
    width: 100%;
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  .body {
    padding: 20px;
  }
  h3 {
    font-size: 1.15rem;
    margin: 4px 0 14px;
  }
`;

export default function Workflow({ id, heading, description, cards }: BlockOf<"workflow">) {
  const motion = useSite().site.motion;
  const timing = motion
    ? ({ "--aos-duration": `${motion.heroDurationMs}ms`, "--aos-delay": `${motion.heroDelayMs}ms` } as CSSProperties)
    : undefined;
  return (
    <Section id={id} heading={heading} description={description} aos={false}>
      <Cards>
        {cards.map((card) => (
          // Marked by the scroll animations, maybe before the block hydrates (see Section.tsx).
          <li key={card.title} data-aos="fade-up" style={timing} suppressHydrationWarning>
            <Img image={card.image} sizes="(min-width: 1280px) 300px, (min-width: 768px) 50vw, 100vw" />
            <div className="body">
              <h3>{card.title}</h3>
              <TickList items={card.points} />
            </div>
          </li>
        ))}
      </Cards>
    </Section>
  );
}
