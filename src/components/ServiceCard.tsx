import styled from "@emotion/styled";
import { ArrowRight } from "lucide-react";
import type { Button, ServiceCard as Card } from "../generated/schema.ts";
import { Icon } from "./icons/Icon.tsx";
import { SmartLink } from "./SmartLink.tsx";
import { iconBadge } from "./grid.ts";

const Box = styled.article<{ tone: Card["color"] }>`
  height: 100%;
  display: flex;
  flex-direction: column;
  padding: 28px 24px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => (p.tone === "green" ? p.theme.colors.green : p.theme.colors.red)};
  .icon {
    ${(p) => iconBadge(p.theme.colors.white, p.theme.colors.accentText)}
  }
  h3 {
    font-size: 1.2rem;
  }
  p {
    flex: 1;
    color: ${(p) => p.theme.colors.text};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    font-weight: 600;
    text-decoration: none;
    color: ${(p) => p.theme.colors.accentText};
  }
  a:hover {
    text-decoration: underline;
  }
`;

interface Props {
  card: Card;
  /** Words of the link to the card's page, e.g. "Explore More". */
  linkLabel: string;
  /** Where an unlinked card (no detail page yet) sends the visitor instead. */
  fallback: Button;
  headingLevel?: "h2" | "h3";
}

/** One service: icon, title, description and a link to its page (or the fallback while it has none). */
export function ServiceCard({ card, linkLabel, fallback, headingLevel = "h3" }: Props) {
  const Heading = headingLevel;
  const link = card.unlinked ? { href: fallback.href, label: fallback.label } : { href: card.more, label: linkLabel };
  return (
    <Box tone={card.color}>
      <span className="icon">
        <Icon name={card.icon} />
      </span>
      <Heading>{card.title}</Heading>
      <p>{card.desc}</p>
      <SmartLink href={link.href}>
        {link.label}
        <span className="visually-hidden">: {card.title}</span>
        <ArrowRight size={18} aria-hidden="true" />
      </SmartLink>
    </Box>
  );
}
