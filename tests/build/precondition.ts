/**
 * The build tests and the browser tests read the built site. Run on their own without one, they
 * stop at once with what to do, instead of failing test by test on missing files.
 */
import fs from "node:fs";
import path from "node:path";
import { buildIsCurrent, STAMP_FILE } from "../../scripts/lib/build-stamp.ts";
import { ROOT } from "../../engine/paths.ts";

export function buildProblem(options: { devBuild?: boolean } = {}): string | undefined {
  if (!fs.existsSync(STAMP_FILE))
    return "These tests check the built site, and there is no build yet. Run `npm run build` first (or `npm test`, which builds when needed).";
  if (!buildIsCurrent())
    return "The build in build/ is older than the pages or the code. Run `npm run build` again (or `npm test`, which rebuilds when needed).";
  if (options.devBuild && !fs.existsSync(path.join(ROOT, "build-dev", "client")))
    return "The hydration check needs a development build in build-dev/. Make it with `NODE_ENV=development BUILD_DIR=build-dev npx react-router build` (or run `npm test`).";
  return undefined;
}

/** Stops the run with the problem, in plain words, when the precondition is not met. */
export function requireBuild(options: { devBuild?: boolean } = {}) {
  const problem = buildProblem(options);
  if (!problem) return;
  console.error(`\n${problem}\n`);
  process.exit(1);
}
