import fs from "node:fs";
import path from "node:path";
import { collector, valuesOfKind, type Rule } from "./context.ts";

/** An image path ('/images/team.webp') must name a file under public/. */
export const imagesRule: Rule = (ctx) => {
  const { problems, at } = collector();
  for (const { target, visit, value } of valuesOfKind(ctx, (v) => v.kind === "image"))
    if (!fs.existsSync(path.join(ctx.site.root, "public", value)))
      at(target.f, visit.pointer, "image.missing-file", { src: value });
  return problems;
};
