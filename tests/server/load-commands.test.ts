/** `npm run bench:api` and `npm run test:crash`, run as a person runs them, shortened by their settings. */
import { describe, expect, it } from "vitest";
import { npmRun } from "../npm-run.ts";

describe("load commands", () => {
  it("npm run bench:api stores a row for every 201 and reports the latencies", async () => {
    const { code, out } = await npmRun(["bench:api"], {
      BENCH_RATE: "50",
      BENCH_DURATION_S: "2",
      BENCH_CONNECTIONS: "10",
    });
    expect(code, out).toBe(0);
    expect(out).toMatch(/latency p99\s+\d+ ms/);
    expect(out).toMatch(/201 answers\s+100\n/);
    expect(out).toMatch(/rows stored\s+100 = 201 answers: OK/);
  }, 120_000);

  it("npm run test:crash loses no acknowledged enquiry across kill -9", async () => {
    const { code, out } = await npmRun(["test:crash"], { CRASH_ROUNDS: "2" });
    expect(code, out).toBe(0);
    expect(out).toMatch(/acknowledged missing\s+0/);
    expect(out).toMatch(/integrity_check\s+ok/);
    expect(out).toContain("PASS: no acknowledged enquiry was lost");
  }, 120_000);
});
