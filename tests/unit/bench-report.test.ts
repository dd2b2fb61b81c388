import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import type { Sample } from "../../bench/lighthouse.ts";
import { consoleLine, lcpNoise, misses, noiseLine, pairedRatio, report, type Row } from "../../bench/report.ts";
import { ROOT } from "../../src/content/paths.ts";

// bench:web's verdicts and bench/results.md, from made-up medians (no browser involved).
const sample = (over: Partial<Sample>): Sample => ({
  score: 100,
  fcp: 900,
  lcp: 1000,
  tbt: 20,
  cls: 0,
  jsBytes: 100 * 1024,
  totalBytes: 200 * 1024,
  lcpElement: "<h1>",
  ...over,
});
const row = (over: Partial<Row>): Row => ({
  route: "/about",
  runs: 3,
  firstLoadJs: 100 * 1024,
  prerendered: sample({}),
  floor: sample({}),
  spa: null,
  ...over,
});

describe("bench:web's report", () => {
  it("names LCP over 1.05x the floor's and TBT over the floor's + 50 ms, and nothing when both hold", () => {
    expect(misses(row({ prerendered: sample({ lcp: 1050, tbt: 70 }) }))).toEqual([]);
    expect(misses(row({ prerendered: sample({ lcp: 1060, tbt: 71 }) }))).toEqual([
      "LCP over the floor 1.06× > 1.05×",
      "TBT over the floor +51 ms > +50 ms",
    ]);
  });

  it("judges the SPA ratio on Home when the SPA was measured, and shows a dash where it was not", () => {
    const home = row({ route: "/", spa: sample({ lcp: 1900, score: 89 }) });
    expect(misses(home)).toEqual(["LCP ratio 0.53 > 0.5"]);
    expect(misses(row({ route: "/", spa: sample({ lcp: 3000 }) }))).toEqual([]);
    const about = row({});
    expect(consoleLine(about)).not.toContain("SPA");
    const md = report([home, about], false);
    expect(md).toContain("| / | 3 | 100 | 0.90 s | 1.00 s | 1.00 s | 1.00 |");
    expect(md).toMatch(/\| \/about \| 3 \|.*\| — \| — \| — \| — \| — \| none \|$/m);
    expect(md).toContain("- LCP ratio: missed on 1 of 2 routes.");
    expect(md).toContain("A partial run");
  });

  it("shows the lowest and highest LCP run of each build beside the judged medians", () => {
    const measured = row({
      runs: 3,
      prerendered: sample({ lcp: 1300 }),
      floor: sample({ lcp: 1200 }),
      lcpRuns: { prerendered: [1300, 1410, 1280], floor: [1200, 1160, 1290] },
    });
    expect(misses(measured)).toContain("LCP over the floor 1.08× > 1.05×");
    expect(report([measured], false)).toContain("| 1.08 | 1.28–1.41 s | 1.16–1.29 s |");
    expect(consoleLine(measured)).toContain("LCP runs 1.28–1.41 s (floor 1.16–1.29 s)");
    // One run has no spread to show; a row made without the runs shows a dash.
    expect(consoleLine(row({ runs: 1, lcpRuns: { prerendered: [1000], floor: [1000] } }))).not.toContain("LCP runs");
    expect(report([row({})], false)).toContain("| 1.00 | — | — |");
  });
});

