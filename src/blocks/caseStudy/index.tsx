import styled from "@emotion/styled";
import type { BlockOf } from "../../lib/blocks.ts";
import { Img } from "../../components/Img.tsx";
import { Section } from "../../components/Section.tsx";
import { mq } from "../../styles/theme.ts";
import { eyebrow, sectionTitle } from "../../components/typography.ts";

const Layout = styled.div<{ hasImage: boolean }>`
  display: grid;
  gap: 32px;
  align-items: center;
  ${mq("lg")} {
    grid-template-columns: ${(p) => (p.hasImage ? "1.2fr 1fr" : "1fr")};
  }
  .eyebrow {
    ${(p) => eyebrow(p.theme)}
  }
  h2 {
    ${sectionTitle}
  }
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
    gap: 16px;
    margin: 24px 0 0;
  }
  dl > div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    padding: 18px;
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.primary};
    color: #fff;
  }
  dd {
    margin: 0;
    font-size: 1.7rem;
    font-weight: 700;
    color: #ffd2b8;
  }
  dt {
    font-size: 0.92rem;
  }
  img {
    display: block;
    width: 100%;
    border-radius: ${(p) => p.theme.radius};
  }
`;

/** A client story and its results as figures. */
export default function CaseStudy({ id, eyebrow, heading, paragraphs, figures, image }: BlockOf<"caseStudy">) {
  return (
    <Section id={id} tone="alt">
      <Layout hasImage={!!image}>
        <div>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2>{heading}</h2>
          {paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <dl>
            {figures.map((f) => (
              <div key={f.label}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        {image && <Img image={image} />}
      </Layout>
    </Section>
  );
}
