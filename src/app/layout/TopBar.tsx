import styled from "@emotion/styled";
import { Clock, Mail } from "lucide-react";
import type { SiteSettings } from "../../generated/schema.ts";
import { breakpoints } from "../../styles/theme.ts";
import { useGreeting } from "./greeting.ts";
import { LanguageSwitch } from "./LanguageSwitch.tsx";

/** Fixed, so that the header can stick with only the main bar showing (top: -TOP_BAR_HEIGHT). */
export const TOP_BAR_HEIGHT = 40;

const Bar = styled.div`
  background: ${(p) => p.theme.colors.primary};
  color: #e6ecf5;
  font-size: 0.875rem;
  .inner {
    max-width: ${(p) => p.theme.maxWidth};
    margin: 0 auto;
    padding: 0 20px;
    height: ${TOP_BAR_HEIGHT}px;
    overflow: hidden;
    white-space: nowrap;
    display: flex;
    gap: 24px;
    align-items: center;
    justify-content: space-between;
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  span,
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  .greeting {
    font-weight: 600;
    min-width: 9em;
  }
  .language {
    flex: none;
    padding: 4px 12px;
    border: 1px solid rgba(230, 236, 245, 0.45);
    border-radius: 999px;
    font-weight: 600;
  }
  .language:hover {
    background: rgba(230, 236, 245, 0.12);
    text-decoration: none;
  }
  @media (max-width: ${breakpoints.md - 1}px) {
    .greeting,
    .hours {
      display: none;
    }
  }
`;

export function TopBar({ site }: { site: SiteSettings }) {
  const greeting = useGreeting(site.greeting);
  return (
    <Bar>
      <div className="inner">
        <a href={`mailto:${site.contact.email}`}>
          <Mail size={16} aria-hidden="true" />
          {site.contact.email}
        </a>
        <span className="greeting" aria-live="polite">
          {greeting}
        </span>
        <span className="hours">
          <Clock size={16} aria-hidden="true" />
          <span>
            <span className="visually-hidden">{`${site.ui.officeHours} `}</span>
            {site.contact.officeHours}
          </span>
        </span>
        <LanguageSwitch className="language" />
      </div>
    </Bar>
  );
}
