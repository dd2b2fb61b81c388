import { describe, expect, it } from "vitest";
import { npmRun } from "../npm-run.ts";

// The benchmark as its user runs it, on a small site and few runs, so that it keeps working.
describe("npm run bench:editor", () => {
  it("generates a valid site, times the check of one changed page and the whole-site check, and prints both", async () => {
    const run = await npmRun(["-s", "bench:editor", "--", "--pages", "20", "--runs", "3", "--whole-runs", "1"]);
    expect(run.out).toMatch(/^Site: \d+ pages \(20 generated\), prepared once in \d+ ms\.$/m);
    expect(run.out).toMatch(
      /^Check of the changed page against the prepared site \(3 runs\): median [\d.]+ ms, p95 [\d.]+ ms$/m,
    );
    expect(run.out).toMatch(/^Whole-site check of the same change \(1 runs\): median [\d.]+ ms, p95 [\d.]+ ms$/m);
    expect(run.code).toBe(0);
  }, 120_000);

  it("refuses a count that is not a whole number, in words", async () => {
    const run = await npmRun(["-s", "bench:editor", "--", "--pages", "many"]);
    expect(run.code).toBe(2);
    expect(run.out).toContain("--pages, --runs and --whole-runs take whole numbers above 0.");
  }, 60_000);
});
