import styled from "@emotion/styled";
import { Clock, Mail, Phone } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import type { SiteData } from "../content/page-data.server.ts";
import { BrandIcon } from "./icons/BrandIcon.tsx";

const Card = styled.div`
  background: ${(p) => p.theme.colors.white};
  color: ${(p) => p.theme.colors.text};
  border-radius: ${(p) => p.theme.radius};
  box-shadow: ${(p) => p.theme.shadow};
  padding: 28px;
  h2 {
    font-size: 1.35rem;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 20px 0 0;
    display: grid;
    gap: 12px;
  }
  a,
  .row {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 48px;
    padding: 8px 14px;
    border-radius: 10px;
    background: ${(p) => p.theme.colors.surfaceAlt};
    color: ${(p) => p.theme.colors.primary};
    font-weight: 500;
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover {
    background: ${(p) => p.theme.colors.green};
  }
`;

/** The enquiry column: direct ways to reach the team, from the site settings. */
export function QuickContact({ heading, text }: { heading: string; text: string }) {
  const { site } = useRouteLoaderData<SiteData>("root")!;
  const { contact } = site;
  return (
    <Card>
      <h2>{heading}</h2>
      <p>{text}</p>
      <ul>
        <li>
          <a href={`mailto:${contact.email}`}>
            <Mail aria-hidden="true" size={20} />
            {contact.email}
          </a>
        </li>
        <li>
          <a href={contact.phoneHref}>
            <Phone aria-hidden="true" size={20} />
            {contact.phone}
          </a>
        </li>
        <li>
          <a href={contact.whatsappUrl} target="_blank" rel="noopener noreferrer">
            <BrandIcon name="whatsapp" />
            Chat on WhatsApp
          </a>
        </li>
        <li className="row">
          <Clock aria-hidden="true" size={20} />
          <span>
            <span className="visually-hidden">Office hours: </span>
            {contact.officeHours}
          </span>
        </li>
      </ul>
    </Card>
  );
}
