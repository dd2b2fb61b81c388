import styled from "@emotion/styled";
import type { BlockOf } from "../../lib/blocks.ts";
import { Mark } from "../../components/Mark.tsx";
import { Section } from "../../components/Section.tsx";
import { mq } from "../../styles/theme.ts";

const Columns = styled.div`
  display: grid;
  gap: 24px;
  ${mq("md")} {
    grid-template-columns: 1fr 1fr;
  }
  > div {
    padding: 28px;
    border-radius: ${(p) => p.theme.radius};
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.white};
  }
  > div:first-of-type {
    border: 2px solid ${(p) => p.theme.colors.accent};
  }
  h3 {
    font-size: 1.3rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 14px;
  }
  li {
    display: flex;
    gap: 12px;
    align-items: flex-start;
  }
`;

/** Our way, ticked, against another agency's, crossed; each mark is announced. */
export default function Compare({ id, heading, description, ours, theirs }: BlockOf<"compare">) {
  return (
    <Section id={id} heading={heading} description={description} tone="alt">
      <Columns>
        {[
          { side: ours, yes: true },
          { side: theirs, yes: false },
        ].map(({ side, yes }) => (
          <div key={side.title}>
            <h3>{side.title}</h3>
            <ul>
              {side.items.map((point) => (
                <li key={point}>
                  <Mark yes={yes} />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Columns>
    </Section>
  );
}
