import styled from "@emotion/styled";
import { Menu, Phone } from "lucide-react";
import type { SiteSettings } from "../../generated/schema.ts";
import { breakpoints } from "../../styles/theme.ts";
import { Drawer } from "./Drawer.tsx";
import { Logo } from "./Logo.tsx";
import { NavItems } from "./NavItems.tsx";
import { TOP_BAR_HEIGHT, TopBar } from "./TopBar.tsx";

// The whole header sticks, pulled up by the top bar's height, so that only the main bar stays in view.
const Sticky = styled.header`
  position: sticky;
  top: -${TOP_BAR_HEIGHT}px;
  z-index: 50;
`;

const MainBar = styled.div`
  background: ${(p) => p.theme.colors.white};
  box-shadow: 0 2px 12px rgba(16, 36, 62, 0.08);
  .inner {
    max-width: ${(p) => p.theme.maxWidth};
    margin: 0 auto;
    padding: 0 20px;
    height: ${(p) => p.theme.headerHeight}px;
    display: flex;
    align-items: center;
    gap: 16px;
  }
  .nav {
    display: none;
    margin-left: auto;
    list-style: none;
    gap: 8px;
    padding: 0;
    margin-block: 0;
  }
  .nav a {
    display: block;
    padding: 10px 14px;
    font-weight: 500;
    color: ${(p) => p.theme.colors.primary};
    text-decoration: none;
    border-radius: 8px;
  }
  .nav a:hover {
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  .nav a[aria-current="page"] {
    color: ${(p) => p.theme.colors.accentText};
    box-shadow: inset 0 -3px 0 ${(p) => p.theme.colors.accent};
  }
  .phone {
    display: inline-flex;
    margin-left: auto;
    align-items: center;
    gap: 8px;
    padding: 10px 16px;
    border-radius: 999px;
    font-weight: 600;
    text-decoration: none;
    background: ${(p) => p.theme.colors.accent};
    color: ${(p) => p.theme.colors.white};
  }
  .toggle {
    width: 48px;
    height: 48px;
    display: grid;
    place-items: center;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 10px;
    background: ${(p) => p.theme.colors.white};
    color: ${(p) => p.theme.colors.primary};
    cursor: pointer;
  }
  /* On narrow phones the call link shrinks to its icon; the number stays its accessible name. */
  @media (max-width: ${breakpoints.sm - 1}px) {
    .phone {
      width: 48px;
      height: 48px;
      padding: 0;
      justify-content: center;
    }
    .phone .number {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
  }
  @media (min-width: ${breakpoints.lg}px) {
    .nav {
      display: flex;
    }
    .phone {
      margin-left: 0;
    }
    .toggle {
      display: none;
    }
  }
`;

export function Header({ site }: { site: SiteSettings }) {
  return (
    <Sticky>
      <TopBar site={site} />
      <MainBar>
        <div className="inner">
          <Logo name={site.name} label={site.ui.homeLink} />
          <nav aria-label={site.ui.mainMenu}>
            <ul className="nav">
              <NavItems links={site.nav} />
            </ul>
          </nav>
          <a className="phone" href={site.headerCta.href}>
            <Phone size={18} aria-hidden="true" />
            <span className="number">
              <span className="visually-hidden">{`${site.ui.callUs} `}</span>
              {site.headerCta.label}
            </span>
          </a>
          <button
            type="button"
            className="toggle"
            aria-label={site.ui.openMenu}
            aria-controls="mobile-drawer"
            popoverTarget="mobile-drawer"
          >
            <Menu aria-hidden="true" />
          </button>
        </div>
      </MainBar>
      <Drawer id="mobile-drawer" links={site.nav} words={site.ui} />
    </Sticky>
  );
}
