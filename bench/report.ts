/** bench:web's targets, the misses of a route, its console line and bench/results.md. */
import os from "node:os";
import path from "node:path";
import type { Sample } from "./lighthouse.ts";
import { browserPath } from "./lighthouse.ts";
import { median, NONE, past, seconds as ms } from "./figures.ts";
import { EFFECT_WAIT_MS, MAX_TAPS } from "./tap-runs.ts";
import { TAP_GOALS_MS, tapLines, tapMisses, type TapRuns, tapTable } from "./tap-report.ts";

export const TARGETS = {
  score: 95,
  lcpMs: 1200,
  tbtMs: 100,
  cls: 0.01,
  spaLcpRatio: 0.5,
  jsBytes: 120 * 1024,
  /** The shipped page's LCP at most this many times the no-JS floor's. */
  floorLcpRatio: 1.05,
  /** The shipped page's TBT at most this many ms above the no-JS floor's. */
  floorTbtMs: 50,
};

/** The one route with a target against the client-only SPA (Home's LCP <= spaLcpRatio x the SPA's). */
export const SPA_TARGET_ROUTE = "/";

export interface Row {
  route: string;
  runs: number;
  /** Gzip bytes of the prerendered page's first-load JavaScript, read from the build (not a timing). */
  firstLoadJs: number;
  prerendered: Sample;
  floor: Sample;
  /** Null where the SPA was not measured (only Home has a target for it, unless --spa-all). */
  spa: Sample | null;
  /**
   * Every run's LCP in ms, shipped and floor, in run order: the medians above are judged, these show how far
   * apart the runs fell, so a miss by a few per cent can be read against the machine's own run-to-run spread.
   */
  lcpRuns?: { prerendered: number[]; floor: number[] };
  /**
   * Every quick run's LCP in ms (bench/quick-runs.ts), shipped and floor, in run order: when present, the LCP
   * ratio to the floor is judged on their medians, which are many more runs than Lighthouse's.
   */
  quickLcp?: { prerendered: number[]; floor: number[] };
  /**
   * Every quick run's TBT in ms, of the same runs as quickLcp: when present, the TBT difference from the
   * floor is judged on them, pair by pair, instead of on Lighthouse's medians of a few runs.
   */
  quickTbt?: { prerendered: number[]; floor: number[] };
  /** The route's interaction runs (bench/tap-runs.ts), by control, where it had some. */
  taps?: TapRuns;
}

const kib = (v: number) => `${(v / 1024).toFixed(1)} KiB`;
type Runs = { prerendered: number[]; floor: number[] };
/** The quick runs of both builds, when the row has some of each. */
const bothBuilds = (runs: Runs | undefined) => (runs?.prerendered.length && runs.floor.length ? runs : null);
const quick = (r: Row) => bothBuilds(r.quickLcp);
const quickTbt = (r: Row) => bothBuilds(r.quickTbt);

/**
 * ln(shipped ÷ floor) of each pair of quick runs. The two builds alternate run by run, so the i-th run
 * of each was measured beside the other, on the machine as it was then: a pair's ratio leaves out what
 * the machine did to both, which is most of what makes one run differ from the next here.
 */
const pairLogs = (q: Runs) => q.floor.slice(0, q.prerendered.length).map((f, i) => Math.log(q.prerendered[i]! / f));
/** shipped − floor of each pair of quick runs (TBT, ms), for the same reason. */
const pairDifferences = (q: Runs) => q.floor.slice(0, q.prerendered.length).map((f, i) => q.prerendered[i]! - f);

/** The smallest order k with P(Binomial(n, 1/2) <= k - 1) <= 2.5 %, or 0 when n is too small for one. */
function medianRank(n: number): number {
  let k = 0;
  let below = 0; // P(X <= k - 1)
  let term = 0.5 ** n; // P(X = k)
  while (k < n && below + term <= 0.025) {
    below += term;
    term *= (n - k) / (k + 1);
    k++;
  }
  return k;
}

export interface PairedRatio {
  /** The median of the pairs' shipped ÷ floor ratios. */
  ratio: number;
  /** A 95 % interval for that median (distribution-free, from the pairs' order); null under 6 pairs. */
  interval: [number, number] | null;
  pairs: number;
}

