/**
 * `npm run bench:web`: the site as shipped (prerendered HTML, hydrated) against its no-JS floor (the
 * same HTML with every script that runs taken out) and a client-only SPA of the same pages, measured by
 * Lighthouse in Chromium with a mobile profile and DevTools throttling, all three from one plain
 * static host. Prints a line per route (with the targets it misses) and writes bench/results.md.
 *
 *   npm run bench:web                       every route (3 runs for the key routes, 1 for the rest)
 *   npm run bench:web -- --routes /,/about   only these routes (each run as often as a key route); Bangla
 *                                            pages by their addresses: --routes /bn,/bn/about
 *   npm run bench:web -- --runs 5            runs for the key routes
 *   npm run bench:web -- --other-runs 3      runs for every other route
 *   npm run bench:web -- --quick-runs 20     quick runs a build on every route, in pairs, which the LCP
 *                                            ratio to the floor and the TBT difference from it are judged
 *                                            on (bench/quick-runs.ts; --lcp-runs is its earlier name)
 *   npm run bench:web -- --interaction-runs 8 interaction runs a control on the key routes (or the routes named): the
 *                                            menu button, an FAQ question and a carousel control tapped as soon as
 *                                            they are on screen, until they work (bench/tap-runs.ts)
 *   npm run bench:web -- --no-interactions   no interaction runs
 *   npm run bench:web -- --spa-all           the SPA on every route, not only on Home (where its target is)
 *   npm run bench:web -- --no-build          reuse the builds in .bench/ from the last run
 *   npm run bench:web -- --resume            continue the last run on the same builds: only the runs not yet
 *                                            measured (every run is kept in .bench/samples.json as it ends)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Browser } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import type { SiteManifest } from "../contracts/site-manifest.ts";
import { firstLoadJs } from "../scripts/lib/first-load.ts";
import { addressesOf, listPageFiles } from "../engine/files.server.ts";
import { normalizeRoute } from "../engine/paths.ts";
import { closest } from "../engine/problems.ts";
import { CHROMIUM_ARGS } from "../tests/browser.ts";
import { BENCH_DIR, buildAll, BUILDS, CLIENT_DIR, type Build } from "./builds.ts";
import { browserPath, measure, medians } from "./lighthouse.ts";
import { launchQuickBrowser, quickRun } from "./quick-runs.ts";
import { CONTROLS } from "./tap-probe.ts";
import { tapRun } from "./tap-runs.ts";
import { tapWordsFor } from "./tap-words.ts";
import {
  addQuickRun,
  addRun,
  addTapRun,
  fingerprint,
  newStore,
  QUICK_BUILDS,
  quickRunsHeld,
  quickRunsOf,
  readStore,
  runsHeld,
  runsOf,
  type SampleStore,
  tapRunsHeld,
  tapRunsOf,
  writeStore,
} from "./samples.ts";
import { consoleLine, misses, noiseLines, report, SPA_TARGET_ROUTE, type Row } from "./report.ts";
import { freePort, ROOT } from "./server-process.ts";
import { startStaticHost } from "./static-host.ts";

const KEY_ROUTES = [
  "/",
  "/about",
  "/contact",
  "/services/website",
  "/services/website/website-development",
  "/services/software/crm",
];

/**
 * Quick runs a build per route, measured in pairs: the LCP ratio is the median of 20 pairs' ratios, known
 * to 2-3 % (one standard deviation) at the 8-11 % pair-to-pair spread measured here on 2026-11-25
 * (10.6 % pooled over all 42 routes); the TBT difference the median of 20 pairs' differences.
 */
const DEFAULT_QUICK_RUNS = 20;
/** Interaction runs a control: enough for a median and a worst case, each a page load of 5 to 15 s. */
const DEFAULT_TAP_RUNS = 5;

