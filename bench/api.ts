/**
 * `npm run bench:api`: the enquiry API under a fixed load, on loopback, against real server
 * processes (rate limit off) on a database of their own. Each request is a valid enquiry with its
 * own Idempotency-Key. After the run it counts the rows stored and checks they equal the 201
 * answers: exit 1 if not, or if any answer was not a 201.
 *
 *   npm run bench:api                                  SQLite, 1,000/s over 10 connections, 30 s
 *   npm run bench:api -- --engine postgres             PostgreSQL: BENCH_DATABASE_URL, or a throwaway cluster
 *   npm run bench:api -- --engine postgres --instances 2   two servers on one PostgreSQL, connections split between them
 *   npm run bench:api -- --matrix                      every engine and load above, one after another, and a table
 *   npm run bench:api -- --profile DIR                 also a CPU profile of each server thread in DIR, summed up
 *
 * Settings: BENCH_RATE (requests/s, default 1000), BENCH_DURATION_S (30; 15 with --matrix),
 * BENCH_CONNECTIONS (10), BENCH_WARMUP_S (3; 0 for none), BENCH_DATABASE_URL (a PostgreSQL database
 * to use; without it a cluster of Debian's `postgresql` package is made in a temp folder, with
 * fsync on, and removed; DATABASE_URL is never used, so a shell that runs the site cannot point
 * the benchmark at the live enquiries).
 *
 * The servers log as in production (LOG_LEVEL info, to a file in the run's temp folder). Each run
 * begins with a warm-up at the same rate and connections: a new process answers its first few
 * thousand requests slowly while V8 compiles the request path, and that start is shown on its own
 * ("first N s") instead of mixed into the figures of a running server.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import pg from "pg";
import { parseCommandLine, usageError } from "../server/command-line.ts";
import { profileReport } from "./cpu-profile.ts";
import { enquiry, exited, freePort, scratch, startServer } from "./server-process.ts";
import { startCluster, type Cluster } from "../tests/server/pg-cluster.ts";

const USAGE = `Usage: npm run bench:api [-- --engine sqlite|postgres] [--instances N] [--matrix]
  --engine      sqlite (default: the embedded database) or postgres (BENCH_DATABASE_URL, or a throwaway cluster)
  --instances   how many servers share the database (postgres only; default 1)
  --matrix      SQLite and PostgreSQL (1 and 2 instances), each at 1,000/s over 10 connections and
                3,000/s over 200, then one table of them all
  --profile DIR write each server thread's CPU profile (node --cpu-prof) to DIR, and sum them up:
                where the time went, including SQLite's commits waiting for the disk
Settings: BENCH_RATE, BENCH_DURATION_S, BENCH_CONNECTIONS, BENCH_WARMUP_S, BENCH_DATABASE_URL.`;

const { values } = parseCommandLine(
  {
    engine: { type: "string", default: "sqlite" },
    instances: { type: "string", default: "1" },
    matrix: { type: "boolean", default: false },
    profile: { type: "string" },
  },
  USAGE,
);
const engine = values.engine;
if (engine !== "sqlite" && engine !== "postgres") usageError(`--engine ${engine}: expected sqlite or postgres`, USAGE);
const instances = Number(values.instances);
if (!Number.isInteger(instances) || instances < 1 || instances > 8)
  usageError(`--instances ${values.instances}: expected a whole number from 1 to 8`, USAGE);
if (engine === "sqlite" && instances > 1)
  usageError("--instances: SQLite is one server's own file; several instances need --engine postgres", USAGE);

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) usageError(`${name}=${process.env[name]}: expected a number`, USAGE);
  return value;
};
const duration = setting("BENCH_DURATION_S", values.matrix ? 15 : 30);
const warmup = setting("BENCH_WARMUP_S", 3);

type Engine = "sqlite" | "postgres";
interface Load {
  engine: Engine;
  instances: number;
  rate: number;
  connections: number;
}

interface Phase {
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  created: number;
  other: number;
  errors: number;
}

interface Outcome {
  load: Load;
  warm?: Phase;
  measured: Phase;
  stored: number;
}

let cluster: Cluster | undefined;
let enquiries = 0;

/** A database for one run: the SQLite `file` of the run's temp folder, or a new database on PostgreSQL. */
async function database(load: Load, file: string): Promise<{ env: Record<string, string>; count(): Promise<number> }> {
  if (load.engine === "sqlite") {
    return {
      // Empty: a DATABASE_URL in the shell must not turn this run into a PostgreSQL one.
      env: { DATABASE_FILE: file, DATABASE_URL: "" },
      async count() {
        const db = new Database(file, { readonly: true });
        const rows = db.prepare("SELECT count(*) FROM enquiries").pluck().get() as number;
        db.close();
        return rows;
      },
    };
  }
  // BENCH_DATABASE_URL, never DATABASE_URL: a shell that runs the site may hold the live one.
  let url = process.env.BENCH_DATABASE_URL?.trim();
  if (!url) {
    // Durable, as a production PostgreSQL is: fsync on, like SQLite's synchronous=FULL here.
    cluster ??= await startCluster({ durable: true });
    url = await cluster.createDatabase();
  }
  const before = await countPg(url);
  return {
    env: { DATABASE_URL: url },
    // The rows this run added (BENCH_DATABASE_URL may name a database that already holds some).
    count: async () => (await countPg(url)) - before,
  };
}

