import styled from "@emotion/styled";
import { Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import type { BlockOf } from "../../lib/blocks.ts";
import { useSite } from "../../lib/context.tsx";
import type { ContactCard, SiteSettings } from "../../generated/schema.ts";
import { BrandIcon } from "../../components/icons/BrandIcon.tsx";
import { Section } from "../../components/Section.tsx";
import { SmartLink } from "../../components/SmartLink.tsx";
import { CardGrid } from "../../components/CardGrid.ts";

type Channel = ContactCard["channel"];

/** Each channel's address and icon come from the site settings, so they are written once. */
const CHANNELS: Record<Channel, { href: (c: SiteSettings["contact"]) => string; icon: ReactNode }> = {
  email: { href: (c) => `mailto:${c.email}`, icon: <Mail aria-hidden="true" /> },
  phone: { href: (c) => c.phoneHref, icon: <Phone aria-hidden="true" /> },
  messenger: { href: (c) => c.messengerUrl, icon: <BrandIcon name="messenger" size={24} /> },
  whatsapp: { href: (c) => c.whatsappUrl, icon: <BrandIcon name="whatsapp" size={24} /> },
  location: { href: (c) => c.mapsUrl, icon: <MapPin aria-hidden="true" /> },
};

const Grid = styled(CardGrid)`
  @media (min-width: 1280px) {
    grid-template-columns: repeat(3, 1fr);
  }
  a {
    display: inline-flex;
    margin-top: 12px;
    min-height: 44px;
    align-items: center;
    font-weight: 600;
    color: ${(p) => p.theme.colors.accentText};
  }
`;

export default function ContactCards({ id, heading, items }: BlockOf<"contactCards">) {
  const { contact } = useSite().site;
  return (
    <Section id={id} heading={heading} tone="alt">
      <Grid>
        {items.map((item) => {
          const channel = CHANNELS[item.channel];
          return (
            <li key={item.channel + item.title}>
              <span className="icon">{channel.icon}</span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
              <SmartLink href={channel.href(contact)}>
                {item.linkLabel}
                <span className="visually-hidden">: {item.title}</span>
              </SmartLink>
            </li>
          );
        })}
      </Grid>
    </Section>
  );
}
