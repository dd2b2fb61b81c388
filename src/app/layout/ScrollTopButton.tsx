import styled from "@emotion/styled";
import { ChevronUp } from "lucide-react";
import { useEffect, useState } from "react";
import { prefersReducedMotion } from "../../components/environment.ts";

const Btn = styled.a`
  position: fixed;
  right: 20px;
  bottom: 20px;
  z-index: 40;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 0;
  display: grid;
  place-items: center;
  background: ${(p) => p.theme.colors.accent};
  color: ${(p) => p.theme.colors.white};
  box-shadow: ${(p) => p.theme.shadow};
  &[hidden] {
    display: none;
  }
`;

/**
 * Appears once the page is scrolled past `threshold` px; scrolls back to the top. A link to the
 * top of the page (#top), so that it does its job as a plain link too; the script makes the way up
 * smooth and keeps the address free of the #top.
 */
export function ScrollTopButton({ threshold, label }: { threshold: number; label: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return (
    <Btn
      href="#top"
      hidden={!visible}
      aria-label={label}
      onClick={(event) => {
        event.preventDefault();
        // The button hides itself on the way up; if it kept focus, Chromium would stop the smooth
        // scroll where it disappears. Focus goes to the top of the page, where the visitor lands.
        document.getElementById("top")?.focus({ preventScroll: true });
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
      }}
    >
      <ChevronUp aria-hidden="true" />
    </Btn>
  );
}
