/**
 * Several server processes, started as production starts them, on one PostgreSQL database:
 * migrations applied once, one row per Idempotency-Key, one rate limit for both, one e-mail per
 * enquiry, and no acknowledged enquiry lost while PostgreSQL restarts or an instance is killed.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { fakeBuild, tempDir, until, VALID } from "./contact-helper.ts";
import { postgresTests, startCluster, type Cluster } from "./pg-cluster.ts";
import { startProcess, type Running } from "./process-helper.ts";
import { startSmtp } from "./smtp-helper.ts";

let cluster: Cluster;
let dir: string;
const running: Running[] = [];

beforeAll(async () => {
  if (!postgresTests) return;
  cluster = await startCluster();
  dir = tempDir();
}, 60_000);
afterEach(async () => {
  for (const r of running.splice(0)) {
    if (r.child.exitCode === null && r.child.signalCode === null) process.kill(-r.child.pid!, "SIGTERM");
    await r.exit;
  }
});
afterAll(async () => {
  await cluster?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** `count` servers on DATABASE_URL, started at the same moment. */
async function startInstances(url: string, count: number, env: Record<string, string> = {}) {
  const build = fakeBuild(dir);
  const started = await Promise.all(
    Array.from({ length: count }, () => startProcess({ BUILD_DIR: build, DATABASE_URL: url, ...env })),
  );
  running.push(...started);
  return started;
}

function post(base: string, key = randomUUID(), body: unknown = VALID) {
  return fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": key },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
}

const databaseOf = (url: string) => url.split("/").at(-1)!;

/**
 * Clients posting to each base in turn, one enquiry after another, until stopped. Keeps the
 * acknowledged ids and every status seen (0: no answer, the connection refused or cut).
 */
