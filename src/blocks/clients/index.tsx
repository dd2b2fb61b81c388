import { useMemo } from "react";
import type { BlockOf } from "../../lib/blocks.ts";
import { useCollection } from "../../lib/context.tsx";
import { Img } from "../../components/Img.tsx";
import { Section } from "../../components/Section.tsx";
import { clientSlider } from "./settings.ts";
import { SlickCarousel } from "../../components/carousel/SlickCarousel.tsx";
import { Logo, sliderStyles, Strip } from "./styles.ts";

/** Client logos from content/clients.json: a still strip, or an auto-playing slider with dots. */
export default function Clients({ id, heading, description, layout, slider }: BlockOf<"clients">) {
  const { clients } = useCollection("clients");
  const settings = useMemo(() => (slider ? clientSlider(slider) : undefined), [slider]);

  return (
    <Section id={id} heading={heading} description={description} aos={false}>
      {layout === "slider" && settings ? (
        <SlickCarousel label={heading} base={settings.base} breakpoints={settings.breakpoints} css={sliderStyles}>
          {clients.map((client) => (
            <Logo key={client.id}>
              <div>
                <Img image={client.logo} sizes="200px" />
              </div>
            </Logo>
          ))}
        </SlickCarousel>
      ) : (
        <Strip>
          {clients.map((client) => (
            <li key={client.id}>
              <Img image={client.logo} sizes="200px" />
            </li>
          ))}
        </Strip>
      )}
    </Section>
  );
}
