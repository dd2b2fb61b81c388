import { collector, valuesOfKind, type Rule } from "./context.ts";
import { normalizeRoute } from "../paths.ts";
import { closest } from "../problems.ts";

/**
 * A link or page address on this site ('/services/seo') must name a page that exists; the hint
 * offers the redirect's target, else the closest address. https:, mailto: and tel: follow the
 * schema's pattern; anchors are the anchors rule's.
 */
export const linksRule: Rule = (ctx) => {
  const { problems, at } = collector();
  const routes = [...ctx.site.fileOfRoute.keys()];
  for (const { target, visit, value } of valuesOfKind(ctx, (v) => v.kind === "link" || v.kind === "route")) {
    if (!value.startsWith("/")) continue;
    const route = normalizeRoute(value.split("#")[0] || "/");
    if (ctx.site.fileOfRoute.has(route)) continue;
    const guess = ctx.site.redirects.get(route) ?? closest(route, routes);
    at(target.f, visit.pointer, "link.unknown-page", { route, ...(guess ? { guess } : {}) });
  }
  return problems;
};
