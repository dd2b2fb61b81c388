import type { Theme } from "@emotion/react";
import { styleElementText } from "./css-values.ts";

/**
 * Base element styles, and the scroll-animation rules that only apply once scripts enable them.
 * A plain <style> rendered with the page, not Emotion's <Global>: in the browser <Global> takes its
 * prerendered element out of the document and puts it back, and rules on every element (*, body)
 * then restyle the whole page while it hydrates. React leaves this element as the prerender wrote it.
 * Its rules reach the whole document, so HTML wants it in <head> (root.tsx renders it there, before
 * the component styles, which override it); the editor's preview and the SPA of bench:web, which
 * render into a <div>, put it beside the site's layout.
 */
export function GlobalStyles({ theme }: { theme: Theme }) {
  return <style data-global-styles="" dangerouslySetInnerHTML={{ __html: styleElementText(globalCss(theme)) }} />;
}

/** The rules, with the line breaks and indentation taken out (a few hundred bytes less in every page). */
function globalCss(t: Theme): string {
  return `
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html {
      -webkit-text-size-adjust: 100%;
      scroll-padding-top: ${t.headerHeight + 16}px;
    }
    body {
      margin: 0;
      font-family: ${t.fonts.body};
      font-size: 16px;
      line-height: 1.65;
      color: ${t.colors.text};
      background: ${t.colors.surface};
      -webkit-font-smoothing: antialiased;
    }
    h1,
    h2,
    h3,
    h4 {
      font-family: ${t.fonts.heading};
      color: ${t.colors.primary};
      line-height: 1.25;
      margin: 0 0 0.5em;
    }
    p {
      margin: 0 0 1em;
    }
    /* Bengali: letter-spacing pulls a conjunct's parts apart, so none on Bangla text (an English
       phrase inside, marked lang="en", keeps its own); its vowel signs above and below the letters
       need taller lines than Latin text. */
    :lang(bn) {
      letter-spacing: normal !important;
    }
    body:lang(bn) {
      line-height: 1.8;
    }
    h1:lang(bn),
    h2:lang(bn),
    h3:lang(bn),
    h4:lang(bn) {
      line-height: 1.45;
    }
    img,
    svg {
      max-width: 100%;
      height: auto;
    }
    a {
      color: ${t.colors.accentText};
    }
    :focus-visible {
      outline: 3px solid ${t.colors.accent};
      outline-offset: 2px;
    }
    .visually-hidden {
      position: absolute !important;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    /* Scroll animations hide content only after the script has switched them on
       (html.aos-enabled), so nothing is hidden without JavaScript or with reduced motion. */
    html.aos-enabled [data-aos] {
      transition-property: opacity, transform;
      transition-duration: var(--aos-duration, 400ms);
      transition-delay: var(--aos-delay, 0ms);
      transition-timing-function: ease;
    }
    html.aos-enabled [data-aos].aos-init:not(.aos-animate) {
      opacity: 0;
    }
    html.aos-enabled [data-aos="fade-up"].aos-init:not(.aos-animate) {
      transform: translate3d(0, 40px, 0);
    }
    html.aos-enabled [data-aos="fade-right"].aos-init:not(.aos-animate) {
      transform: translate3d(-40px, 0, 0);
    }
    html.aos-enabled [data-aos="fade-left"].aos-init:not(.aos-animate) {
      transform: translate3d(40px, 0, 0);
    }
    html.aos-enabled [data-aos="zoom-in"].aos-init:not(.aos-animate) {
      transform: scale(0.9);
    }
    html.aos-enabled [data-aos].aos-animate {
      opacity: 1;
      transform: none;
    }
    @media (prefers-reduced-motion: reduce) {
      html {
        scroll-behavior: auto;
      }
      *,
      *::before,
      *::after {
        animation-duration: 0.01ms !important;
        transition-duration: 0.01ms !important;
      }
    }
`.replace(/\s*\n\s*/g, "");
}
