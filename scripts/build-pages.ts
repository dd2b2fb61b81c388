/**
 * `npm run build:pages -- --previous DIR --out DIR FILE...`: a new build in --out from the finished
 * build in --previous and the files changed since (paths from the site's folder): only the changed
 * pages are rendered when only pages changed, every page when a content file changed, and a full
 * build is made for anything else (scripts/lib/incremental-build.ts). --previous is only read.
 */
import { parseArgs } from "node:util";
import { buildRelease } from "./lib/incremental-build.ts";

const USAGE = `Usage: npm run build:pages -- --previous DIR --out DIR FILE...
  --previous DIR  a finished build (npm run build makes one in build/); it is only read
  --out DIR       the new build's folder, which must not exist yet
  FILE...         the files changed since, from the site's folder: pages/about.json content/site.json`;

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { previous: { type: "string" }, out: { type: "string" } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
})();
if (!values.previous || !values.out) {
  console.error(`Both --previous and --out are needed.\n\n${USAGE}`);
  process.exit(2);
}

const started = performance.now();
try {
  const { plan, rendered, removed } = await buildRelease({
    previous: values.previous,
    out: values.out,
    changed: positionals,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const what =
    plan.kind === "full"
      ? `a full build (${plan.because})`
      : `${rendered.length} page${rendered.length === 1 ? "" : "s"} rendered, ${removed.length} removed`;
  console.log(`Built ${values.out} in ${seconds} s: ${what}.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