const OPTIONS = {
  routes: { type: "string" },
  runs: { type: "string", default: "3" },
  "other-runs": { type: "string", default: "1" },
  "quick-runs": { type: "string" },
  /** The earlier name of --quick-runs, from when they measured LCP alone. */
  "lcp-runs": { type: "string" },
  "interaction-runs": { type: "string", default: String(DEFAULT_TAP_RUNS) },
  "no-interactions": { type: "boolean", default: false },
  "spa-all": { type: "boolean", default: false },
  "no-build": { type: "boolean", default: false },
  resume: { type: "boolean", default: false },
  out: { type: "string", default: path.join(ROOT, "bench/results.md") },
} as const;

/** The options, or a plain refusal (a route without --routes, a mistyped option) instead of a stack trace. */
function readArgs() {
  try {
    return parseArgs({ options: OPTIONS }).values;
  } catch (error) {
    console.error(
      `bench:web: ${(error as Error).message.split(". ")[0]}.\n` +
        "It takes --routes /,/about,/bn/about (routes, comma-separated, Bangla pages under /bn; default: every page " +
        "in both languages), --runs N (3, for the key " +
        "routes and the ones named), --other-runs N (1), --quick-runs N (" +
        `${DEFAULT_QUICK_RUNS}), --interaction-runs N (${DEFAULT_TAP_RUNS}), --no-interactions, --spa-all, --no-build, --resume ` +
        "and --out FILE.",
    );
    process.exit(2);
  }
}
const args = readArgs();
const SAMPLES_FILE = path.join(BENCH_DIR, "samples.json");

