/**
 * `npm run bench:api`: the enquiry API under a fixed load of 1000 requests/s (BENCH_RATE) for 30 s
 * (BENCH_DURATION_S), on loopback, against a server process with the rate limit off and a temp
 * database. Each request is a valid enquiry with its own Idempotency-Key. Prints p50/p99 latency
 * and the non-2xx count, and checks that the rows stored equal the 201 answers. Exit 1 if not.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { enquiry, exited, freePort, scratch, startServer } from "./server-process.ts";

const rate = Number(process.env.BENCH_RATE ?? 1000);
const duration = Number(process.env.BENCH_DURATION_S ?? 30);
// autocannon spreads the rate over its connections in bursts (each fires rate/connections times a
// second): 10 keeps bursts small, closer to visitors arriving one by one.
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const { dir, buildDir, databaseFile } = scratch("nexaforge-bench-");
const port = await freePort();
// What is measured is the API, not the limits that stand between it and one client: autocannon
// keeps every connection open for the whole run, where Node answers 503 to the requests past
// MAX_REQUESTS_PER_SOCKET (a browser reconnects when told to close); and all of its connections
// come from one address, which MAX_CONNECTIONS_PER_ADDRESS would otherwise cap.
const server = await startServer(
  {
    BUILD_DIR: buildDir,
    DATABASE_FILE: databaseFile,
    CONTACT_RATE_LIMIT: "0",
    MAX_REQUESTS_PER_SOCKET: "1000000",
    MAX_CONNECTIONS_PER_ADDRESS: "1000000",
  },
  port,
);

let n = 0;
console.log(
  `POST /api/contact at ${rate} requests/s for ${duration} s over ${connections} connections (${databaseFile})`,
);
const result = await autocannon({
  url: `http://127.0.0.1:${port}/api/contact`,
  method: "POST",
  connections,
  overallRate: rate,
  // A request count rather than a duration: autocannon then waits for every answer, so each
  // stored row has a counted 201 (with a duration, the requests still in flight go uncounted).
  amount: rate * duration,
  headers: { "content-type": "application/json" },
  requests: [
    {
      // Called for every request: a new enquiry and a new key each time, so none is a replay.
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, "idempotency-key": randomUUID() },
        body: JSON.stringify(enquiry(++n)),
      }),
    },
  ],
});

server.kill("SIGTERM");
await exited(server);
const db = new Database(databaseFile, { readonly: true });
const rows = db.prepare("SELECT count(*) FROM enquiries").pluck().get() as number;
db.close();
fs.rmSync(dir, { recursive: true, force: true });

const created = result.statusCodeStats?.["201"]?.count ?? 0;
const lines = [
  `answers           ${result["2xx"] + result.non2xx} in ${result.duration.toFixed(1)} s (${result.requests.average.toFixed(0)}/s on average)`,
  `latency p50       ${result.latency.p50} ms`,
  `latency p99       ${result.latency.p99} ms (max ${result.latency.max} ms)`,
  `201 answers       ${created}`,
  `non-2xx answers   ${result.non2xx}`,
  `errors/timeouts   ${result.errors}/${result.timeouts}`,
  `rows stored       ${rows} ${rows === created ? "= 201 answers: OK" : "!= 201 answers: FAIL"}`,
];
console.log(lines.join("\n"));
process.exit(rows === created && result.non2xx === 0 && result.errors === 0 ? 0 : 1);
