import { collector, type Rule } from "./context.ts";

/** Two files claiming one address (pages/about.json and pages/about/index.json): the second is reported. */
export const routesRule: Rule = (ctx) => {
  const { problems, at } = collector();
  for (const { file, route, first } of ctx.site.claimedTwice) {
    const page = ctx.pages.find((p) => p.file === `pages/${file}`);
    // A file that could not be read still claims its address, and is named when the whole site is checked.
    if (!page && !ctx.wholeSite) continue;
    const where = page ?? { file: `pages/${file}`, data: null, locate: () => ({ line: 1, column: 1 }) };
    at(where, "", "route.claimed-twice", { route, first });
  }
  return problems;
};
