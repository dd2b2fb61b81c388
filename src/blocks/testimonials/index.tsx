import styled from "@emotion/styled";
import type { BlockOf } from "../../lib/blocks.ts";
import { useCollection } from "../../lib/context.tsx";
import { Img } from "../../components/Img.tsx";
import { Section } from "../../components/Section.tsx";
import { gridList } from "../../components/grid.ts";

const Quotes = styled.ul`
  ${gridList({ lg: 3 })}
  figure {
    height: 100%;
    margin: 0;
    padding: 28px;
    display: flex;
    flex-direction: column;
    gap: 20px;
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.white};
    box-shadow: ${(p) => p.theme.shadow};
  }
  blockquote {
    flex: 1;
    margin: 0;
    font-size: 1.02rem;
    border-left: 4px solid ${(p) => p.theme.colors.accent};
    padding-left: 16px;
  }
  figcaption {
    display: flex;
    align-items: center;
    gap: 14px;
  }
  img {
    width: 110px;
    height: auto;
  }
  .who {
    font-weight: 600;
    color: ${(p) => p.theme.colors.primary};
  }
  .role {
    display: block;
    font-size: 0.9rem;
    color: ${(p) => p.theme.colors.muted};
  }
`;

export default function Testimonials({ id, heading, description, items }: BlockOf<"testimonials">) {
  const { clients } = useCollection("clients");
  return (
    <Section id={id} heading={heading} description={description} tone="alt">
      <Quotes>
        {items.map((item) => {
          // The site's check refuses a testimonial without a known client; the editor's preview shows
          // one while its client is still to choose (a new section), without the logo.
          const client = clients.find((c) => c.id === item.client);
          return (
            <li key={item.name}>
              <figure>
                <blockquote>
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption>
                  {client ? <Img image={client.logo} sizes="110px" /> : null}
                  <span className="who">
                    {item.name}
                    <span className="role">
                      {item.role}
                      {client ? `, ${client.name}` : ""}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </Quotes>
    </Section>
  );
}
