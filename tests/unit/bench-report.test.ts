import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { blockingTime } from "../../bench/quick-runs.ts";
import {
  consoleLine,
  lcpNoise,
  misses,
  noiseLine,
  pairedDifference,
  pairedRatio,
  report,
  tbtNoise,
  tbtNoiseLine,
  tbtOver,
} from "../../bench/report.ts";
import { ROOT } from "../../engine/paths.ts";
import { row, sample } from "./bench-rows.ts";

// bench:web's verdicts and bench/results.md, from made-up medians (no browser involved).

describe("bench:web's report", () => {
  it("names LCP over 1.05x the floor's and TBT over the floor's + 50 ms, and nothing when both hold", () => {
    expect(misses(row({ prerendered: sample({ lcp: 1050, tbt: 70 }) }))).toEqual([]);
    expect(misses(row({ prerendered: sample({ lcp: 1060, tbt: 71 }) }))).toEqual([
      "LCP over the floor 1.06× > 1.05×",
      "TBT over the floor +51 ms > +50 ms",
    ]);
  });

  it("shows a miss that rounds to its target with the decimals that make it a miss", () => {
    expect(misses(row({ prerendered: sample({ lcp: 1052, tbt: 70.4 }) }))).toEqual([
      "LCP over the floor 1.052× > 1.05×",
      "TBT over the floor +50.4 ms > +50 ms",
    ]);
    const floor = sample({ lcp: 1200, tbt: 100 });
    expect(misses(row({ prerendered: sample({ lcp: 1203, tbt: 100.2 }), floor }))).toEqual([
      "LCP 1.203 s > 1.20 s",
      "TBT 100.2 ms > 100 ms",
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
    expect(report([without], false)).toContain(
      "| 1.08 | — | — | — | — | — | — | — | 1.08 | — | 20 ms | 20 ms | +0 ms | — | — | +0 ms | — |",
    );
    expect(consoleLine(without)).not.toContain("quick LCP");
  });
});

describe("bench:web's quick TBT runs", () => {
  // Lighthouse's three runs read +90 ms over the floor; fifteen pairs of quick runs read +20 ms.
  const fifteen = (f: (i: number) => number) => Array.from({ length: 15 }, (_, i) => f(i));
  const floorTbt = fifteen((i) => 60 + (i % 5) * 30); // 60 to 180 ms, the floor's layouts landing either side of FCP
  const offsets = [-20, 0, 20, 40, 60]; // pair differences, three times each
  const measured = row({
    prerendered: sample({ tbt: 200 }),
    floor: sample({ tbt: 110 }),
    quickLcp: { prerendered: fifteen(() => 1000), floor: fifteen(() => 1000) },
    quickTbt: { prerendered: floorTbt.map((f, i) => f + offsets[(i + 2) % 5]!), floor: floorTbt },
  });

  it("judge the TBT difference on them, pair by pair, with Lighthouse's difference beside it", () => {
    const paired = pairedDifference(measured.quickTbt!);
    expect(paired.pairs).toBe(15);
    expect(paired.difference).toBe(20);
    // The 4th to the 12th of the fifteen differences in order, as for the LCP ratio.
    expect(paired.interval).toEqual([0, 40]);
    expect(tbtOver(measured)).toBe(20);
    expect(misses(measured)).toEqual(["TBT 200 ms > 100 ms"]);
    const md = report([measured], false);
    // Lighthouse's medians and difference, then the quick medians, the judged difference and its interval.
    expect(md).toContain("| 200 ms | 110 ms | +90 ms | 130 ms | 120 ms | +20 ms | +0 to +40 ms | 0.000 |");
    expect(md).toContain(
      "| TBT | Floor TBT | Lighthouse TBT − floor | Quick TBT | Quick floor TBT | TBT − floor | TBT 95 % interval |",
    );
    expect(consoleLine(measured)).toContain("TBT 200 ms (floor 110 ms, +90 ms)");
    expect(consoleLine(measured)).toContain("quick TBT 130 ms (floor 120 ms, +20 ms [+0 to +40 ms])");
    const over = row({ ...measured, quickTbt: { prerendered: floorTbt.map((f) => f + 51), floor: floorTbt } });
    expect(misses(over)).toContain("TBT over the floor +51 ms > +50 ms");
    // Under six pairs no interval: a dash.
    expect(pairedDifference({ prerendered: [100, 90], floor: [50, 60] }).interval).toBeNull();
  });

  it("measure their own spread and how many routes would read over +50 ms by chance", () => {
    const noise = tbtNoise([measured])!;
    // The differences' SD: sqrt(3 x (40² + 20² + 0 + 20² + 40²) / 14) = 30.2 ms.
    expect(noise.sd).toBeCloseTo(Math.sqrt((3 * 4000) / 14), 6);
    expect(noise.groups).toBe(1);
    // The median of 15 has SD sqrt(pi / 30) x 30.2 = 9.8 ms; 50 ms is 5.1 of that: next to no chance.
    expect(noise.chanceMisses).toBeLessThan(0.001);
    expect(tbtNoiseLine([measured])).toMatch(
      /^TBT run-to-run spread: 29 ms \(standard deviation of shipped − floor from one pair of quick runs to the next, pooled over 1 routes\)\. .* above \+50 ms on about 0\.0 of 1 routes by chance alone\.$/,
    );
    expect(report([measured], false)).toContain(tbtNoiseLine([measured]));
    // Without quick TBT runs there is no such line.
    expect(tbtNoiseLine([row({})])).toBe("");
    expect(report([row({})], false)).not.toContain("TBT run-to-run spread");
  });

  it("count a long frame's blocking time only where it falls after the first contentful paint", () => {
    const fcp = 1000;
    // Before FCP: nothing. After: all of it. Across FCP: at most the part after FCP.
    expect(blockingTime([[400, 300, 250]], fcp)).toBe(0);
    expect(blockingTime([[1200, 120, 70]], fcp)).toBe(70);
    expect(blockingTime([[900, 200, 150]], fcp)).toBe(100);
    expect(blockingTime([[980, 100, 50]], fcp)).toBe(50);
    expect(
      blockingTime(
        [
          [400, 300, 250],
          [1200, 120, 70],
          [900, 200, 150],
        ],
        fcp,
      ),
    ).toBe(170);
    expect(blockingTime([], fcp)).toBe(0);
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

describe("bench:web's command line", { timeout: 120_000 }, () => {
  // As its user types it; each of these is refused before anything is built or measured. Each run
  // starts npm, tsx and Lighthouse's modules: about 3 s alone, past 10 s beside the other test files,
  // and two runs took past 60 s at a load average of 6.
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
      expect(result.stderr).toContain("--interaction-runs N (5), --no-interactions,");
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it("refuses a run count that is not a whole number of 1 or more", () => {
    const result = run("--other-runs", "0", "--no-build");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--other-runs takes a whole number of runs, 1 or more (got "0")');
    // --no-interactions is how to have none.
    const taps = run("--interaction-runs", "none", "--no-build");
    expect(taps.status).toBe(2);
    expect(taps.stderr).toContain('--interaction-runs takes a whole number of runs, 1 or more (got "none")');
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

  it("takes the Bangla pages by their addresses, and refuses a mistyped one naming the nearest", () => {
    const result = run("--routes", "/bn/about,/bn/servics");
    expect(result.status).toBe(2);
    expect(result.stderr).not.toContain("/bn/about is not");
    expect(result.stderr).toContain("/bn/servics is not a page of the site: did you mean /bn/services?");
  });
});
