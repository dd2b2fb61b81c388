/** `npm run bench:releases`, run as a person runs it on the real build, shortened by its settings. */
import { describe, expect, it } from "vitest";
import { npmRun } from "../npm-run.ts";

describe("npm run bench:releases", () => {
  it("measures reading the current release and whole requests both ways, and prints their medians", async () => {
    const { code, out } = await npmRun(["bench:releases"], { BENCH_DURATION_S: "1", BENCH_ROUNDS: "1" });
    expect(code, out).toBe(0);
    expect(out).toMatch(/builds\.current\(\) on a releases folder: \d+ ns a call/);
    expect(out).toContain("GET /about, 10 connections, 1 s a run, median of 1 runs each");
  }, 120_000);
});
