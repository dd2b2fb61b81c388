/**
 * `npm run bench:web`, run as a person runs it, shortened by its own options: it builds the three
 * builds into .bench/, serves them, measures one route twice with Lighthouse in Chromium, twice with
 * quick runs (LCP and TBT; two of each, so that it has a run-to-run spread to report) and once with
 * interaction runs (its menu and a carousel control tapped; it has no FAQ), and writes its tables, then
 * continues that measurement with --resume for a third quick run and a second interaction run (no
 * Lighthouse run then, not even a warm-up: that is what makes a resume quick), the quick runs asked for
 * by the option's earlier name. The figures are not judged here (a test is no benchmark); that the
 * command works is.
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
  // Two Lighthouse runs a build on /about, the results table in a folder of its own.
  const bench = (...more: string[]) =>
    npmRun(["bench:web", "--", "--routes", "/about", "--runs", "2", "--out", out, ...more]);
  const run = await bench("--quick-runs", "2", "--interaction-runs", "1");
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
  // The interaction runs: a line per control under the route's, and a row each in the table of taps.
  expect(run.out).toMatch(tapLine("menu", "Open menu", 1));
  expect(run.out).toContain("    taps  FAQ: none on this page");
  expect(run.out).toMatch(tapLine("block control", "Pause Our Clients slideshow", 1));
  expect(table).toMatch(/^\| \/about \| menu \| Open menu \| 1 \| \d+ of \d+ \| .* \| (met|missed) \|$/m);
  expect(table).toContain("| /about | FAQ | none on this page |");
  expect(Number(cell("Score"))).toBeGreaterThan(0);

  // Continued with one more quick run a build: the runs above are kept, only these are measured.
  const more = await bench("--lcp-runs", "3", "--interaction-runs", "2", "--resume");
  expect(more.code, more.out).toBe(0);
  expect(more.out).toContain(
    "resuming: 4 of the 4 Lighthouse runs, 4 of the 6 quick runs and 4 of the 6 interaction runs asked for are " +
      "already measured",
  );
  expect(more.out).not.toContain("building the prerendered site");
  expect(more.out).toMatch(/^\/about +×2 .* quick LCP ×3 /m);
  // A second run of the menu and the carousel control; the page has no FAQ, which the first run found.
  expect(more.out).toMatch(tapLine("menu", "Open menu", 2));
  expect(more.out).toContain("    taps  FAQ: none on this page");
  // The same Lighthouse runs as before; the quick columns now count three pairs.
  const resumedCell = cellsOf(fs.readFileSync(out, "utf8"), "/about");
  expect(resumedCell("Runs")).toBe("2");
  expect(resumedCell("LCP")).toBe(cell("LCP"));
  expect(resumedCell("Floor LCP")).toBe(cell("Floor LCP"));
  expect(resumedCell("Quick runs")).toBe("3");
  fs.rmSync(dir, { recursive: true });
});

/** A control's console line: 'taps ×1  menu "Open menu": lost 2 of 3, needed 3 (worst 3), first tap → ...'. */
function tapLine(control: string, name: string, runs: number): RegExp {
  const count = String.raw`(\d+|never)`;
  const wait = String.raw`(\d+ ms|never)`;
  const time = String.raw`\d+\.\d\d s`;
  return new RegExp(
    String.raw`^ {4}taps ×${runs} {2}${control} "${name}": lost \d+ of \d+, needed ${count} \(worst ${count}\), ` +
      String.raw`first tap → effect ${wait} \(worst ${wait}\), last tap → effect ${wait} \(worst ${wait}\); ` +
      String.raw`on screen at ${time} \(first paint ${time}\), effect at (${time}|never)$`,
    "m",
  );
}

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
