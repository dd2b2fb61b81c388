/** `npm run bench:api` and `npm run test:crash`, run as a person runs them, shortened by their settings. */
import { describe, expect, it } from "vitest";
import { npmRun } from "../npm-run.ts";

describe("load commands", () => {
  it("npm run bench:api, with its default rate and connections, runs past 1,000 requests a connection with every answer a 201 and every 201 stored", async () => {
    // 11 s at the default 1,000 a second over the default 10 connections: 1,100 requests on each,
    // past the server's default MAX_REQUESTS_PER_SOCKET (1,000), where Node would answer 503.
    const { code, out } = await npmRun(["bench:api"], { BENCH_DURATION_S: "11" });
    expect(code, out).toBe(0);
    expect(out).toContain("at 1000 requests/s for 11 s over 10 connections");
    expect(out).toMatch(/latency p99\s+\d+ ms/);
    expect(out).toMatch(/201 answers\s+11000\n/);
    expect(out).toMatch(/non-2xx answers\s+0\n/);
    expect(out).toMatch(/rows stored\s+11000 = 201 answers: OK/);
  }, 180_000);

  it("npm run test:crash loses no acknowledged enquiry across kill -9", async () => {
    const { code, out } = await npmRun(["test:crash"], { CRASH_ROUNDS: "2" });
    expect(code, out).toBe(0);
    expect(out).toMatch(/acknowledged missing\s+0/);
    expect(out).toMatch(/integrity_check\s+ok/);
    expect(out).toContain("PASS: no acknowledged enquiry was lost");
  }, 120_000);
});