/** The median of `values` with a 95 % interval for it (distribution-free, from their order; null under 6). */
function medianWithInterval(values: number[]): { median: number; interval: [number, number] | null } {
  const sorted = [...values].sort((a, b) => a - b);
  const k = medianRank(sorted.length);
  return { median: median(sorted), interval: k ? [sorted[k - 1]!, sorted[sorted.length - k]!] : null };
}

/** The LCP ratio of a route's quick runs, pair by pair, with how sure it is. */
export function pairedRatio(q: Runs): PairedRatio {
  const logs = pairLogs(q);
  const { median: m, interval: i } = medianWithInterval(logs);
  return { ratio: Math.exp(m), interval: i && [Math.exp(i[0]), Math.exp(i[1])], pairs: logs.length };
}

export interface PairedDifference {
  /** The median of the pairs' shipped − floor differences, ms. */
  difference: number;
  /** A 95 % interval for that median (as PairedRatio's); null under 6 pairs. */
  interval: [number, number] | null;
  pairs: number;
}

/** The TBT difference of a route's quick runs, pair by pair, with how sure it is. */
export function pairedDifference(q: Runs): PairedDifference {
  const differences = pairDifferences(q);
  const { median: difference, interval } = medianWithInterval(differences);
  return { difference, interval, pairs: differences.length };
}

/** The LCP ratio the target is judged on: of the quick runs, pair by pair, where there are any, else Lighthouse's. */
export const lcpRatio = (r: Row) => {
  const q = quick(r);
  return q ? pairedRatio(q).ratio : r.prerendered.lcp / r.floor.lcp;
};
const interval = (r: Row) => {
  const q = quick(r);
  const i = q && pairedRatio(q).interval;
  return i ? `${i[0].toFixed(2)}–${i[1].toFixed(2)}` : NONE;
};
const lighthouseLcpRatio = (r: Row) => r.prerendered.lcp / r.floor.lcp;
const lighthouseTbtOver = (r: Row) => r.prerendered.tbt - r.floor.tbt;
/** The TBT difference the target is judged on: of the quick runs, pair by pair, where there are any, else Lighthouse's. */
export const tbtOver = (r: Row) => {
  const q = quickTbt(r);
  return q ? pairedDifference(q).difference : lighthouseTbtOver(r);
};
const signed = (v: number) => `${v < 0 ? "−" : "+"}${Math.abs(Math.round(v))} ms`;
/** "−12 to +35 ms", or a dash under 6 pairs. */
const tbtInterval = (r: Row) => {
  const q = quickTbt(r);
  const i = q && pairedDifference(q).interval;
  return i ? `${signed(i[0]).replace(" ms", "")} to ${signed(i[1])}` : NONE;
};
/** "1.16–1.29 s": the lowest and highest of a build's LCP runs. */
const range = (runs: number[] | undefined) =>
  runs?.length ? `${(Math.min(...runs) / 1000).toFixed(2)}–${ms(Math.max(...runs))}` : NONE;

/**
 * The SD of the median of n runs, in units of one run's SD, for runs that scatter normally about
 * their mean (computed numerically for n <= 9; beyond, the large-n value sqrt(pi / 2n)).
 */
const MEDIAN_SD = [1, 0.707, 0.67, 0.546, 0.536, 0.463, 0.459, 0.41, 0.408];
const medianSd = (n: number) => MEDIAN_SD[n - 1] ?? Math.sqrt(Math.PI / (2 * n));

/** The standard normal distribution's P(X <= x) (Abramowitz and Stegun's 7.1.26 for erf, error < 1.5e-7). */
function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export interface LcpNoise {
  /**
   * With quick runs: the scatter of ln(shipped ÷ floor) from pair to pair about its route's mean, pooled
   * over routes. Without: one Lighthouse run's LCP scatter about its route's mean, as a fraction of that
   * mean, pooled over builds and routes.
   */
  relativeSd: number;
  /** Whether relativeSd is of quick-run pairs (true) or of single Lighthouse runs (false). */
  paired: boolean;
  /** How many groups (routes with 2 or more pairs, or route and build pairs with 2 or more runs) it was pooled from. */
  groups: number;
  /**
   * How many of the routes would read above the LCP ratio target by chance alone if every page's LCP were
   * exactly its floor's, at each route's own number of runs (an expected count, not a measurement).
   */
  chanceMisses: number;
}

