import { describe, expect, it } from "vitest";
import { npmRun } from "../npm-run.ts";

// The benchmark as its user runs it, on a small site and few runs, so that it keeps working.
describe("npm run bench:editor", () => {
  it("generates a valid site, times the check of one changed page and the whole-site check, and prints both", async () => {
    const small = ["--pages", "20", "--runs", "3", "--whole-runs", "1", "--stall"];
    const run = await npmRun(["-s", "bench:editor", "--", ...small]);
    expect(run.out).toMatch(/^Site: \d+ pages \(20 generated\), prepared once in \d+ ms\.$/m);
    expect(run.out).toMatch(
      /^Check of the changed page against the prepared site \(3 runs\): median [\d.]+ ms, p95 [\d.]+ ms$/m,
    );
    expect(run.out).toMatch(/^Whole-site check of the same change \(1 runs\): median [\d.]+ ms, p95 [\d.]+ ms$/m);
    // With --stall: each request here and in the worker thread, with how long it held the event loop.
    for (const where of ["in the thread that asks", "in a worker thread"])
      for (const [request, status] of [
        ["check of the changed page", 200],
        ["content check with 20,000 unknown fields", 400],
        ["check of a page with 15,000 questions", 200],
      ])
        expect(run.out).toMatch(
          new RegExp(`^Stall ${where}, ${request}: ${status} in \\d+ ms, the event loop held up to \\d+ ms$`, "m"),
        );
    expect(run.code).toBe(0);
  }, 120_000);

  it("refuses a count that is not a whole number, in words", async () => {
    const run = await npmRun(["-s", "bench:editor", "--", "--pages", "many"]);
    expect(run.code).toBe(2);
    expect(run.out).toContain("--pages, --runs and --whole-runs take whole numbers above 0.");
  }, 60_000);
});
