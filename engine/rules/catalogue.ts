import { normalizeRoute } from "../paths.ts";
import { collector, type Rule } from "./context.ts";

/** The service catalogue (content/services.json): one card per id, each linking to its page unless unlinked. */
export const catalogueRule: Rule = (ctx) => {
  const { problems, at } = collector();
  const { services } = ctx.collections;
  if (!services) return problems;
  const seen = new Set<string>();
  services.data.services.forEach((card, i) => {
    if (seen.has(card.id)) at(services, `/services/${i}/id`, "catalogue.id-twice", { id: card.id });
    seen.add(card.id);
    if (card.unlinked || ctx.site.fileOfRoute.has(normalizeRoute(card.more))) return;
    at(services, `/services/${i}/more`, "catalogue.unknown-page", { route: card.more });
  });
  return problems;
};