async function main() {
  // Checked before the build, so a mistyped count does not cost a build first.
  const keyRuns = runCount("--runs", args.runs!);
  const otherRuns = runCount("--other-runs", args["other-runs"]!);
  const quickOption = args["quick-runs"] !== undefined ? "--quick-runs" : "--lcp-runs";
  const quickRuns = runCount(quickOption, args["quick-runs"] ?? args["lcp-runs"] ?? String(DEFAULT_QUICK_RUNS));
  const tapRuns = runCount("--interaction-runs", args["interaction-runs"]!);
  const named = args.routes === undefined ? undefined : namedRoutes(args.routes);
  // Resuming measures the builds the earlier runs measured, so it never builds.
  if (!args["no-build"] && !args.resume) buildAll();
  const manifestFile = path.join(BENCH_DIR, "prerendered", "site-manifest.json");
  if (!fs.existsSync(manifestFile) || !fs.existsSync(CLIENT_DIR.floor))
    throw new Error("No builds in .bench/: run `npm run bench:web` once without --no-build");
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as SiteManifest;
  const all = [...KEY_ROUTES, ...manifest.routes.filter((r) => !KEY_ROUTES.includes(r)).sort()];
  const routes = named ?? all;
  const runsFor = (route: string) => (args.routes || KEY_ROUTES.includes(route) ? keyRuns : otherRuns);
  // Interaction runs where a visitor's taps matter most: the key routes, or the routes being looked at.
  const tapRunsFor = (route: string) =>
    !args["no-interactions"] && (args.routes || KEY_ROUTES.includes(route)) ? tapRuns : 0;
  // The SPA's one target is on Home; elsewhere it would only add a third of the time.
  const buildsFor = (route: string): readonly Build[] =>
    route === SPA_TARGET_ROUTE || args["spa-all"] ? BUILDS : BUILDS.filter((b) => b !== "spa");
  const store = startStore(args.resume!);
  if (args.resume) {
    const wanted = routes.reduce((n, r) => n + runsFor(r) * buildsFor(r).length, 0);
    const held = routes.reduce(
      (n, r) => n + buildsFor(r).reduce((m, b) => m + Math.min(runsHeld(store, r, b), runsFor(r)), 0),
      0,
    );
    const quickWanted = routes.length * quickRuns * QUICK_BUILDS.length;
    const quickHeld = routes.reduce(
      (n, r) => n + QUICK_BUILDS.reduce((m, b) => m + Math.min(quickRunsHeld(store, r, b), quickRuns), 0),
      0,
    );
    const tapsWanted = routes.reduce((n, r) => n + tapRunsFor(r) * CONTROLS.length, 0);
    // A control the page does not have counts as measured.
    const tapsHeld = routes.reduce(
      (n, r) => n + CONTROLS.reduce((m, c) => m + Math.min(tapRunsHeld(store, r, c), tapRunsFor(r)), 0),
      0,
    );
    console.log(
      `resuming: ${held} of the ${wanted} Lighthouse runs, ${quickHeld} of the ${quickWanted} quick runs and ` +
        `${tapsHeld} of the ${tapsWanted} interaction runs asked for are already measured`,
    );
  }

  const hosts: Awaited<ReturnType<typeof startStaticHost>>[] = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let driver: Browser | undefined;
  try {
    const base = {} as Record<Build, string>;
    for (const b of BUILDS) {
      const port = await freePort();
      hosts.push(await startStaticHost(CLIENT_DIR[b], b === "spa" ? "index.html" : "route-folders", port));
      base[b] = `http://127.0.0.1:${port}`;
    }
    chrome = await chromeLauncher.launch({
      chromePath: browserPath(),
      chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
    });
    // Stopped (Ctrl-C, or a kill): close Chromium and the hosts rather than leave them running, and
    // say what was kept. Every finished run is already in .bench/samples.json.
    const launched = chrome;
    for (const signal of ["SIGINT", "SIGTERM"] as const)
      process.once(signal, () => {
        void launched.kill();
        for (const host of hosts) void host.close();
        console.log(`\nbench:web: stopped. The runs measured so far are kept: continue with --resume.`);
        process.exit(128 + os.constants.signals[signal]);
      });
    // One warm-up load each, not recorded: the first Lighthouse run in a fresh browser is slower.
    // Only the builds that still have runs to make (the SPA is measured on Home alone, unless --spa-all;
    // a --resume may have only quick runs left): each warm-up is a Lighthouse run's worth of time.
    const lighthouseLeft = (b: Build) =>
      routes.some((r) => buildsFor(r).includes(b) && runsHeld(store, r, b) < runsFor(r));
    for (const b of BUILDS) if (lighthouseLeft(b)) await measure(chrome.port, b, base[b] + "/");
    const quickBrowser = await launchQuickBrowser(browserPath());
    driver = quickBrowser.browser;
    const quickLeft = routes.some((r) => QUICK_BUILDS.some((b) => quickRunsHeld(store, r, b) < quickRuns));
    const tapsLeft = routes.some((r) => CONTROLS.some((c) => tapRunsHeld(store, r, c) < tapRunsFor(r)));
    if (quickLeft || tapsLeft) for (const b of QUICK_BUILDS) await quickRun(driver, base[b] + "/");

    const results: Row[] = [];
    for (const route of routes) {
      // Routes named on the command line are the ones being looked at: each gets the full runs.
      const runs = runsFor(route);
      const builds = buildsFor(route);
      for (let i = 0; i < runs; i++) {
        // Rotate which build goes first so that none always meets a warmer (or busier) machine.
        const order = builds.map((_, k) => builds[(i + k) % builds.length]!);
        for (const b of order) {
          if (runsHeld(store, route, b) > i) continue;
          addRun(store, route, b, await measure(chrome.port, b, base[b] + route));
          writeStore(SAMPLES_FILE, store);
        }
      }
      // Then the quick runs the LCP ratio and the TBT difference are judged on, the two builds
      // alternating in the same way.
      for (let i = 0; i < quickRuns; i++)
        for (const b of i % 2 ? [...QUICK_BUILDS].reverse() : QUICK_BUILDS) {
          if (quickRunsHeld(store, route, b) > i) continue;
          addQuickRun(store, route, b, await quickRun(driver, base[b] + route));
          writeStore(SAMPLES_FILE, store);
        }
      // Then the interaction runs, round by round, each control in a page load of its own.
      for (let i = 0; i < tapRunsFor(route); i++)
        for (const control of CONTROLS) {
          if (tapRunsHeld(store, route, control) > i) continue;
          addTapRun(store, route, control, await tapRun(driver, base.prerendered + route, control, tapWordsFor(route)));
          writeStore(SAMPLES_FILE, store);
        }
      const shipped = runsOf(store, route, "prerendered", runs);
      const floor = runsOf(store, route, "floor", runs);
      const spa = runsOf(store, route, "spa", runs);
      const quickShipped = quickRunsOf(store, route, "prerendered", quickRuns);
      const quickFloor = quickRunsOf(store, route, "floor", quickRuns);
      const row: Row = {
        route,
        runs,
        firstLoadJs: firstLoadJs(CLIENT_DIR.prerendered, route).bytes,
        prerendered: medians(shipped),
        floor: medians(floor),
        spa: spa.length ? medians(spa) : null,
        lcpRuns: { prerendered: shipped.map((s) => s.lcp), floor: floor.map((s) => s.lcp) },
        quickLcp: { prerendered: quickShipped.map((q) => q.lcp), floor: quickFloor.map((q) => q.lcp) },
        quickTbt: { prerendered: quickShipped.map((q) => q.tbt), floor: quickFloor.map((q) => q.tbt) },
        ...(tapRunsFor(route) ? { taps: tapRunsOf(store, route, tapRunsFor(route)) } : {}),
      };
      results.push(row);
      console.log(consoleLine(row));
    }
    fs.writeFileSync(args.out!, report(results, routes.length === all.length, quickBrowser.name));
    const missed = results.filter((r) => misses(r).length).length;
    console.log(`\n${noiseLines(results).join("\n")}`);
    console.log(`${missed} of ${results.length} routes miss a target; written to ${path.relative(ROOT, args.out!)}`);
  } finally {
    await driver?.close().catch(() => {});
    await chrome?.kill();
    for (const host of hosts) await host.close();
  }
}

