/**
 * `npm run bench:incremental`: how long publishing takes with the incremental build
 * (scripts/lib/incremental-build.ts), against a full build. On a copy of the site (`--pages 0`, the
 * site as it is) or with that many generated pages added (bench/generated-site.ts, as bench:editor
 * makes them): the full build, timed (`--full-runs` times, default 1: on 1,000 pages one takes minutes),
 * then `--runs` (default 5) of each: a one-page edit (pages/about.json's title changed) and a content
 * change (the site's name in content/site.json, so every page is rendered again; `--content-runs`, default
 * `--runs`, 0 for none). Each run builds a new
 * folder from the full build, as publishing does, and deletes it after. Prints the median of each, and
 * of each of its steps.
 * `--previous build` skips the full build and starts from that one (made from this site, `--pages 0`).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { buildRelease } from "../scripts/lib/incremental-build.ts";
import { copySite } from "../scripts/lib/site-copy.ts";
import { listPageFiles } from "../engine/files.server.ts";
import { ROOT } from "../engine/paths.ts";
import { generatedPage } from "./generated-site.ts";

const { values } = parseArgs({
  options: {
    pages: { type: "string", default: "0" },
    runs: { type: "string", default: "5" },
    "full-runs": { type: "string", default: "1" },
    "content-runs": { type: "string" },
    previous: { type: "string" },
  },
});
const [count, runs, fullRuns, contentRuns] = [
  values.pages,
  values.runs,
  values["full-runs"],
  values["content-runs"] ?? values.runs,
].map(Number) as [number, number, number, number];
const whole = (n: number, least: number) => Number.isInteger(n) && n >= least;
if (!whole(count, 0) || !whole(runs, 1) || !whole(fullRuns, 1) || !whole(contentRuns, 0)) {
  console.error(
    "--pages and --content-runs take whole numbers (0: the site as it is; no content change), --runs and --full-runs whole numbers above 0.",
  );
  process.exit(2);
}
if (values.previous && count) {
  console.error("--previous is a build of the site as it is: it cannot be used with generated pages (--pages).");
  process.exit(2);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const report = (what: string, ms: number[], steps = new Map<string, number[]>()) => {
  console.log(`${what}: median ${seconds(median(ms))} of ${ms.length} (${ms.map(seconds).join(", ")})`);
  for (const [step, took] of steps) console.log(`  ${step}: median ${seconds(median(took))}`);
};

const site = copySite();
fs.symlinkSync(path.join(ROOT, "schema"), path.join(site.root, "schema"));
// The full build is written into the copy and prerenders from its server build there, which imports
// its packages (React, React Router) from the nearest node_modules.
fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(site.root, "node_modules"));
try {
  for (let i = 0; i < count; i++) site.write(`pages/generated/page-${i}.json`, generatedPage(i, count));
  const pages = listPageFiles(path.join(site.root, "pages")).length;
  console.log(`Site: ${pages} page files (${count} generated).`);

  const full = values.previous ? path.resolve(values.previous) : path.join(site.root, "full");
  const fullMs = Array.from({ length: values.previous ? 0 : fullRuns }, (_, r) => {
    fs.rmSync(full, { recursive: true, force: true });
    const t0 = performance.now();
    // The full build of the copy: SITE_ROOT points the build's reading of pages and content there.
    const run = spawnSync(path.join(ROOT, "node_modules/.bin/react-router"), ["build"], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "production", SITE_ROOT: site.root, BUILD_DIR: full },
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (run.status !== 0) throw new Error(`the full build ${r + 1} failed (exit ${run.status})`);
    return performance.now() - t0;
  });
  if (fullMs.length) report("Full build (react-router build)", fullMs);

  /** n builds, each from the full one; the time of each, and of each step's (median printed per step). */
  const time = async (n: number, change: (r: number) => string[]) => {
    const ms: number[] = [];
    const steps = new Map<string, number[]>();
    for (let r = 0; r < n; r++) {
      const changed = change(r);
      const out = path.join(site.root, "releases", String(r));
      const t0 = performance.now();
      await buildRelease({
        root: site.root,
        previous: full,
        changed,
        out,
        onStep: (step, took) => steps.set(step, [...(steps.get(step) ?? []), took]),
      });
      ms.push(performance.now() - t0);
      fs.rmSync(out, { recursive: true, force: true });
    }
    return { ms, steps };
  };
  const about = fs.readFileSync(path.join(site.root, "pages/about.json"), "utf8");
  const edits = await time(runs, (r) => {
    site.write("pages/about.json", about.replace(/"title": "[^"]*"/, `"title": "About us, edit ${r}"`));
    return ["pages/about.json"];
  });
  report("One-page edit (pages/about.json)", edits.ms, edits.steps);
  site.write("pages/about.json", about);
  const settings = fs.readFileSync(path.join(site.root, "content/site.json"), "utf8");
  const name = (JSON.parse(settings) as { name: string }).name;
  if (contentRuns) {
    const changes = await time(contentRuns, (r) => {
      site.write("content/site.json", settings.replace(JSON.stringify(name), JSON.stringify(`${name} ${r}`)));
      return ["content/site.json"];
    });
    report("Content change (content/site.json, every page)", changes.ms, changes.steps);
  }
} finally {
  site.remove();
}
