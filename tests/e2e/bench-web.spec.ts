/**
 * `npm run bench:web`, run as a person runs it, shortened by its own options: it builds the three
 * builds into .bench/, serves them, measures one route twice with Lighthouse in Chromium and twice
 * with quick runs (LCP and TBT; two of each, so that it has a run-to-run spread to report) and writes
 * its table, then continues that measurement with --resume for a third quick run (no Lighthouse run
 * then, not even a warm-up: that is what makes a resume quick), asked for by the option's earlier name. The figures are not judged here (a test is no
 * benchmark); that the command works is.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { npmRun } from "../npm-run.ts";

test("npm run bench:web builds, measures a route against its no-JS floor and writes the table", async () => {
  test.setTimeout(12 * 60_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-web-"));
  const out = path.join(dir, "results.md");
  const run = await npmRun(["bench:web", "--", "--routes", "/about", "--runs", "2", "--quick-runs", "2", "--out", out]);
  expect(run.code, run.out).toBe(0);
  expect(run.out).toContain("writing the no-JS floor into .bench/floor");
  expect(run.out).toMatch(/\b[01] of 1 routes miss a target; written to /);
  const noise = /LCP run-to-run spread: \d+\.\d % \(.*\)\. .* on about \d+\.\d of 1 routes by chance alone\./;
  expect(run.out).toMatch(noise);
  const tbtNoise = /TBT run-to-run spread: \d+ ms \(.*\)\. .* on about \d+\.\d of 1 routes by chance alone\./;
  expect(run.out).toMatch(tbtNoise);

  const table = fs.readFileSync(out, "utf8");
  expect(table).toMatch(noise);
  expect(table).toMatch(tbtNoise);
  const cell = cellsOf(table, "/about");
  expect(cell("Runs")).toBe("2");
  expect(cell("LCP runs")).toMatch(/^\d+\.\d\d–\d+\.\d\d s$/);
  // Measured, not left empty: seconds for the shipped page and its floor, and their ratio.
  expect(cell("LCP")).toMatch(/^\d+\.\d\d s$/);
  expect(cell("Floor LCP")).toMatch(/^\d+\.\d\d s$/);
  expect(cell("Lighthouse LCP ÷ floor")).toMatch(/^\d+\.\d\d$/);
  // The ratio judged, from the quick runs' medians.
  expect(cell("Quick runs")).toBe("2");
  expect(cell("Quick LCP")).toMatch(/^\d+\.\d\d s$/);
  expect(cell("Quick floor LCP")).toMatch(/^\d+\.\d\d s$/);
  expect(cell("Quick LCP runs")).toMatch(/^\d+\.\d\d–\d+\.\d\d s$/);
  expect(cell("LCP ÷ floor")).toMatch(/^\d+\.\d\d$/);
  // Two pairs are too few for a 95 % interval of their median: a dash, not a made-up range.
  expect(cell("LCP 95 % interval")).toBe("—");
  expect(run.out).toMatch(/^\/about +×2 .* quick LCP ×2 \d+\.\d\d s \(floor \d+\.\d\d s, \d+\.\d\d× \[—\]; runs /m);
  // The TBT difference judged, from the same quick runs: their medians and the pairs' median difference.
  expect(cell("Quick TBT")).toMatch(/^\d+ ms$/);
  expect(cell("Quick floor TBT")).toMatch(/^\d+ ms$/);
  expect(cell("TBT 95 % interval")).toBe("—");
  expect(run.out).toMatch(/ quick TBT \d+ ms \(floor \d+ ms, [+−]\d+ ms \[—\]\) /);
  // The quick runs are made in the headless shell where there is one (.ci/run installs Debian's).
  expect(table).toMatch(/, quick runs in (chromium-headless-shell|Playwright's headless shell|chromium)\)\./);
  expect(cell("TBT − floor")).toMatch(/^[+−]\d+ ms$/);
  expect(cell("Lighthouse TBT − floor")).toMatch(/^[+−]\d+ ms$/);
  expect(Number(cell("Score"))).toBeGreaterThan(0);

  // Continued with one more quick run a build: the runs above are kept, only these are measured.
  const more = await npmRun([
    "bench:web",
    "--",
    "--routes",
    "/about",
    "--runs",
    "2",
    "--lcp-runs",
    "3",
    "--resume",
    "--out",
    out,
  ]);
  expect(more.code, more.out).toBe(0);
  expect(more.out).toContain(
    "resuming: 4 of the 4 Lighthouse runs and 4 of the 6 quick runs asked for are already measured",
  );
  expect(more.out).not.toContain("building the prerendered site");
  expect(more.out).toMatch(/^\/about +×2 .* quick LCP ×3 /m);
  // The same Lighthouse runs as before; the quick columns now count three pairs.
  const resumedCell = cellsOf(fs.readFileSync(out, "utf8"), "/about");
  expect(resumedCell("Runs")).toBe("2");
  expect(resumedCell("LCP")).toBe(cell("LCP"));
  expect(resumedCell("Floor LCP")).toBe(cell("Floor LCP"));
  expect(resumedCell("Quick runs")).toBe("3");
  fs.rmSync(dir, { recursive: true });
});

/** A route's row of the results table, as a lookup by column name. */
function cellsOf(table: string, route: string): (column: string) => string {
  const row = (start: string) => {
    const line = table.split("\n").find((l) => l.startsWith(start));
    expect(line, table).toBeDefined();
    return line!.split("|").map((c) => c.trim());
  };
  const header = row("| Route |");
  const cells = row(`| ${route} |`);
  return (column) => cells[header.indexOf(column)]!;
}
