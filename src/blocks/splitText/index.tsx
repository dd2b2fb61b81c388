import styled from "@emotion/styled";
import type { BlockOf } from "../../lib/blocks.ts";
import { Img } from "../../components/Img.tsx";
import { Section } from "../../components/Section.tsx";
import { mq } from "../../styles/theme.ts";

const Columns = styled.div<{ count: number }>`
  display: grid;
  gap: 32px;
  ${mq("lg")} {
    grid-template-columns: repeat(${(p) => p.count}, 1fr);
  }
  article {
    padding: 28px;
    border-radius: ${(p) => p.theme.radius};
    border: 1px solid ${(p) => p.theme.colors.border};
  }
  img {
    display: block;
    width: 100%;
    max-width: 360px;
    margin: 0 auto 20px;
  }
  h3 {
    font-size: 1.4rem;
  }
`;

export default function SplitText({ id, heading, items }: BlockOf<"splitText">) {
  return (
    <Section id={id} heading={heading}>
      <Columns count={items.length}>
        {items.map((item) => (
          <article key={item.heading}>
            {item.image && <Img image={item.image} />}
            {heading ? <h3>{item.heading}</h3> : <h2>{item.heading}</h2>}
            {item.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </article>
        ))}
      </Columns>
    </Section>
  );
}