/** The enquiries in the database at `url`; 0 before the first server has made the table. */
async function countPg(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: table } = await client.query<{ t: string | null }>("SELECT to_regclass('enquiries') AS t");
    if (!table[0]?.t) return 0;
    const { rows } = await client.query<{ n: string }>("SELECT count(*) AS n FROM enquiries");
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

async function phase(urls: string[], load: Load, seconds: number): Promise<Phase> {
  const result = await autocannon({
    // autocannon takes a list of addresses (lib/url.js), though its types name one.
    url: urls as unknown as string,
    method: "POST",
    // Spread over the servers in turn: connection i goes to server i mod N.
    connections: load.connections,
    overallRate: load.rate,
    // A request count rather than a duration: autocannon then waits for every answer, so each
    // stored row has a counted 201 (with a duration, the requests still in flight go uncounted).
    amount: load.rate * seconds,
    headers: { "content-type": "application/json" },
    requests: [
      {
        // Called for every request: a new enquiry and a new key each time, so none is a replay.
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, "idempotency-key": randomUUID() },
          body: JSON.stringify(enquiry(++enquiries)),
        }),
      },
    ],
  });
  const created = result.statusCodeStats?.["201"]?.count ?? 0;
  return {
    seconds: result.duration,
    perSecond: created / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    created,
    other: result["2xx"] + result.non2xx - created,
    errors: result.errors + result.timeouts,
  };
}