/** The pooled standard deviation of each group's values about the group's mean, and how many groups had 2 or more. */
function pooledSd(groups: number[][]): { sd: number; groups: number } | null {
  let squares = 0;
  let freedom = 0;
  let counted = 0;
  for (const values of groups) {
    if (values.length < 2) continue;
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    squares += values.reduce((sum, v) => sum + (v - mean) ** 2, 0);
    freedom += values.length - 1;
    counted++;
  }
  return freedom ? { sd: Math.sqrt(squares / freedom), groups: counted } : null;
}

/**
 * This run's own measure of how far one LCP run falls from another, and what it means for the ratio
 * target: a page no slower than its floor still reads over 1.05x on some routes when the ratio is of
 * few runs. Judged on quick runs, the spread is of the pairs' ratios and the ratio a median of them;
 * on Lighthouse runs alone, of single runs, and the ratio one of two independent medians. Null when no
 * route had 2 or more runs.
 */
export function lcpNoise(results: Row[]): LcpNoise | null {
  const limit = Math.log(TARGETS.floorLcpRatio);
  if (results.some((r) => quick(r))) {
    const noise = pairedNoise(results, (r) => quick(r) && pairLogs(quick(r)!), limit);
    return noise && { relativeSd: noise.sd, paired: true, groups: noise.groups, chanceMisses: noise.chanceMisses };
  }
  // Each run as a fraction of its route and build's mean.
  const relative = results.flatMap((r) =>
    Object.values(r.lcpRuns ?? {}).map((runs) => {
      const mean = runs.reduce((a, b) => a + b, 0) / runs.length;
      return runs.map((v) => v / mean);
    }),
  );
  const pooled = pooledSd(relative);
  if (!pooled) return null;
  // ln(shipped / floor) of two independent medians has SD sqrt(2) x medianSd(n) x relativeSd.
  const chance = (n: number) => 1 - normalCdf(limit / (Math.SQRT2 * medianSd(n) * pooled.sd));
  const runCount = (r: Row) => (r.lcpRuns ? Math.min(r.lcpRuns.prerendered.length, r.lcpRuns.floor.length) : r.runs);
  const chanceMisses = results.reduce((sum, r) => sum + chance(runCount(r)), 0);
  return { relativeSd: pooled.sd, paired: false, groups: pooled.groups, chanceMisses };
}

export interface TbtNoise {
  /** The scatter of shipped − floor (ms) from one pair of quick runs to the next about its route's mean, pooled over routes. */
  sd: number;
  /** How many routes (with 2 or more pairs) it was pooled from. */
  groups: number;
  /**
   * How many of the routes would read above the TBT difference target by chance alone if every page's TBT
   * were its floor's, at each route's own number of pairs (an expected count, treating the scatter as
   * normal, which TBT's is only roughly: read it as a guide).
   */
  chanceMisses: number;
}

/** As lcpNoise, for the TBT difference of the quick runs. Null without quick TBT runs on a route with 2 or more pairs. */
export function tbtNoise(results: Row[]): TbtNoise | null {
  return pairedNoise(results, (r) => quickTbt(r) && pairDifferences(quickTbt(r)!), TARGETS.floorTbtMs);
}

/**
 * The spread of a per-pair figure (ln of the LCP ratio, or the TBT difference) about each route's mean,
 * pooled over the routes that have pairs, and how many of those routes would read above `limit` by
 * chance alone if the figure's true value were 0, at each route's own number of pairs (the median of
 * n pairs, normal model). Null when no route has 2 or more pairs.
 */
function pairedNoise(
  results: Row[],
  pairsOf: (r: Row) => number[] | null,
  limit: number,
): { sd: number; groups: number; chanceMisses: number } | null {
  const routes = results.map(pairsOf).filter((pairs): pairs is number[] => pairs !== null);
  const pooled = pooledSd(routes);
  if (!pooled) return null;
  const chanceMisses = routes.reduce(
    (sum, pairs) => sum + 1 - normalCdf(limit / (medianSd(pairs.length) * pooled.sd)),
    0,
  );
  return { sd: pooled.sd, groups: pooled.groups, chanceMisses };
}

/** The sentence bench:web prints and writes under its table about tbtNoise(), or nothing without quick TBT runs. */
export function tbtNoiseLine(results: Row[]): string {
  const noise = tbtNoise(results);
  if (!noise) return "";
  return (
    `TBT run-to-run spread: ${Math.round(noise.sd)} ms (standard deviation of shipped − floor from one pair of quick ` +
    `runs to the next, pooled over ${noise.groups} routes). At that spread and these run counts, pages whose TBT ` +
    `equals their floor's would read above +${TARGETS.floorTbtMs} ms on about ${noise.chanceMisses.toFixed(1)} of ` +
    `${results.length} routes by chance alone.`
  );
}

