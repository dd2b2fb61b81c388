import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import type { InterfaceWords, NavigationLink } from "../../generated/schema.ts";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { NavItems } from "./NavItems.tsx";

// Slides in as it opens (closing is at once): an animation that runs when the popover is shown, not
// a transition of display, which needs @starting-style and allow-discrete, newer than the HTML
// checker's CSS rules (tests/build/html-valid.test.ts).
const slideIn = keyframes`
  from {
    transform: translateX(-100%);
  }
`;

const Panel = styled.nav`
  /* A popover: the browser shows it in the top layer, over everything, and hides it again on
     Escape or a tap outside it, before any script has run. These rules replace its default box. */
  position: fixed;
  inset: 0 auto 0 0;
  margin: 0;
  border: 0;
  width: min(82vw, 320px);
  height: 100%;
  max-height: none;
  overflow-y: auto;
  background: ${(p) => p.theme.colors.white};
  color: inherit;
  box-shadow: 8px 0 30px rgba(0, 0, 0, 0.18);
  padding: 20px;
  &:popover-open {
    animation: ${slideIn} 0.25s ease;
  }
  &::backdrop {
    background: rgba(16, 36, 62, 0.5);
  }
  @media (prefers-reduced-motion: reduce) {
    &:popover-open {
      animation: none;
    }
  }
  ul {
    list-style: none;
    margin: 24px 0 0;
    padding: 0;
  }
  a {
    display: block;
    padding: 12px 8px;
    font-weight: 600;
    color: ${(p) => p.theme.colors.primary};
    text-decoration: none;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  a[aria-current="page"] {
    color: ${(p) => p.theme.colors.accentText};
  }
  .language a {
    display: flex;
    align-items: center;
    gap: 8px;
    border-bottom: 0;
  }
  .close {
    display: grid;
    place-items: center;
    margin-left: auto;
    width: 44px;
    height: 44px;
    border: 0;
    border-radius: 8px;
    background: ${(p) => p.theme.colors.surfaceAlt};
    color: ${(p) => p.theme.colors.primary};
    cursor: pointer;
  }
`;

interface Props {
  id: string;
  links: NavigationLink[];
  words: Pick<InterfaceWords, "menuPanel" | "closeMenu">;
}

/**
 * The small-screen navigation: a panel from the left. It is an HTML popover that the menu button
 * and the close button open and close by themselves (popovertarget), so it works from the first
 * paint, before any script: the browser puts focus on the close button (autofocus), closes it on
 * Escape or a tap outside, and gives focus back to the menu button. Once the script runs, Tab
 * keeps cycling inside it while it is open, and moving to another page closes it. The buttons carry
 * no aria-expanded: the browser tells assistive technology whether the popover a popovertarget
 * button controls is open (HTML forbids the attribute there), script or not.
 */
export function Drawer({ id, links, words }: Props) {
  const panel = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // A route change closes it (a link inside it, or the browser's back button); not the first render,
  // which finds the drawer as the visitor left it before the script arrived.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    if (panel.current?.matches(":popover-open")) panel.current.hidePopover();
  }, [pathname]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== "Tab" || !panel.current) return;
    // Keep Tab and Shift+Tab cycling inside the open drawer.
    const items = [...panel.current.querySelectorAll<HTMLElement>("a, button")];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <Panel
      id={id}
      popover="auto"
      aria-label={words.menuPanel}
      ref={panel}
      onKeyDown={onKeyDown}
      onToggle={(event) => {
        if ((event.nativeEvent as ToggleEvent).newState === "open")
          panel.current?.querySelector<HTMLElement>(".close")?.focus();
      }}
    >
      <button
        type="button"
        className="close"
        aria-label={words.closeMenu}
        popoverTarget={id}
        popoverTargetAction="hide"
        autoFocus
      >
        <X aria-hidden="true" />
      </button>
      <ul>
        <NavItems links={links} />
        <li className="language">
          <LanguageSwitch />
        </li>
      </ul>
    </Panel>
  );
}
