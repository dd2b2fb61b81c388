import styled from "@emotion/styled";
import type { BlockOf } from "../../lib/blocks.ts";
import { Button } from "../../components/Button.tsx";
import { Img } from "../../components/Img.tsx";
import { Section } from "../../components/Section.tsx";
import { TickList } from "../../components/TickList.tsx";
import { mq } from "../../styles/theme.ts";
import { eyebrow, sectionTitle } from "../../components/typography.ts";

const Grid = styled.div<{ imageLeft: boolean; hasImage: boolean }>`
  display: grid;
  gap: 40px;
  align-items: center;
  ${mq("lg")} {
    grid-template-columns: ${(p) => (p.hasImage ? "1fr 1fr" : "1fr")};
  }
  .media {
    ${mq("lg")} {
      order: ${(p) => (p.imageLeft ? -1 : 1)};
    }
  }
  .media img {
    display: block;
    width: 100%;
    border-radius: ${(p) => p.theme.radius};
  }
  .text {
    max-width: ${(p) => (p.hasImage ? "none" : "820px")};
    margin: ${(p) => (p.hasImage ? "0" : "0 auto")};
  }
  .eyebrow {
    ${(p) => eyebrow(p.theme)}
    margin-bottom: 8px;
  }
  h2 {
    ${sectionTitle}
  }
`;

export default function TextMedia({
  id,
  eyebrow,
  heading,
  paragraphs,
  bullets,
  image,
  imagePosition,
  cta,
}: BlockOf<"textMedia">) {
  return (
    <Section id={id}>
      <Grid imageLeft={imagePosition === "left"} hasImage={!!image}>
        <div className="text">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2>{heading}</h2>
          {paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {bullets && <TickList items={bullets} />}
          {cta && <Button href={cta.href} label={cta.label} />}
        </div>
        {image && (
          <div className="media">
            <Img image={image} />
          </div>
        )}
      </Grid>
    </Section>
  );
}
