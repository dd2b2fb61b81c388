import { normalizeRoute } from "../paths.ts";
import { collector, type Rule } from "./context.ts";

/** A redirect's "from" may not be a page's address: the page would never be seen. */
export const redirectsRule: Rule = (ctx) => {
  const { problems, at } = collector();
  const { site } = ctx.collections;
  site?.data.redirects.forEach((r, i) => {
    if (ctx.site.fileOfRoute.has(normalizeRoute(r.from))) at(site, `/redirects/${i}/from`, "redirect.page-exists", r);
  });
  return problems;
};