function load(bases: string[], clients: number) {
  const acknowledged: string[] = [];
  const statuses: number[] = [];
  let stop = false;
  const run = async (n: number) => {
    for (let i = 0; !stop; i++) {
      const base = bases[(n + i) % bases.length]!;
      try {
        const res = await post(base, randomUUID(), { ...VALID, message: `client ${n} enquiry ${i}` });
        statuses.push(res.status);
        if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
        else await res.body?.cancel();
      } catch {
        statuses.push(0);
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  };
  const done = Promise.all(Array.from({ length: clients }, (_, n) => run(n)));
  return {
    acknowledged,
    statuses,
    async stop() {
      stop = true;
      await done;
    },
  };
}

/** Every acknowledged id is a row of the database (none lost). */
async function missing(url: string, ids: string[]): Promise<string[]> {
  const rows = await cluster.admin<{ id: string }>("SELECT id FROM enquiries", databaseOf(url));
  const stored = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !stored.has(id));
}

describe.runIf(postgresTests)("several server instances on one PostgreSQL database", () => {
  it("start together on a new database: each migration is applied once and both take enquiries", async () => {
    const url = await cluster.createDatabase();
    const [a, b] = await startInstances(url, 2);
    expect(await cluster.admin("SELECT version FROM schema_migrations ORDER BY version", databaseOf(url))).toEqual([
      { version: 1 },
      { version: 2 },
      { version: 3 },
      { version: 4 },
      { version: 5 },
      { version: 6 },
    ]);
    for (const instance of [a!, b!]) {
      expect((await fetch(`${instance.base}/readyz`)).status).toBe(200);
      expect((await post(instance.base)).status).toBe(201);
    }
  });

  it("store one row for an Idempotency-Key posted to both at once, and answer both with its receipt", async () => {
    const url = await cluster.createDatabase();
    const [a, b] = await startInstances(url, 2);
    const keys = Array.from({ length: 30 }, () => randomUUID());
    const answers = await Promise.all(
      keys.map(async (key) => {
        const [x, y] = await Promise.all([post(a!.base, key), post(b!.base, key)]);
        return [x.status, y.status, await x.json(), await y.json()] as const;
      }),
    );
    for (const [statusA, statusB, receiptA, receiptB] of answers) {
      expect([statusA, statusB]).toEqual([201, 201]);
      expect(receiptA).toEqual(receiptB);
    }
    const rows = await cluster.admin<{ key: string; n: number }>(
      "SELECT idempotency_key AS key, count(*)::int AS n FROM enquiries GROUP BY idempotency_key",
      databaseOf(url),
    );
    expect(rows).toHaveLength(keys.length);
    expect(rows.every((r) => r.n === 1)).toBe(true);
  });

  it("share one rate limit: five enquiries over both answer 201, the sixth to either 429, and 201 again after the window", async () => {
    const url = await cluster.createDatabase();
    const windowMs = 4000;
    const [a, b] = await startInstances(url, 2, {
      CONTACT_RATE_LIMIT: "5",
      CONTACT_RATE_WINDOW_MS: String(windowMs),
    });
    const bases = [a!.base, b!.base];
    const started = Date.now();
    for (let i = 0; i < 5; i++) expect((await post(bases[i % 2]!)).status).toBe(201);
    for (const base of bases) {
      const limited = await post(base);
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({
        error: "rate_limited",
        message: "Too many enquiries from this address: try again later.",
      });
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
    }
    // The five posts and the two refusals fit in the window, or the 429s above prove nothing.
    expect(Date.now() - started).toBeLessThan(windowMs);
    expect(await cluster.admin("SELECT count(*)::int AS n FROM enquiries", databaseOf(url))).toEqual([{ n: 5 }]);
    // One row for this client, under a keyed hash of its address, never the address itself.
    const rows = await cluster.admin<{ key: string; hits: number }>(
      "SELECT key, hits FROM rate_limits",
      databaseOf(url),
    );
    expect(rows).toEqual([{ key: expect.stringMatching(/^[0-9a-f]{64}$/), hits: 7 }]);

    await new Promise((r) => setTimeout(r, windowMs - (Date.now() - started) + 200));
    expect((await post(b!.base)).status).toBe(201);
    expect((await post(a!.base)).status).toBe(201);
  });

  it("send one notification e-mail per enquiry, whichever instance took it", async () => {
    const smtp = await startSmtp();
    try {
      const url = await cluster.createDatabase();
      const [a, b] = await startInstances(url, 2, {
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(smtp.port),
        NOTIFY_TO: "owner@nexaforge.example",
        NOTIFY_FROM: "website@nexaforge.example",
        OUTBOX_POLL_MS: "20",
        OUTBOX_RETRY_BASE_MS: "200",
      });
      const ids: string[] = [];
      for (let i = 0; i < 20; i++) {
        const res = await post(i % 2 ? a!.base : b!.base);
        expect(res.status).toBe(201);
        ids.push(((await res.json()) as { id: string }).id);
      }
      await until(() => smtp.received.length >= ids.length, 20_000);
      // Both instances keep polling: give a second send, were there one, time to arrive.
      await new Promise((r) => setTimeout(r, 1500));
      const mailed = smtp.received.map((m) => /Enquiry id: ([0-9a-f-]{36})/.exec(m.raw)?.[1]);
      expect(mailed.sort()).toEqual([...ids].sort());
      expect(
        await cluster.admin("SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL", databaseOf(url)),
      ).toEqual([{ n: 0 }]);
      // Both did some of the sending (the rows are claimed, not owned by one instance).
      const senders = [a!, b!].filter((r) => r.output().includes('"event":"notify_sent"'));
      expect(senders.length).toBeGreaterThanOrEqual(1);
    } finally {
      await smtp.close();
    }
  });

  it("answer 503 while PostgreSQL is stopped under load, then 201 again without a restart; no acknowledged enquiry lost", async () => {
    const url = await cluster.createDatabase();
    const [a, b] = await startInstances(url, 2);
    const bases = [a!.base, b!.base];
    const clients = load(bases, 6);
    await until(() => clients.acknowledged.length >= 50, 20_000);
    cluster.stopServer();
    let restarted = false;
    try {
      const from = clients.statuses.length;
      await until(() => clients.statuses.slice(from).filter((s) => s === 503).length >= 10, 20_000);
      for (const base of bases) expect((await fetch(`${base}/readyz`)).status).toBe(503);
      const acknowledgedWhileDown = clients.acknowledged.length;
      await new Promise((r) => setTimeout(r, 300));
      // Nothing is acknowledged while the database is away (an answer already on its way may land).
      expect(clients.acknowledged.length - acknowledgedWhileDown).toBe(0);
      cluster.startServer();
      restarted = true;
      const after = clients.acknowledged.length;
      await until(() => clients.acknowledged.length >= after + 50, 30_000);
      for (const base of bases) expect((await fetch(`${base}/readyz`)).status).toBe(200);
    } finally {
      if (!restarted) cluster.startServer();
      await clients.stop();
    }
    expect(a!.child.exitCode).toBeNull();
    expect(b!.child.exitCode).toBeNull();
    expect(clients.statuses.filter((s) => ![201, 503].includes(s))).toEqual([]);
    expect(await missing(url, clients.acknowledged)).toEqual([]);
  });

  it("lose no acknowledged enquiry when one instance is killed (kill -9) under load; the other goes on", async () => {
    const url = await cluster.createDatabase();
    const [a, b] = await startInstances(url, 2);
    const clients = load([a!.base, b!.base], 6);
    await until(() => clients.acknowledged.length >= 50, 20_000);
    process.kill(-a!.child.pid!, "SIGKILL");
    await a!.exit;
    const after = clients.acknowledged.length;
    await until(() => clients.acknowledged.length >= after + 30, 20_000);
    await clients.stop();
    expect(clients.acknowledged.length).toBeGreaterThan(80);
    expect(await missing(url, clients.acknowledged)).toEqual([]);
  });
});
