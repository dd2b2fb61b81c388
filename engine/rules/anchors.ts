import { collector, sectionsOf, valuesOfKind, type Located, type Rule, type RuleContext } from "./context.ts";
import { normalizeRoute } from "../paths.ts";

const isLink = (kind?: string) => kind === "link" || kind === "route";

/** The ids of a page's sections, visible or hidden. */
const idsOf = (ctx: RuleContext, route: string, hidden: boolean) =>
  new Set(
    sectionsOf(ctx.site.byRoute.get(route)?.data)
      .filter((s) => !!s.hidden === hidden && typeof s.id === "string")
      .map((s) => s.id as string),
  );

/**
 * A link to a section ('#pricing', '/contact#form') must find a visible section with that id;
 * an anchor alone is only meaningful on a page. Links to a missing page are the links rule's.
 */
export const anchorsRule: Rule = (ctx) => {
  const { problems, at } = collector();
  const checkAnchor = (f: Located, pointer: string, href: string, route: string, sameFile: boolean) => {
    const anchor = href.slice(href.indexOf("#") + 1);
    const page = ctx.site.byRoute.get(route);
    if (!page || idsOf(ctx, route, false).has(anchor)) return;
    const where = sameFile ? "this page" : route;
    if (idsOf(ctx, route, true).has(anchor)) return at(f, pointer, "anchor.hidden-section", { anchor, where });
    at(f, pointer, "anchor.unknown-id", { anchor, where, ...(sameFile ? {} : { file: page.file }) });
  };
  for (const { target, visit, value } of valuesOfKind(ctx, (v) => isLink(v.kind))) {
    const { f, ownRoute } = target;
    if (value.startsWith("#")) {
      if (ownRoute === null) at(f, visit.pointer, "anchor.not-a-page", { value });
      else checkAnchor(f, visit.pointer, value, ownRoute, true);
      continue;
    }
    if (!value.startsWith("/") || !value.includes("#")) continue;
    const [routePart = "/"] = value.split("#");
    const route = normalizeRoute(routePart);
    if (ctx.site.fileOfRoute.has(route)) checkAnchor(f, visit.pointer, value, route, route === ownRoute);
  }
  return problems;
};
