import styled from "@emotion/styled";
import { X } from "lucide-react";
import { useEffect, useRef, type RefObject } from "react";
import { NavLink } from "react-router-dom";
import type { NavigationLink } from "../../generated/schema.ts";

const Panel = styled.nav<{ open: boolean }>`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 60;
  width: min(82vw, 320px);
  background: ${(p) => p.theme.colors.white};
  box-shadow: 8px 0 30px rgba(0, 0, 0, 0.18);
  padding: 20px;
  transform: translateX(${(p) => (p.open ? "0" : "-100%")});
  visibility: ${(p) => (p.open ? "visible" : "hidden")};
  /* Visible at once when opening (so focus can move in), hidden only after sliding out. */
  transition:
    transform 0.25s ease,
    visibility 0s linear ${(p) => (p.open ? "0s" : "0.25s")};
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

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 55;
  background: rgba(16, 36, 62, 0.5);
`;

interface Props {
  id: string;
  open: boolean;
  links: NavigationLink[];
  onClose: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/** The small-screen navigation: a panel from the left that keeps focus inside while open. */
export function Drawer({ id, open, links, onClose, toggleRef }: Props) {
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        onClose();
        toggleRef.current?.focus();
      } else if (event.key === "Tab" && panel.current) {
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
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose, toggleRef]);

  const closeAndReturn = () => {
    onClose();
    toggleRef.current?.focus();
  };

  return (
    <>
      {open && <Overlay data-testid="drawer-overlay" onClick={closeAndReturn} />}
      <Panel id={id} open={open} aria-label="Main menu" ref={panel}>
        <button type="button" className="close" aria-label="Close menu" onClick={closeAndReturn}>
          <X aria-hidden="true" />
        </button>
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <NavLink to={link.href} end={link.href === "/"}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </Panel>
    </>
  );
}
