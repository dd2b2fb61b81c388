/**
 * `npm run test:crash`: kill -9 the server 20 times (CRASH_ROUNDS) at random moments while
 * enquiries arrive concurrently, restarting it each time on the same database. Afterwards every
 * enquiry whose 201 a client saw must be in the database, exactly as sent, and
 * PRAGMA integrity_check must say ok. Exit 1 otherwise. Loopback only; bounded in time.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import Database from "better-sqlite3";
import { enquiry, exited, freePort, scratch, startServer } from "../bench/server-process.ts";

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const CLIENTS = 16;
const { dir, buildDir, databaseFile } = scratch("nexaforge-crash-");
const port = await freePort();
const env = { BUILD_DIR: buildDir, DATABASE_FILE: databaseFile, CONTACT_RATE_LIMIT: "0" };

/** Enquiries the server acknowledged with 201: id -> what was sent. */
const acknowledged = new Map<string, ReturnType<typeof enquiry> & { key: string }>();
let sent = 0;
let failed = 0; // no answer (the server died under it): may or may not be stored, both are fine

async function client(until: () => boolean) {
  while (!until()) {
    const body = enquiry(++sent);
    const key = randomUUID();
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": key, connection: "close" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5000),
      });
      if (res.status === 201) acknowledged.set(((await res.json()) as { id: string }).id, { ...body, key });
      else throw new Error(`unexpected ${res.status}: ${await res.text()}`);
    } catch (error) {
      if ((error as Error).message.startsWith("unexpected")) throw error;
      failed++;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

const started = Date.now();
for (let round = 1; round <= ROUNDS; round++) {
  const server = await startServer(env, port);
  let killed = false;
  const clients = Array.from({ length: CLIENTS }, () => client(() => killed));
  const delay = 100 + Math.random() * 1400;
  await new Promise((r) => setTimeout(r, delay));
  server.kill("SIGKILL");
  await exited(server);
  killed = true;
  await Promise.all(clients);
  console.log(
    `round ${String(round).padStart(2)}: killed after ${delay.toFixed(0)} ms; ${acknowledged.size} acknowledged so far`,
  );
}

// Opening it replays the WAL, as the next start of the server would.
const db = new Database(databaseFile);
const integrity = db.pragma("integrity_check", { simple: true });
const find = db.prepare("SELECT * FROM enquiries WHERE id = ?");
const missing: string[] = [];
for (const [id, body] of acknowledged) {
  const row = find.get(id) as Record<string, unknown> | undefined;
  const same = row && row.idempotency_key === body.key && row.name === body.name && row.message === body.message;
  if (!same) missing.push(id);
}
const rows = db.prepare("SELECT count(*) FROM enquiries").pluck().get() as number;
db.close();
fs.rmSync(dir, { recursive: true, force: true });

console.log(`
kills                 ${ROUNDS} (kill -9, ${((Date.now() - started) / 1000).toFixed(0)} s in all)
requests sent         ${sent}
acknowledged (201)    ${acknowledged.size}
no answer (killed)    ${failed}
rows in the database  ${rows}
acknowledged missing  ${missing.length}
integrity_check       ${integrity}`);
const ok = missing.length === 0 && integrity === "ok" && acknowledged.size > 0;
console.log(ok ? "PASS: no acknowledged enquiry was lost" : "FAIL");
process.exit(ok ? 0 : 1);
