/**
 * `npm run bench:releases`: what following a releases folder costs the public server. The server
 * reads the `current` link on every request (server/builds.ts) instead of once at start; this
 * measures that read alone (`builds.current()`, in batches of 10,000 calls) and whole requests:
 * GET /about at full speed over 10 connections for BENCH_DURATION_S (5) seconds, against a server
 * on the plain build (BUILD_DIR) and one on a releases folder holding the same build (RELEASES_DIR),
 * alternating, BENCH_ROUNDS (5) rounds each. Prints the medians. Needs `npm run build` first.
 */
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { liveBuilds } from "../server/builds.ts";
import { Releases } from "../server/releases.ts";
import { exited, freePort, ROOT, scratch, startServer } from "./server-process.ts";

const duration = Number(process.env.BENCH_DURATION_S ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const buildDir = path.join(ROOT, "build");
if (!fs.existsSync(path.join(buildDir, "site-manifest.json"))) {
  console.error("There is no build to serve: run `npm run build` first.");
  process.exit(1);
}

const { dir, databaseFile } = scratch("nexaforge-bench-releases-");
const releases = new Releases(path.join(dir, "releases"));
releases.activate(releases.install(buildDir));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// The read alone: nanoseconds per call, median of 50 batches.
const builds = liveBuilds(releases.dir, () => {});
const perCall: number[] = [];
for (let batch = 0; batch < 50; batch++) {
  const started = performance.now();
  for (let i = 0; i < 10_000; i++) builds.current();
  perCall.push(((performance.now() - started) * 1e6) / 10_000);
}

// Whole requests. What is measured is serving a page, not the limits that stand between it and one
// client (see bench/api.ts).
const limitsOff = { MAX_REQUESTS_PER_SOCKET: "1000000", MAX_CONNECTIONS_PER_ADDRESS: "1000000" };
const modes = {
  "BUILD_DIR   ": { BUILD_DIR: buildDir },
  RELEASES_DIR: { RELEASES_DIR: releases.dir },
} as const;
const results: Record<string, { rate: number[]; p50: number[]; p99: number[] }> = {};
for (let round = 0; round < rounds; round++)
  for (const [mode, env] of Object.entries(modes)) {
    const port = await freePort();
    const server = await startServer({ ...env, ...limitsOff, DATABASE_FILE: databaseFile }, port);
    const run = await autocannon({ url: `http://127.0.0.1:${port}/about`, connections: 10, duration });
    server.kill("SIGTERM");
    await exited(server);
    if (run.non2xx || run.errors) throw new Error(`${mode}: ${run.non2xx} non-2xx answers, ${run.errors} errors`);
    const r = (results[mode] ??= { rate: [], p50: [], p99: [] });
    r.rate.push(run.requests.average);
    r.p50.push(run.latency.p50);
    r.p99.push(run.latency.p99);
  }
fs.rmSync(dir, { recursive: true, force: true });

console.log(`builds.current() on a releases folder: ${median(perCall).toFixed(0)} ns a call (median of 50 batches)`);
console.log(`GET /about, 10 connections, ${duration} s a run, median of ${rounds} runs each (alternating):`);
for (const [mode, r] of Object.entries(results))
  console.log(
    `  ${mode}  ${median(r.rate).toFixed(0)} requests/s   p50 ${median(r.p50)} ms   p99 ${median(r.p99)} ms   (requests/s: ${r.rate.map((x) => x.toFixed(0)).join(", ")})`,
  );
