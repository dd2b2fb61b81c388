import { declarations } from "../../src/generated/block-declarations.ts";
import type { Block } from "../../src/lib/blocks.ts";
import { callDeclared } from "../blocks.server.ts";
import { collector, sectionsOf, type Rule } from "./context.ts";

/** A page shows exactly one main heading (h1): the first visible section whose block declares one. */
export const headingsRule: Rule = (ctx) => {
  const { problems, at } = collector();
  for (const page of ctx.pages) {
    const sections = sectionsOf(page.data);
    const heading = sections
      .map((s, i) => ({ i, s }))
      .filter(({ s }) => !s.hidden && typeof s.type === "string" && callDeclared(s as Block, "pageHeading"));
    if (!heading.length && sections.length) {
      const types = Object.values(declarations)
        .filter((d) => d.pageHeading)
        .map((d) => d.type);
      at(page, "/sections", "heading.missing", { types });
    }
    for (const { i } of heading.slice(1))
      at(page, `/sections/${i}`, "heading.second", { section: i + 1, first: heading[0]!.i + 1 });
  }
  return problems;
};
