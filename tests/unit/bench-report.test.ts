import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import type { Sample } from "../../bench/lighthouse.ts";
import { consoleLine, lcpNoise, misses, noiseLine, report, type Row } from "../../bench/report.ts";
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

  it("judge the LCP ratio on their medians when a route has them, with Lighthouse's ratio beside it", () => {
    expect(misses(measured)).toEqual([]);
    expect(misses(row({ ...measured, quickLcp: { prerendered: quickRuns(1060), floor: quickRuns(1000) } }))).toEqual([
      "LCP over the floor 1.06× > 1.05×",
    ]);
    const md = report([measured], false);
    // Lighthouse's ratio, its runs, then 15 quick runs: medians, ranges and the judged ratio.
    expect(md).toContain(
      "| 1.08 | 1.06–1.10 s | 0.99–1.01 s | 15 | 1.01 s | 1.00 s | 0.94–1.08 s | 0.93–1.07 s | 1.01 |",
    );
    expect(consoleLine(measured)).toContain(
      "quick LCP ×15 1.01 s (floor 1.00 s, 1.01×; runs 0.94–1.08 s, floor 0.93–1.07 s)",
    );
  });

  it("are what the noise line measures, at their own count", () => {
    const noise = lcpNoise([measured])!;
    // Runs 10 ms apart from -70 to +70 about 1000: SD sqrt(sum(k^2 x 100) / 14) = 44.7 ms.
    expect(noise.relativeSd).toBeCloseTo(Math.sqrt(((2 * 140) / 14) * 100) / 1005, 2);
    expect(noise.groups).toBe(2);
    // Fifteen runs a build: far fewer chance misses than the same spread at three runs.
    const three = lcpNoise([row({ runs: 3, lcpRuns: { prerendered: [955, 1000, 1045], floor: [955, 1000, 1045] } })]);
    expect(noise.chanceMisses).toBeLessThan(three!.chanceMisses / 5);
  });

  it("leave the Lighthouse ratio judged, and dashes in their columns, where a route has none", () => {
    const without = row({ prerendered: sample({ lcp: 1080 }), floor: sample({ lcp: 1000 }) });
    expect(misses(without)).toEqual(["LCP over the floor 1.08× > 1.05×"]);
    expect(report([without], false)).toContain("| 1.08 | — | — | — | — | — | — | — | 1.08 |");
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

describe("bench:web's command line", () => {
  // As its user types it; each of these is refused before anything is built or measured.
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
