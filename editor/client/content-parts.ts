import type { PropertySpec } from "./fields/spec.ts";

/** A part of a content file as the editor lists it: its name, and the file's top-level keys it shows. */
export interface ContentPart {
  label: string;
  keys: string[];
}

/**
 * The site settings by where a person sees them on the site, not by how the file is laid out: the
 * tagline is in the footer, so it is under "Footer" ('tagline' sits at the top of the file beside
 * the company name). A key missing here still shows, under "Other settings": nothing is left out.
 */
const SITE_PARTS: ContentPart[] = [
  { label: "Header and menu", keys: ["name", "greeting", "nav", "headerCta"] },
  { label: "Footer", keys: ["tagline", "footer"] },
  { label: "Contact details", keys: ["contact"] },
  { label: "Social links", keys: ["social"] },
  { label: "Colours and fonts", keys: ["theme"] },
  { label: "Words on buttons and menus", keys: ["ui"] },
  { label: "Search engines and shared links", keys: ["baseUrl", "description", "socialImage"] },
  { label: "Old addresses that forward", keys: ["redirects"] },
  { label: "Animations", keys: ["motion"] },
];

/**
 * The parts a content file's fields are shown in ('site' -> Header and menu, Footer, ...). A
 * collection keeps its schema's shape: its single values together ("General"), then each group or
 * list of its own ('Clients').
 */
export function contentParts(name: string, all: readonly PropertySpec[]): ContentPart[] {
  // A field the editor does not show (the web app manifest's description) is in no part.
  const specs = all.filter((p) => p.spec.kind !== "hidden");
  const keys = specs.map((p) => p.key);
  if (name === "site") {
    const parts = SITE_PARTS.map((part) => ({ ...part, keys: part.keys.filter((k) => keys.includes(k)) }));
    const placed = new Set(SITE_PARTS.flatMap((part) => part.keys));
    const rest = keys.filter((k) => !placed.has(k));
    return [...parts, { label: "Other settings", keys: rest }].filter((part) => part.keys.length);
  }
  const single = specs.filter((p) => p.spec.kind !== "group" && p.spec.kind !== "list").map((p) => p.key);
  const own = specs.filter((p) => !single.includes(p.key)).map((p) => ({ label: p.spec.label, keys: [p.key] }));
  return single.length ? [{ label: "General", keys: single }, ...own] : own;
}
