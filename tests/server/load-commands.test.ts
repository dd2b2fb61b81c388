/** `npm run bench:api` and `npm run test:crash`, run as a person runs them, shortened by their settings. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { npmRun } from "../npm-run.ts";
import { postgresTests } from "./pg-cluster.ts";

describe("load commands", () => {
  it("npm run bench:api, with its default rate and connections, runs past 1,000 requests a connection with every answer a 201 and every 201 stored", async () => {
    // 11 s at the default 1,000 a second over the default 10 connections: 1,100 requests on each,
    // past the server's default MAX_REQUESTS_PER_SOCKET (1,000), where Node would answer 503.
    // No warm-up: the connections' first requests count too.
    const { code, out } = await npmRun(["bench:api"], { BENCH_DURATION_S: "11", BENCH_WARMUP_S: "0" });
    expect(code, out).toBe(0);
    expect(out).toContain("SQLite: POST /api/contact at 1000 requests/s for 11 s over 10 connections");
    expect(out).toMatch(/latency p99\s+\d+ ms/);
    expect(out).toMatch(/201 answers\s+11000\n/);
    expect(out).toMatch(/non-2xx answers\s+0\n/);
    expect(out).toMatch(/rows stored\s+11000 = 201 answers: OK/);
  }, 180_000);

  it("npm run bench:api with a warm-up shows it apart, and counts its rows too", async () => {
    const { code, out } = await npmRun(["bench:api"], { BENCH_DURATION_S: "2", BENCH_WARMUP_S: "1" });
    expect(code, out).toBe(0);
    expect(out).toContain("at 1000 requests/s for 2 s over 10 connections, after 1 s of warm-up");
    expect(out).toMatch(/first 1 s\s+1000 acknowledged, p50 \d+ ms, p99 \d+ ms .*0 non-2xx, 0 errors/);
    expect(out).toMatch(/rows stored\s+3000 = 201 answers \(1000 warm-up \+ 2000 measured\): OK/);
  }, 120_000);

  it("npm run bench:api -- --profile DIR writes each server thread's CPU profile and sums it up", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-profile-"));
    try {
      const { code, out } = await npmRun(["bench:api", "--", "--profile", dir], {
        BENCH_DURATION_S: "2",
        BENCH_WARMUP_S: "0",
        BENCH_RATE: "300",
      });
      expect(code, out).toBe(0);
      const folder = path.join(dir, "sqlite-10c-300rps-1");
      expect(fs.readdirSync(folder).filter((f) => f.endsWith(".cpuprofile")).length).toBeGreaterThanOrEqual(2);
      expect(out).toContain(`CPU profile of server 1 (warm-up and run), in ${folder}:`);
      expect(out).toMatch(/\.cpuprofile: busy \d+\.\d s of \d+\.\d s \(\d+%\)\n\s+\d+ ms {2}\S/);
      // The store's own thread, with SQLite's transactions in it (begun and committed through exec).
      expect(out).toMatch(/\d+ ms {2}exec better-sqlite3\/lib\/methods\/wrappers\.js/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("npm run bench:startup times the compiled server and the tsx one to /readyz, and says the median of each", async () => {
    const { code, out } = await npmRun(["bench:startup", "--", "--runs", "2"]);
    expect(code, out).toBe(0);
    expect(out).toContain("Start-up to the first 200 on /readyz, 2 runs of each, alternating:");
    expect(out).toMatch(/run 2 {2}node dist\/server\/main\.js +\d+ ms/);
    expect(out).toMatch(/run 2 {2}node --import tsx server\/main\.ts +\d+ ms/);
    expect(out).toMatch(/node dist\/server\/main\.js +median \d+ ms \(lowest \d+, highest \d+\)/);
    expect(out).toMatch(/node --import tsx server\/main\.ts +median \d+ ms \(lowest \d+, highest \d+\)/);
    const refused = await npmRun(["bench:startup", "--", "--only", "ts"]);
    expect(refused.code).toBe(2);
    expect(refused.out).toContain("--only takes js or tsx, not ts");
  }, 120_000);

  it("npm run bench:api refuses several instances of SQLite, saying why", async () => {
    const { code, out } = await npmRun(["bench:api", "--", "--instances", "2"]);
    expect(code, out).toBe(2);
    expect(out).toContain("SQLite is one server's own file; several instances need --engine postgres");
  }, 60_000);

  it.runIf(postgresTests)(
    "npm run bench:api -- --engine postgres --instances 2: two servers on a throwaway PostgreSQL, every 201 stored",
    async () => {
      const { code, out } = await npmRun(["bench:api", "--", "--engine", "postgres", "--instances", "2"], {
        BENCH_DURATION_S: "3",
        BENCH_WARMUP_S: "1",
        BENCH_RATE: "200",
        BENCH_CONNECTIONS: "4",
      });
      expect(code, out).toBe(0);
      expect(out).toContain("PostgreSQL, 2 instances: POST /api/contact at 200 requests/s for 3 s over 4 connections");
      expect(out).toMatch(/201 answers\s+600\n/);
      expect(out).toMatch(/rows stored\s+800 = 201 answers \(200 warm-up \+ 600 measured\): OK/);
    },
    120_000,
  );

  it("npm run test:crash loses no acknowledged enquiry across kill -9", async () => {
    const { code, out } = await npmRun(["test:crash"], { CRASH_ROUNDS: "2" });
    expect(code, out).toBe(0);
    expect(out).toMatch(/acknowledged missing\s+0/);
    expect(out).toMatch(/integrity_check\s+ok/);
    expect(out).toContain("PASS: no acknowledged enquiry was lost");
  }, 120_000);
});
