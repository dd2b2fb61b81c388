import fs from "node:fs";
import path from "node:path";
import { sizeMismatch } from "../image-size.server.ts";
import { valueAt } from "../json-pointer.ts";
import { collector, valuesOfKind, type Rule } from "./context.ts";

/**
 * An image path ('/images/team.webp') must name a file under public/, and a raster picture's width
 * and height beside it (its object: { src, width, height, alt }) must be the file's own.
 */
export const imagesRule: Rule = (ctx) => {
  const { problems, at } = collector();
  for (const { target, visit, value } of valuesOfKind(ctx, (v) => v.kind === "image")) {
    if (!fs.existsSync(path.join(ctx.site.root, "public", value))) {
      at(target.f, visit.pointer, "image.missing-file", { src: value });
      continue;
    }
    const image = visit.pointer.slice(0, visit.pointer.lastIndexOf("/"));
    const wrong = sizeMismatch(ctx.site.root, value, valueAt(target.f.data, image));
    if (wrong) at(target.f, image, "image.wrong-size", { src: value, ...wrong });
  }
  return problems;
};
