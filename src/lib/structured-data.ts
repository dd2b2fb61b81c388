import type { BreadcrumbItem, SiteSettings } from "../generated/schema.ts";
import type { StructuredDataContext, Thing } from "./blocks.ts";

/** An absolute URL on this site: '/about' -> 'https://nexaforge.example/about'. */
export const absolute = (site: SiteSettings, path: string) => site.baseUrl + (path === "/" ? "/" : path);

/** A schema.org BreadcrumbList of a breadcrumb as shown (the last item, the page itself, gets its URL). */
export function breadcrumbList(items: BreadcrumbItem[], ctx: StructuredDataContext): Thing {
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => {
      const href = item.href ?? (i === items.length - 1 ? ctx.route : null);
      return { "@type": "ListItem", position: i + 1, name: item.label, ...(href ? { item: ctx.absolute(href) } : {}) };
    }),
  };
}

/** The "@id" of the site's organisation, which other objects name as provider or publisher. */
export const organizationId = (ctx: StructuredDataContext) => `${ctx.site.baseUrl}/#organization`;

/** The "@id" of the one Service a page describes, which several blocks may contribute to. */
export const serviceId = (ctx: StructuredDataContext) => `${ctx.absolute(ctx.route ?? "/")}#service`;

/**
 * Joins the objects the blocks of a page contributed: those with the same "@id" become one (lists
 * are concatenated, the first value of anything else is kept); one that names keys in "x-requires"
 * is dropped unless they were supplied. '[{ "@id": "#s", "@type": "Service", "x-requires": ["offers"] },
 * { "@id": "#s", offers: [...] }]' -> one Service with its offers.
 */
export function mergeThings(things: Thing[]): Thing[] {
  const merged: Thing[] = [];
  const byId = new Map<unknown, Thing>();
  for (const thing of things) {
    const id = thing["@id"];
    const into = id === undefined ? undefined : byId.get(id);
    if (!into) {
      const copy = { ...thing };
      merged.push(copy);
      if (id !== undefined) byId.set(id, copy);
      continue;
    }
    for (const [key, value] of Object.entries(thing)) {
      const current = into[key];
      if (Array.isArray(current) && Array.isArray(value)) into[key] = [...current, ...value];
      else if (current === undefined) into[key] = value;
    }
  }
  return merged
    .filter((t) => ((t["x-requires"] as string[] | undefined) ?? []).every((key) => t[key] !== undefined) && t["@type"])
    .map(({ "x-requires": _requires, ...t }) => t);
}
