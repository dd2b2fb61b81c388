import styled from "@emotion/styled";
import type { BlockOf } from "../../lib/blocks.ts";
import { Button } from "../../components/Button.tsx";
import { Img } from "../../components/Img.tsx";
import { Container } from "../../components/Section.tsx";
import { mq } from "../../styles/theme.ts";

type Tone = NonNullable<BlockOf<"ctaBanner">["tone"]>;

const Band = styled.section<{ tone: Tone }>`
  padding: 56px 0;
  ${mq("md")} {
    padding: 72px 0;
  }
  .panel {
    display: grid;
    gap: 32px;
    align-items: center;
    padding: 40px 28px;
    border-radius: 20px;
    background: ${(p) =>
      p.tone === "light"
        ? p.theme.colors.surfaceAlt
        : p.tone === "accent"
          ? `linear-gradient(120deg, ${p.theme.colors.accent}, ${p.theme.colors.accentText})`
          : `linear-gradient(120deg, ${p.theme.colors.primary}, ${p.theme.colors.primaryAlt})`};
    color: ${(p) => (p.tone === "light" ? p.theme.colors.text : "#fff")};
    ${mq("lg")} {
      grid-template-columns: 1.3fr 1fr;
      padding: 56px;
    }
  }
  .panel.no-image {
    grid-template-columns: 1fr;
    text-align: center;
    justify-items: center;
  }
  h2 {
    color: ${(p) => (p.tone === "light" ? p.theme.colors.primary : "#fff")};
    font-size: clamp(1.6rem, 1.2rem + 1.6vw, 2.4rem);
  }
  p {
    max-width: 40em;
    margin-bottom: 24px;
  }
  img {
    display: block;
    width: 100%;
    border-radius: 12px;
  }
`;

export default function CtaBanner({ id, heading, text, cta, image, tone = "dark" }: BlockOf<"ctaBanner">) {
  return (
    <Band id={id} tone={tone}>
      <Container>
        {/* Marked by the scroll animations, maybe before the block hydrates (see Section.tsx). */}
        <div className={image ? "panel" : "panel no-image"} data-aos="zoom-in" suppressHydrationWarning>
          <div>
            <h2>{heading}</h2>
            {text && <p>{text}</p>}
            <Button href={cta.href} label={cta.label} variant={tone === "light" ? "solid" : "light"} />
          </div>
          {image && <Img image={image} />}
        </div>
      </Container>
    </Band>
  );
}
