import { declarations } from "../src/generated/block-declarations.ts";
import type { SchemaSet } from "./schemas.server.ts";
import { walkWithSchema, type SchemaNode } from "./schema-walk.ts";

/**
 * Text the editor inserts for a person to replace: each block's example ("Add section", from its
 * block.ts) and the sentences "New page" writes. A page still holding any of it is not ready to
 * publish, so the check refuses it, naming the field.
 */

/** What "New page" writes for a page named `name` ('Careers'), besides the name itself. */
export const NEW_PAGE_TEXT = {
  description: (name: string) => `What visitors find on the ${name} page.`,
  heroDescription: (name: string) => `One sentence about the ${name} page.`,
};

/** The same sentences, for any name. */
const NEW_PAGE_PATTERNS = [/^What visitors find on the .+ page\.$/, /^One sentence about the .+ page\.$/];

/**
 * Example values that are also the site's standard wording, kept on purpose wherever they appear
 * (the first crumb "Home", a button's "Contact Us", the headings the site's own pages use): they
 * read as written for the page, so leaving them is not a mistake. By block, then field path
 * ('breadcrumb/ * /label': any item of the list).
 */
const STANDARD_WORDING: Record<string, Record<string, string[]>> = {
  clients: { heading: ["Our Clients"] },
  compare: { "ours/title": ["Nexaforge"], "theirs/title": ["Other Agency"] },
  contactCards: {
    heading: ["Other Ways to Reach Us"],
    "items/*/title": ["Mail Us", "Call Us"],
    "items/*/linkLabel": ["Send an Email", "Call Now"],
  },
  contactForm: { heading: ["Send us a message"] },
  contactSection: { "form/heading": ["Send us a message"] },
  ctaBanner: { "cta/label": ["Contact Us"] },
  featureCards: { heading: ["Our Core Values"], "items/*/title": ["Innovation", "Integrity"] },
  faq: { heading: ["Frequently Asked Questions"] },
  homeHero: { headline: ["Smart Solutions for a Connected World"], "form/heading": ["Tell us about your project"] },
  packageTable: {
    "tiers/*/name": ["Basic", "Standard"],
    "rows/*/feature": ["Pages", "Contact form"],
    "rows/*/values/*": ["5", "10"],
    "orderCta/label": ["Order Now"],
  },
  pageHero: { "breadcrumb/*/label": ["Home"] },
  platforms: { "items/*/title": ["Facebook", "Google"] },
  projectsCarousel: { heading: ["Our Latest Projects"] },
  serviceCategories: { heading: ["Explore Our Service Categories"], cardLinkLabel: ["View Services"] },
  serviceGrid: {
    heading: ["Our Website Services"],
    cardLinkLabel: ["Explore More"],
    "unlinkedCta/label": ["Ask About This"],
  },
  serviceHero: {
    "breadcrumb/*/label": ["Home", "Services"],
    whatsappLabel: ["Chat on WhatsApp"],
    "cta/label": ["Get a Quote"],
  },
  servicesCarousel: {
    heading: ["Our Services"],
    "filters/*/label": ["All Services", "Website", "Software"],
    cardLinkLabel: ["Explore More"],
    "unlinkedCta/label": ["Ask About This"],
  },
  splitText: { "items/*/heading": ["Our Vision", "Our Mission"] },
  statusMessage: { code: ["404"], heading: ["Page not found"], "cta/label": ["Back to Home"] },
  steps: { stepLabel: ["Step"], "items/*/title": ["Discovery", "Build"] },
  technologies: { heading: ["Technology We Used"] },
  testimonials: { heading: ["What Our Partners Say"] },
  timeline: { heading: ["Company Growth"], "items/*/year": ["2024"] },
  workflow: { "cards/*/title": ["Understanding Your Vision"], "cards/*/points/*": ["Clarity", "Innovation"] },
};

/** '/items/2/title' -> 'items/ * /title': a field's place in any item of its lists. */
export const fieldPath = (pointer: string) =>
  pointer
    .split("/")
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? "*" : part))
    .join("/");

/** Is this value a text to write (not a link, picture, choice, fixed value or reference)? */
const isText = (schema: SchemaNode, kind?: string, ref?: string) =>
  !kind && !ref && !schema.enum && !("const" in schema) && (schema.type === "string" || schema.type === undefined);

/** Each block's example texts, by field path: 'textMedia' -> 'heading' -> {'Section Heading'}. */
let cached: Map<string, Map<string, Set<string>>> | undefined;
export function exampleTexts(schemas: SchemaSet): Map<string, Map<string, Set<string>>> {
  if (cached) return cached;
  const all = new Map<string, Map<string, Set<string>>>();
  for (const [type, declaration] of Object.entries(declarations)) {
    const byPath = new Map<string, Set<string>>();
    const example = { type, ...(declaration.example as object) };
    walkWithSchema(
      schemas.source,
      `generated/blocks/${type}.schema.json`,
      example,
      ({ pointer, value, schema, kind, ref }) => {
        if (typeof value !== "string" || !value.trim() || !isText(schema, kind, ref)) return;
        const path = fieldPath(pointer);
        if (STANDARD_WORDING[type]?.[path]?.includes(value)) return;
        if (!byPath.has(path)) byPath.set(path, new Set());
        byPath.get(path)!.add(value);
      },
    );
    all.set(type, byPath);
  }
  return (cached = all);
}

/** Is `value` at `path` of a `type` block the text its example or "New page" put there? */
export function isExampleText(schemas: SchemaSet, type: string | undefined, path: string, value: string): boolean {
  if (NEW_PAGE_PATTERNS.some((p) => p.test(value))) return true;
  return type !== undefined && !!exampleTexts(schemas).get(type)?.get(path)?.has(value);
}
