import styled from "@emotion/styled";
import { Mail, MapPin } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Link } from "react-router-dom";
import type { SiteData } from "../../lib/page-data.ts";
import { noSubscription } from "../../components/environment.ts";
import { BrandIcon } from "../../components/icons/BrandIcon.tsx";
import { mq } from "../../styles/theme.ts";
import { useLocalHref } from "../../lib/context.tsx";
import { formatNumber } from "../../lib/locale.ts";
import { fillWords } from "../../lib/words.ts";

const Foot = styled.footer`
  background: ${(p) => p.theme.colors.primary};
  color: #d5deea;
  font-size: 0.95rem;
  .grid {
    max-width: ${(p) => p.theme.maxWidth};
    margin: 0 auto;
    padding: 56px 20px 32px;
    display: grid;
    gap: 32px;
    ${mq("md")} {
      grid-template-columns: 1.4fr 1fr 1fr 1.2fr;
    }
  }
  h2 {
    color: #fff;
    font-size: 1.1rem;
    margin-bottom: 16px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    margin-bottom: 8px;
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: #fff;
    text-decoration: underline;
  }
  .brand {
    font-size: 1.35rem;
    font-weight: 700;
    color: #fff;
  }
  .social {
    display: flex;
    gap: 10px;
    margin-top: 16px;
  }
  .social a {
    width: 44px;
    height: 44px;
    display: grid;
    place-items: center;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.1);
  }
  .social a:hover {
    background: ${(p) => p.theme.colors.accent};
  }
  .contact li {
    display: flex;
    gap: 10px;
    align-items: flex-start;
  }
  .contact svg {
    flex: none;
    margin-top: 4px;
  }
  address {
    font-style: normal;
  }
  .copy {
    border-top: 1px solid rgba(255, 255, 255, 0.12);
    text-align: center;
    padding: 18px 20px;
    margin: 0;
    font-size: 0.875rem;
  }
`;

export function Footer({ data }: { data: SiteData }) {
  const { site, categories } = data;
  const local = useLocalHref();
  // The prerendered line carries the build year; the browser shows the current one.
  const year = useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => data.buildYear,
  );
  const topServices = site.footer.topServices.categories.map((id) => categories.find((c) => c.id === id)!);
  return (
    <Foot>
      <div className="grid">
        <div>
          <p className="brand">{site.name}</p>
          <p>{site.tagline}</p>
          <h2 className="visually-hidden">{site.footer.socialHeading}</h2>
          <ul className="social">
            {site.social.map((s) => (
              <li key={s.brand}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label}>
                  <BrandIcon name={s.brand} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2>{site.footer.usefulLinks.heading}</h2>
          <ul>
            {site.footer.usefulLinks.links.map((l) => (
              <li key={l.href}>
                <Link to={local(l.href)}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2>{site.footer.topServices.heading}</h2>
          <ul>
            {topServices.map((c) => (
              <li key={c.id}>
                <Link to={local(c.route)}>{c.title}</Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2>{site.footer.contactHeading}</h2>
          <ul className="contact">
            <li>
              <MapPin size={18} aria-hidden="true" />
              <address>
                {site.contact.address.map((line) => (
                  <span key={line}>
                    {line}
                    <br />
                  </span>
                ))}
              </address>
            </li>
            <li>
              <Mail size={18} aria-hidden="true" />
              <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
            </li>
          </ul>
        </div>
      </div>
      <p className="copy">
        {fillWords(site.footer.copyright, { year: formatNumber(year, data.locale), name: site.name })}
      </p>
    </Foot>
  );
}