describe("bench:web's quick LCP runs", () => {
  // Lighthouse's three runs read 1.08x; fifteen quick runs of each build read 1.01x.
  const quickRuns = (centre: number) => Array.from({ length: 15 }, (_, i) => centre + (i - 7) * 10);
  const measured = row({
    prerendered: sample({ lcp: 1080 }),
    floor: sample({ lcp: 1000 }),
    lcpRuns: { prerendered: [1080, 1100, 1060], floor: [1000, 990, 1010] },
    quickLcp: { prerendered: quickRuns(1010), floor: quickRuns(1000) },
  });

  it("judge the LCP ratio on them when a route has them, with Lighthouse's ratio beside it", () => {
    expect(misses(measured)).toEqual([]);
    expect(misses(row({ ...measured, quickLcp: { prerendered: quickRuns(1060), floor: quickRuns(1000) } }))).toEqual([
      "LCP over the floor 1.06× > 1.05×",
    ]);
    const md = report([measured], false, "chromium-headless-shell");
    expect(md).toContain("Lighthouse 12.8.2 in ");
    expect(md).toContain(", quick runs in chromium-headless-shell).");
    // Lighthouse's ratio, its runs, then 15 quick runs: medians, ranges, the judged ratio and its interval.
    expect(md).toContain(
      "| 1.08 | 1.06–1.10 s | 0.99–1.01 s | 15 | 1.01 s | 1.00 s | 0.94–1.08 s | 0.93–1.07 s | 1.01 | 1.01–1.01 |",
    );
    expect(consoleLine(measured)).toContain(
      "quick LCP ×15 1.01 s (floor 1.00 s, 1.01× [1.01–1.01]; runs 0.94–1.08 s, floor 0.93–1.07 s)",
    );
  });

  // Fifteen pairs whose ratios are e^-0.1, e^-0.05, 1, e^0.05 and e^0.1, three times each, measured while
  // the machine slowed from 0.90 to 1.30 s and back: both builds' runs carry the slowdown, their ratio does not.
  const logs = [-0.1, -0.05, 0, 0.05, 0.1];
  const floorRuns = [900, 1300, 950, 1250, 1000, 1200, 1050, 1150, 1100, 1100, 1150, 1050, 1200, 1000, 1250];
  const drifting = row({
    quickLcp: {
      prerendered: floorRuns.map((f, i) => f * Math.exp(logs[i % 5]!)),
      floor: floorRuns,
    },
  });

  it("pair the two builds' runs, so that what the machine did to both leaves the ratio", () => {
    const paired = pairedRatio(drifting.quickLcp!);
    expect(paired.pairs).toBe(15);
    expect(paired.ratio).toBeCloseTo(1, 10);
    // Fifteen pairs: the 95 % interval for their median runs from the 4th to the 12th of them in order
    // (P(Binomial(15, 1/2) <= 3) = 576 / 32768 = 1.8 %, <= 4 is 5.9 %): e^-0.05 to e^0.05.
    expect(paired.interval![0]).toBeCloseTo(Math.exp(-0.05), 10);
    expect(paired.interval![1]).toBeCloseTo(Math.exp(0.05), 10);
    expect(misses(drifting)).toEqual([]);
    expect(report([drifting], false)).toContain("| 1.00 | 0.95–1.05 |");
    // Under six pairs no such interval exists: a dash.
    expect(pairedRatio({ prerendered: [1000, 1010], floor: [1000, 1000] }).interval).toBeNull();
  });

  it("are what the noise line measures: the spread of the pairs' ratios, at each route's number of pairs", () => {
    const noise = lcpNoise([drifting])!;
    // SD of the logs: sqrt(3 x (0.01 + 0.0025 + 0 + 0.0025 + 0.01) / 14) = 0.0732.
    expect(noise.paired).toBe(true);
    expect(noise.relativeSd).toBeCloseTo(Math.sqrt(0.075 / 14), 6);
    expect(noise.groups).toBe(1);
    // The median of 15 such logs has SD sqrt(pi / 30) x 0.0732 = 0.0237; ln 1.05 is 2.06 of that: 2.0 %.
    expect(noise.chanceMisses).toBeCloseTo(0.0197, 3);
    expect(noiseLine([drifting])).toContain(
      "LCP run-to-run spread: 7.3 % (standard deviation of ln(shipped ÷ floor) from one pair of quick runs to the next, pooled over 1 routes).",
    );
  });

  it("leave the Lighthouse ratio judged, and dashes in their columns, where a route has none", () => {
    const without = row({ prerendered: sample({ lcp: 1080 }), floor: sample({ lcp: 1000 }) });
    expect(misses(without)).toEqual(["LCP over the floor 1.08× > 1.05×"]);
    expect(report([without], false)).toContain("| 1.08 | — | — | — | — | — | — | — | 1.08 | — |");
    expect(consoleLine(without)).not.toContain("quick LCP");
  });
});

