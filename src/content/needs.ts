import type { Collections, BlockType } from "./types.ts";

/** Shared collections each block reads; a page's data carries only the ones its blocks need. */
export const BLOCK_NEEDS: Partial<Record<BlockType, readonly (keyof Collections)[]>> = {
  servicesCarousel: ["services"],
  serviceCategories: ["services"],
  serviceGrid: ["services"],
  technologies: ["technologies"],
  clients: ["clients"],
  testimonials: ["clients"],
  projectsCarousel: ["projects"],
  contactForm: ["form", "countries"],
  // These two render a contactForm inside them.
  homeHero: ["form", "countries"],
  contactSection: ["form", "countries"],
};
