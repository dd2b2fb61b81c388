/**
 * Part of `npm run check`: every rewrite of another package's output still has that package at a
 * version it was made for (scripts/lib/rewrite-register.ts). `--root DIR` checks another copy.
 */
import path from "node:path";
import { ROOT } from "../engine/paths.ts";
import { REWRITES, rewritesToRevisit } from "./lib/rewrite-register.ts";

const at = process.argv.indexOf("--root");
const given = at > 0 ? process.argv[at + 1] : undefined;
const root = given ? path.resolve(given) : ROOT;
const lines = rewritesToRevisit(root);
if (lines.length) {
  console.error(`Rewrites to revisit (${lines.length}):\n${lines.map((line) => `- ${line}`).join("\n")}`);
  process.exit(1);
}
console.log(`Rewrites of other packages' output: all ${REWRITES.length} made for the installed versions.`);
