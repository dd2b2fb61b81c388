import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import type { Sample } from "../../bench/lighthouse.ts";
import { consoleLine, misses, report, type Row } from "../../bench/report.ts";
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
});