async function run(load: Load): Promise<Outcome> {
  const { dir, buildDir, databaseFile } = scratch("nexaforge-bench-");
  const db = await database(load, databaseFile);
  const servers: ChildProcess[] = [];
  const urls: string[] = [];
  const log = fs.openSync(path.join(dir, "server.log"), "a");
  try {
    // What is measured is the API, not the limits that stand between it and one client:
    // autocannon keeps every connection open for the whole run, where Node answers 503 to the
    // requests past MAX_REQUESTS_PER_SOCKET (a browser reconnects when told to close); and all of
    // its connections come from one address, which MAX_CONNECTIONS_PER_ADDRESS would otherwise cap.
    for (let i = 0; i < load.instances; i++) {
      const port = await freePort();
      const env = {
        BUILD_DIR: buildDir,
        ...db.env,
        LOG_LEVEL: "info",
        CONTACT_RATE_LIMIT: "0",
        MAX_REQUESTS_PER_SOCKET: "1000000",
        MAX_CONNECTIONS_PER_ADDRESS: "1000000",
      };
      const profile = values.profile && path.resolve(values.profile, `${label(load)}-${i + 1}`);
      servers.push(await startServer(env, port, log, profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : []));
      urls.push(`http://127.0.0.1:${port}/api/contact`);
    }
    const warm = warmup > 0 ? await phase(urls, load, warmup) : undefined;
    const measured = await phase(urls, load, duration);
    for (const server of servers) server.kill("SIGTERM");
    await Promise.all(servers.map(exited));
    if (values.profile)
      for (let i = 0; i < load.instances; i++) {
        const profile = path.resolve(values.profile, `${label(load)}-${i + 1}`);
        console.log(`CPU profile of server ${i + 1} (warm-up and run), in ${profile}:\n${profileReport(profile)}`);
      }
    return { load, warm, measured, stored: await db.count() };
  } finally {
    for (const server of servers) server.kill("SIGKILL");
    fs.closeSync(log);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const name = (load: Load) =>
  load.engine === "sqlite" ? "SQLite" : `PostgreSQL, ${load.instances} instance${load.instances === 1 ? "" : "s"}`;
/** "sqlite-200c-3000rps": a folder name for one load's profiles. */
const label = (load: Load) =>
  `${load.engine}${load.instances > 1 ? `-${load.instances}x` : ""}-${load.connections}c-${load.rate}rps`;
const ms = (v: number) => `${v} ms`;
const acknowledged = (o: Outcome) => (o.warm?.created ?? 0) + o.measured.created;
const passed = (o: Outcome) =>
  o.stored === acknowledged(o) &&
  o.measured.other === 0 &&
  o.measured.errors === 0 &&
  !o.warm?.other &&
  !o.warm?.errors;

function report(o: Outcome): string {
  const { measured: m, warm: w } = o;
  const lines = [
    `answers           ${m.created + m.other} in ${m.seconds.toFixed(1)} s (${m.perSecond.toFixed(0)} acknowledged/s)`,
    `latency p50       ${ms(m.p50)}`,
    `latency p99       ${ms(m.p99)} (max ${ms(m.max)})`,
    `201 answers       ${m.created}`,
    `non-2xx answers   ${m.other}`,
    `errors/timeouts   ${m.errors}`,
  ];
  if (w)
    lines.push(
      `${`first ${warmup} s`.padEnd(18)}${w.created} acknowledged, p50 ${ms(w.p50)}, p99 ${ms(w.p99)} (max ${ms(w.max)}), ` +
        `${w.other} non-2xx, ${w.errors} errors (the new process's warm-up, not in the figures above)`,
    );
  const all = acknowledged(o);
  lines.push(
    `rows stored       ${o.stored} ${o.stored === all ? "=" : "!="} 201 answers` +
      (w ? ` (${w.created} warm-up + ${m.created} measured)` : "") +
      `: ${o.stored === all ? "OK" : "FAIL"}`,
  );
  return lines.join("\n");
}

function table(outcomes: Outcome[]): string {
  const rows = [
    [
      "database",
      "connections",
      "offered/s",
      "acknowledged/s",
      "p50",
      "p99",
      `first ${warmup} s p99`,
      "acknowledged vs stored",
    ],
    ...outcomes.map((o) => [
      name(o.load),
      String(o.load.connections),
      String(o.load.rate),
      o.measured.perSecond.toFixed(0),
      ms(o.measured.p50),
      ms(o.measured.p99),
      o.warm ? ms(o.warm.p99) : "—",
      `${acknowledged(o)} / ${o.stored} ${passed(o) ? "OK" : "FAIL"}`,
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

const single: Load = {
  engine,
  instances,
  rate: setting("BENCH_RATE", 1000),
  // autocannon spreads the rate over its connections in bursts (each fires rate/connections times a
  // second): 10 keeps bursts small, closer to visitors arriving one by one.
  connections: setting("BENCH_CONNECTIONS", 10),
};
const loads: Load[] = values.matrix
  ? (["sqlite", "postgres"] as const).flatMap((e) =>
      (e === "sqlite" ? [1] : [1, 2]).flatMap((n) => [
        { engine: e, instances: n, rate: 1000, connections: 10 },
        { engine: e, instances: n, rate: 3000, connections: 200 },
      ]),
    )
  : [single];

const outcomes: Outcome[] = [];
try {
  for (const load of loads) {
    console.log(
      `\n${name(load)}: POST /api/contact at ${load.rate} requests/s for ${duration} s over ${load.connections} connections` +
        (warmup ? `, after ${warmup} s of warm-up` : ""),
    );
    const outcome = await run(load);
    console.log(report(outcome));
    outcomes.push(outcome);
  }
} finally {
  await cluster?.stop();
}
if (values.matrix) console.log(`\n${table(outcomes)}`);
process.exit(outcomes.every(passed) ? 0 : 1);