/** The sentences bench:web prints and writes under its table: LCP's noise line, and TBT's where there is one. */
export function noiseLines(results: Row[]): string[] {
  return [noiseLine(results), tbtNoiseLine(results)].filter(Boolean);
}

/** The sentence bench:web prints and writes under its table about lcpNoise(). */
export function noiseLine(results: Row[]): string {
  const noise = lcpNoise(results);
  if (!noise) return "LCP run-to-run spread: not measured (no route had 2 or more runs of each build).";
  const what = noise.paired
    ? `standard deviation of ln(shipped ÷ floor) from one pair of quick runs to the next, pooled over ${noise.groups} routes`
    : `standard deviation of one run about its route's mean, pooled over ${noise.groups} route and build pairs`;
  return (
    `LCP run-to-run spread: ${(noise.relativeSd * 100).toFixed(1)} % (${what}). At that spread and these run counts, ` +
    `pages whose LCP equals their floor's would read above ${TARGETS.floorLcpRatio}× on about ` +
    `${noise.chanceMisses.toFixed(1)} of ${results.length} routes by chance alone.`
  );
}

export function misses(row: Row): string[] {
  const { route, prerendered: m, spa, firstLoadJs: js } = row;
  const out: string[] = [];
  if (m.score < TARGETS.score) out.push(`score ${m.score} < ${TARGETS.score}`);
  if (m.lcp > TARGETS.lcpMs) out.push(`LCP ${past(m.lcp / 1000, TARGETS.lcpMs / 1000, 2)} s > ${ms(TARGETS.lcpMs)}`);
  if (m.tbt > TARGETS.tbtMs) out.push(`TBT ${past(m.tbt, TARGETS.tbtMs, 0)} ms > ${TARGETS.tbtMs} ms`);
  if (m.cls > TARGETS.cls) out.push(`CLS ${m.cls.toFixed(4)} > ${TARGETS.cls}`);
  if (js > TARGETS.jsBytes) out.push(`first-load JS ${kib(js)} > ${kib(TARGETS.jsBytes)}`);
  if (route === SPA_TARGET_ROUTE && spa && m.lcp > TARGETS.spaLcpRatio * spa.lcp)
    out.push(`LCP ratio ${(m.lcp / spa.lcp).toFixed(2)} > ${TARGETS.spaLcpRatio}`);
  if (lcpRatio(row) > TARGETS.floorLcpRatio)
    out.push(`LCP over the floor ${past(lcpRatio(row), TARGETS.floorLcpRatio, 2)}× > ${TARGETS.floorLcpRatio}×`);
  if (tbtOver(row) > TARGETS.floorTbtMs)
    out.push(`TBT over the floor +${past(tbtOver(row), TARGETS.floorTbtMs, 0)} ms > +${TARGETS.floorTbtMs} ms`);
  out.push(...tapMisses(row.taps));
  return out;
}

/**
 * "quick LCP ×20 0.85 s (floor 0.84 s, 1.01× [0.98–1.04]; runs 0.80–0.93 s, floor 0.79–0.90 s)  quick TBT
 * 40 ms (floor 30 ms, +8 ms [−5 to +20 ms])", or nothing.
 */
function quickPart(row: Row): string {
  const q = quick(row);
  if (!q) return "";
  const t = quickTbt(row);
  return (
    `quick LCP ×${Math.min(q.prerendered.length, q.floor.length)} ${ms(median(q.prerendered))} ` +
    `(floor ${ms(median(q.floor))}, ${lcpRatio(row).toFixed(2)}× [${interval(row)}]; runs ${range(q.prerendered)}, ` +
    `floor ${range(q.floor)})  ` +
    (t
      ? `quick TBT ${Math.round(median(t.prerendered))} ms (floor ${Math.round(median(t.floor))} ms, ` +
        `${signed(tbtOver(row))} [${tbtInterval(row)}])  `
      : "")
  );
}

