import { declareBlock } from "../../lib/blocks.ts";

/** SVG backgrounds up to this size are written into the page (see prepare). */
const INLINE_SVG_MAX_BYTES = 12 * 1024;

export default declareBlock("homeHero", {
  // Holds the enquiry form, which must take a message the moment the page is ready.
  hydration: "load",
  category: "Heroes",
  icon: "house",
  pageHeading: (block) => block.headline,
  // The background is the largest paint of the home page. As a file it waits for a round trip of its
  // own after the HTML (over a second of LCP on a throttled phone); a small SVG is cheaper sent
  // inside the page as a data: URI, so the page data carries it and the first render shows it.
  prepare(block, { inlineSvg }) {
    const src = block.background.src.endsWith(".svg")
      ? inlineSvg(block.background.src, INLINE_SVG_MAX_BYTES)
      : undefined;
    return src ? { ...block, background: { ...block.background, src } } : block;
  },
  example: {
    headline: "Smart Solutions for a Connected World",
    description: "Say in one or two sentences what the company does and for whom.",
    background: { src: "/images/hero/home-hero.svg", alt: "", width: 1920, height: 1080 },
    form: { type: "contactForm", heading: "Tell us about your project" },
  },
});