describe("bench:web's measure of its own LCP noise", () => {
  const spread = (runs: number[]) => row({ runs: runs.length, lcpRuns: { prerendered: runs, floor: runs } });

  it("pools each route's run-to-run spread and says how many routes would miss 1.05x by chance", () => {
    // Runs 950, 1000, 1050: 5 % about their mean. Two independent medians of 3 at that spread differ
    // by more than ln(1.05) about 15 % of the time (normal model: 1 - Phi(0.0488 / (sqrt 2 x 0.67 x 0.05))).
    const rows = [spread([950, 1000, 1050]), spread([1900, 2000, 2100])];
    const noise = lcpNoise(rows)!;
    expect(noise.relativeSd).toBeCloseTo(0.05, 6);
    expect(noise.groups).toBe(4);
    expect(noise.chanceMisses).toBeCloseTo(2 * 0.1515, 3);
    const md = report(rows, false);
    expect(md).toContain(
      "LCP run-to-run spread: 5.0 % (standard deviation of one run about its route's mean, pooled over 4",
    );
    expect(md).toContain("above 1.05× on about 0.3 of 2 routes by chance alone.");
  });

  it("gives fewer chance misses to routes with more runs, and none where runs agree", () => {
    const three = lcpNoise([spread([950, 1000, 1050])])!.chanceMisses;
    const nine = lcpNoise([spread([950, 1000, 1050, 950, 1000, 1050, 950, 1000, 1050])])!.chanceMisses;
    expect(nine).toBeLessThan(three / 3);
    expect(lcpNoise([spread([1000, 1000, 1000])])!.chanceMisses).toBe(0);
  });

  it("says the spread was not measured when every route had one run", () => {
    expect(lcpNoise([spread([1000])])).toBeNull();
    expect(noiseLine([spread([1000])])).toBe(
      "LCP run-to-run spread: not measured (no route had 2 or more runs of each build).",
    );
  });
});

describe("bench:web's command line", { timeout: 60_000 }, () => {
  // As its user types it; each of these is refused before anything is built or measured. Each run
  // starts npm, tsx and Lighthouse's modules: about 3 s alone, past 10 s beside the other test files.
  const run = (...args: string[]) =>
    spawnSync("npm", ["run", "-s", "bench:web", "--", ...args], { cwd: ROOT, encoding: "utf8" });

  it("refuses a route given without --routes, or a mistyped option, in words and without a stack trace", () => {
    for (const [args, named] of [
      [["/about"], "Unexpected argument '/about'"],
      [["--route", "/about"], "Unknown option '--route'"],
    ] as const) {
      const result = run(...args);
      expect(result.status, args.join(" ")).toBe(2);
      expect(result.stderr).toContain(`bench:web: ${named}.`);
      expect(result.stderr).toContain("--routes /,/about");
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it("refuses a run count that is not a whole number of 1 or more", () => {
    const result = run("--other-runs", "0", "--no-build");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--other-runs takes a whole number of runs, 1 or more (got "0")');
  });

  it("refuses a route that is not a page of the site, naming the nearest one, before building", () => {
    // Without --no-build: the refusal comes before the build, so this returns in seconds.
    const result = run("--routes", "/about,/services/marketing/reputation-management,/no-such-page");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(
      "/services/marketing/reputation-management is not a page of the site: " +
        "did you mean /services/digital-marketing/reputation-management?",
    );
    expect(result.stderr).toContain("/no-such-page is not a page of the site.");
    expect(result.stderr).not.toContain("/about is not");
    expect(result.stderr).toContain("pages/about.json is /about");
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).not.toContain("vite");
  });
});