export function consoleLine(row: Row): string {
  const { route, runs, prerendered: p, floor: f, spa: s } = row;
  const miss = misses(row);
  return (
    `${route.padEnd(62)} ×${runs}  score ${p.score}${s ? ` (SPA ${s.score})` : ""}  FCP ${ms(p.fcp)}  LCP ${ms(p.lcp)} ` +
    `(floor ${ms(f.lcp)}, ${lighthouseLcpRatio(row).toFixed(2)}×${s ? `; SPA ${ms(s.lcp)}, ratio ${(p.lcp / s.lcp).toFixed(2)}` : ""})  ` +
    quickPart(row) +
    `TBT ${Math.round(p.tbt)} ms (floor ${Math.round(f.tbt)} ms, ${signed(lighthouseTbtOver(row))})  CLS ${p.cls.toFixed(3)}  ` +
    (row.lcpRuns && runs > 1
      ? `LCP runs ${range(row.lcpRuns.prerendered)} (floor ${range(row.lcpRuns.floor)})  `
      : "") +
    `first-load JS ${kib(row.firstLoadJs)}  JS ${kib(p.jsBytes)}  total ${kib(p.totalBytes)}\n` +
    `    LCP element: ${p.lcpElement.slice(0, 120)}` +
    tapLines(row.taps)
      .map((line) => `\n${line}`)
      .join("") +
    (miss.length ? `\n    MISSED: ${miss.join("; ")}` : "")
  );
}

/** What the table of taps measures, written above it. */
const TAPS_INTRO = [
  "Taps: interaction runs of the shipped page on the key routes and the routes named, in the quick runs' browser,",
  "screen and throttling, each control in a page load of its own: the menu button, the first FAQ question and a",
  "carousel control (a filter, else its pause button) are tapped (touch) the moment they are on screen after the",
  `first paint (scrolled to first where they are below it), and tapped again while no effect follows within ${EFFECT_WAIT_MS.menu / 1000} s`,
  `(${EFFECT_WAIT_MS.block / 1000} s for a carousel control), up to ${MAX_TAPS} taps. A tap is lost when its effect (the menu open, the answer`,
  "shown, the control's state changed) did not follow it. Times are the page's own: from the moment a tap reached",
  "the page to the end of the first frame that showed its effect. Taps needed and times are medians over the runs,",
  "beside their worst; never: no tap brought the effect in some run.",
];

