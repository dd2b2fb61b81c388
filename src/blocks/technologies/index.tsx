import styled from "@emotion/styled";
import type { BlockOf } from "../../lib/blocks.ts";
import { useCollection } from "../../lib/context.tsx";
import { TechLogo } from "../../components/icons/BrandIcon.tsx";
import { Section } from "../../components/Section.tsx";
import { mq } from "../../styles/theme.ts";

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 16px;
  ${mq("md")} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 12px;
    padding: 24px 12px;
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.white};
    box-shadow: ${(p) => p.theme.shadow};
    font-weight: 600;
    color: ${(p) => p.theme.colors.primary};
    transition: transform 0.2s;
  }
  li:hover {
    transform: translateY(-4px);
  }
`;

export default function Technologies({ id, heading, description }: BlockOf<"technologies">) {
  const { technologies } = useCollection("technologies");
  return (
    <Section id={id} heading={heading} description={description} tone="alt">
      <Tiles>
        {technologies.map((t) => (
          <li key={t.id}>
            <TechLogo name={t.logo} />
            <span>{t.name}</span>
          </li>
        ))}
      </Tiles>
    </Section>
  );
}
