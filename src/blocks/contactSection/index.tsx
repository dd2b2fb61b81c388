import styled from "@emotion/styled";
import type { BlockOf } from "../../lib/blocks.ts";
import { NestedBlock } from "../../lib/context.tsx";
import { Section } from "../../components/Section.tsx";
import { mq } from "../../styles/theme.ts";
import { sectionTitle } from "../../components/typography.ts";

const Grid = styled.div`
  display: grid;
  gap: 40px;
  align-items: start;
  ${mq("lg")} {
    grid-template-columns: 1fr 1fr;
  }
  > div:first-of-type h2 {
    ${sectionTitle}
  }
`;

/** The contact page's heading and text beside the enquiry form. */
export default function ContactSection({ id, heading, paragraphs, form }: BlockOf<"contactSection">) {
  return (
    <Section id={id}>
      <Grid>
        <div>
          <h2>{heading}</h2>
          {paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <NestedBlock block={form} />
      </Grid>
    </Section>
  );
}