/** bench/results.md; `quickBrowser` names the browser the quick runs were made in. */
export function report(results: Row[], complete: boolean, quickBrowser = NONE): string {
  const lines = [
    "# Web performance: prerendered site against its no-JS floor and a client-only SPA",
    "",
    `Written by \`npm run bench:web\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}, Lighthouse 12.8.2 in ${path.basename(browserPath())}, quick runs in ${quickBrowser}).`,
    complete ? "" : "A partial run (`--routes`): not every route is in the table.",
    "",
    "Lighthouse mobile profile (Moto G Power screen, 4× CPU slowdown), DevTools throttling (562.5 ms request latency,",
    "1.47 Mbit/s down), performance category only, Accept-Encoding: gzip. Three builds, all from one plain static",
    "host: the site as shipped (prerendered, hydrating), the floor (the same HTML with every script and module",
    "preload taken out, structured data kept: what the page costs when no script runs) and a client-only SPA",
    "(measured on Home, where its target is, unless run with `--spa-all`; — where it was not measured).",
    "Every figure is the median of the runs given; the builds alternate run by run. LCP runs and Floor LCP runs",
    "are the lowest and highest of those runs. Quick runs are page loads under the same screen, throttling and",
    "empty cache that measure only LCP (as the page reports it, once its network has been quiet for 0.5 s) and",
    "TBT (from the page's long animation frames, once a second has passed without one), about 4 s each against",
    "Lighthouse's 17, in Chromium's headless shell (the same engine without a browser window to draw, whose",
    "work would otherwise share the two cores with the page). The two builds alternate, and the figures the",
    "floor targets are judged on come from them pair by pair: LCP ÷ floor is the median of each pair's ratio",
    "and TBT − floor the median of each pair's difference, each with a 95 % interval beside it (from the pairs'",
    "order, no assumption about their spread). One run's LCP scatters by 5 to 15 per cent here under 4× CPU",
    "throttling, and its TBT by 50 to 150 ms on the longer pages, the floor's as much as the shipped page's (the",
    "layouts that follow the web fonts' arrival land before the first paint in one run and after it in the next):",
    "the median of 3 Lighthouse runs cannot tell 1.00× from 1.07×, nor +0 ms from +90. Lighthouse's own ratio",
    "and difference are beside them for comparison. JS and Total are bytes transferred (gzip) while Lighthouse",
    "watched, lazy chunks and page data included; First-load JS is what the page loads before it is interactive",
    "(every module its module script asks for once it has painted, gzip -9, read from the build), which is what the 120 KiB target is about.",
    "",
    `Targets: score ≥ ${TARGETS.score}, LCP ≤ ${ms(TARGETS.lcpMs)}, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}, first-load JS ≤ ${kib(TARGETS.jsBytes)}; ` +
      `LCP ≤ ${TARGETS.floorLcpRatio} × the floor's and TBT ≤ the floor's + ${TARGETS.floorTbtMs} ms; on Home, prerendered LCP ≤ ${TARGETS.spaLcpRatio} × the SPA's; ` +
      `taps (the second table): none lost, and the effect on screen within ${TAP_GOALS_MS.menu} ms of the first tap for the menu ` +
      `and an FAQ question, ${TAP_GOALS_MS.block / 1000} s for a block control.`,
    "",
    "| Route | Runs | Score | FCP | LCP | Floor LCP | Lighthouse LCP ÷ floor | LCP runs | Floor LCP runs | Quick runs | Quick LCP | Quick floor LCP | Quick LCP runs | Quick floor LCP runs | LCP ÷ floor | LCP 95 % interval | TBT | Floor TBT | Lighthouse TBT − floor | Quick TBT | Quick floor TBT | TBT − floor | TBT 95 % interval | CLS | First-load JS | JS | Total | SPA score | SPA FCP | SPA LCP | SPA JS | LCP ÷ SPA | Misses |",
    "| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |",
  ];
  for (const row of results) {
    const { route, runs, prerendered: p, floor: f, spa: s } = row;
    const miss = misses(row);
    const q = quick(row);
    const t = quickTbt(row);
    lines.push(
      `| ${route} | ${runs} | ${p.score} | ${ms(p.fcp)} | ${ms(p.lcp)} | ${ms(f.lcp)} | ${lighthouseLcpRatio(row).toFixed(2)} | ` +
        `${range(row.lcpRuns?.prerendered)} | ${range(row.lcpRuns?.floor)} | ` +
        (q
          ? `${Math.min(q.prerendered.length, q.floor.length)} | ${ms(median(q.prerendered))} | ${ms(median(q.floor))} | ` +
            `${range(q.prerendered)} | ${range(q.floor)} | `
          : `${NONE} | ${NONE} | ${NONE} | ${NONE} | ${NONE} | `) +
        `${lcpRatio(row).toFixed(2)} | ${interval(row)} | ` +
        `${Math.round(p.tbt)} ms | ${Math.round(f.tbt)} ms | ${signed(lighthouseTbtOver(row))} | ` +
        (t
          ? `${Math.round(median(t.prerendered))} ms | ${Math.round(median(t.floor))} ms | `
          : `${NONE} | ${NONE} | `) +
        `${signed(tbtOver(row))} | ${tbtInterval(row)} | ${p.cls.toFixed(3)} | ` +
        `${kib(row.firstLoadJs)} | ${kib(p.jsBytes)} | ${kib(p.totalBytes)} | ` +
        (s
          ? `${s.score} | ${ms(s.fcp)} | ${ms(s.lcp)} | ${kib(s.jsBytes)} | ${(p.lcp / s.lcp).toFixed(2)} | `
          : `${NONE} | ${NONE} | ${NONE} | ${NONE} | ${NONE} | `) +
        `${miss.length ? miss.join("; ") : "none"} |`,
    );
  }
  const taps = tapTable(results);
  if (taps.length) lines.push("", ...TAPS_INTRO, "", ...taps);
  // One line per target: how many routes miss it, so a miss on every route does not hide the rest.
  const summary = new Map<string, number>();
  for (const target of results.flatMap(misses).map((m) => m.split(/ (?:[\d<>−+]|never)/)[0]!))
    summary.set(target, (summary.get(target) ?? 0) + 1);
  lines.push("", `Routes: ${results.length}.`);
  if (!summary.size) lines.push("Every target met on every route.");
  for (const [target, n] of summary) lines.push(`- ${target}: missed on ${n} of ${results.length} routes.`);
  for (const line of noiseLines(results)) lines.push("", line);
  lines.push("");
  return lines.join("\n");
}
