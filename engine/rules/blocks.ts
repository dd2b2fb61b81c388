import type { BlockProblem } from "../../src/lib/blocks.ts";
import { blocksIn, callDeclared } from "../blocks.server.ts";
import { collector, type Rule } from "./context.ts";

/** A block's own checks (its block.ts), for each block with no problem of its own already. */
export const blocksRule: Rule = (ctx) => {
  const { problems, at } = collector();
  for (const page of ctx.pages) {
    const hasProblem = (pointer: string) =>
      [...ctx.flagged].some((k) => k === `${page.file}#${pointer}` || k.startsWith(`${page.file}#${pointer}/`));
    for (const { pointer, block } of blocksIn(ctx.site.schemas, page.data)) {
      if (hasProblem(pointer)) continue;
      for (const p of (callDeclared(block, "check") as BlockProblem[] | undefined) ?? [])
        at(page, pointer + p.pointer, "block.check", p);
    }
  }
  return problems;
};