/**
 * The routes named by --routes, each one a page of the site in either language (from the files in
 * pages/: '/about' and '/bn/about'), or a plain refusal: a mistyped route would otherwise be measured
 * as the not-found page, for minutes, unnoticed.
 */
function namedRoutes(list: string): string[] {
  const known = addressesOf(listPageFiles());
  const routes = list
    .split(",")
    .map((r) => r.trim())
    .filter(Boolean)
    .map(normalizeRoute);
  const unknown = routes.filter((r) => !known.includes(r));
  if (!routes.length || unknown.length) {
    const lines = unknown.map((r) => {
      const near = closest(r, known);
      return `  ${r} is not a page of the site${near ? `: did you mean ${near}?` : "."}`;
    });
    console.error(
      `bench:web: --routes takes routes of the site, comma-separated, for example --routes /,/about.\n` +
        (lines.length ? `${lines.join("\n")}\n` : "  No route was given.\n") +
        "A page's route comes from its file: pages/about.json is /about, pages/services/index.json is /services; " +
        "their Bangla pages are /bn/about and /bn/services.",
    );
    process.exit(2);
  }
  return routes;
}

/**
 * The runs kept so far: with --resume, the last run's, if it measured these same builds; otherwise an
 * empty store, written at once (so that an interrupted run can be resumed).
 */
function startStore(resume: boolean): SampleStore {
  const current = fingerprint(
    BENCH_DIR,
    BUILDS.map((b) => path.relative(BENCH_DIR, CLIENT_DIR[b])),
  );
  if (!resume) {
    const fresh = newStore(current);
    writeStore(SAMPLES_FILE, fresh);
    return fresh;
  }
  const earlier = readStore(SAMPLES_FILE);
  if (!earlier) {
    console.error(
      "bench:web: --resume found no earlier runs to continue in .bench/samples.json (none, or runs of an " +
        "earlier bench:web whose quick runs measured LCP alone): run it without --resume.",
    );
    process.exit(2);
  }
  if (earlier.fingerprint !== current) {
    console.error(
      "bench:web: --resume: the builds in .bench/ are not the ones the earlier runs measured (they were " +
        "built again since), so those runs cannot be mixed with new ones: run it without --resume to start afresh.",
    );
    process.exit(2);
  }
  return earlier;
}

function runCount(option: string, value: string): number {
  const n = Number(value);
  if (Number.isInteger(n) && n >= 1) return n;
  console.error(`${option} takes a whole number of runs, 1 or more (got "${value}"): for example ${option} 3`);
  process.exit(2);
}

await main();
