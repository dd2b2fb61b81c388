/**
 * The enquiry rate limit counted in PostgreSQL (server/contact/postgres-rate-limit.ts), on a real,
 * throwaway cluster: exact counts when two pools (two instances) count at once, a window that
 * starts again when it is over, only a keyed hash of the address kept, expired rows removed, and
 * a 503 (not a 500) while PostgreSQL is away.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { hasherFor } from "../../server/contact/client-hash.ts";
import { migratePostgres, openPool } from "../../server/db/postgres.ts";
import { countHit, postgresRateLimitStore, pruneRateLimits } from "../../server/contact/postgres-rate-limit.ts";
import { loadConfig } from "../../server/config.ts";
import { fakeBuild, tempDir, VALID } from "./contact-helper.ts";
import { postgresTests, startCluster, type Cluster } from "./pg-cluster.ts";

let cluster: Cluster;
const pools: pg.Pool[] = [];

beforeAll(async () => {
  if (postgresTests) cluster = await startCluster();
}, 60_000);
afterAll(async () => {
  await Promise.all(pools.splice(0).map((p) => p.end().catch(() => {})));
  await cluster?.stop();
});

/** A new migrated database and `count` pools on it, each standing for one server instance. */
async function poolsOnNewDatabase(count: number) {
  const url = await cluster.createDatabase();
  const opened = Array.from({ length: count }, () => openPool(url, () => {}));
  pools.push(...opened);
  await migratePostgres(opened[0]!);
  return { url, pools: opened, database: url.split("/").at(-1)! };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A logger that keeps what it is given, as the server's log lines would. */
function recordingLog() {
  const lines: Record<string, unknown>[] = [];
  const log = {
    warn: (o: Record<string, unknown>) => lines.push({ level: "warn", ...o }),
    debug: (o: Record<string, unknown>) => lines.push({ level: "debug", ...o }),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

/** One hit through the plugin's store interface: incr(key, callback, timeWindow, max). */
function incr(store: FastifyRateLimitStore, key: string, window: number) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), window, 5),
  );
}

describe.runIf(postgresTests)("the rate limit counted in PostgreSQL", () => {
  it("counts hits from two pools at once exactly: each hit gets its own count, none lost or counted twice", async () => {
    const {
      pools: [a, b],
      database,
    } = await poolsOnNewDatabase(2);
    const perPool = 60;
    const counts = await Promise.all(
      Array.from({ length: perPool * 2 }, (_, i) => countHit(i % 2 ? a! : b!, "client", 60_000)),
    );
    expect(counts.map((c) => c.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: perPool * 2 }, (_, i) => i + 1),
    );
    for (const c of counts) {
      expect(c.ttl).toBeGreaterThan(0);
      expect(c.ttl).toBeLessThanOrEqual(60_000);
    }
    expect(await cluster.admin("SELECT key, hits FROM rate_limits", database)).toEqual([
      { key: "client", hits: perPool * 2 },
    ]);
  });

  it("starts a new window at 1 once the old one is over, and keeps the window's end while it lasts", async () => {
    const {
      pools: [pool],
    } = await poolsOnNewDatabase(1);
    const first = await countHit(pool!, "client", 400);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(200);
    expect(first.ttl).toBeLessThanOrEqual(400);
    await sleep(100);
    const second = await countHit(pool!, "client", 400);
    expect(second.current).toBe(2);
    // The same window: its end did not move with the second hit.
    expect(second.ttl).toBeLessThanOrEqual(first.ttl - 50);
    expect((await countHit(pool!, "other", 400)).current).toBe(1);
    await sleep(450);
    const later = await countHit(pool!, "client", 400);
    expect(later.current).toBe(1);
    expect(later.ttl).toBeGreaterThan(200);
  });

  it("keeps an HMAC of the address with the IP-hash secret, never the address, and removes rows whose window ended", async () => {
    const {
      pools: [pool],
      database,
    } = await poolsOnNewDatabase(1);
    const hashKey = hasherFor("s".repeat(64));
    const { log, lines } = recordingLog();
    const Store = postgresRateLimitStore(pool!, { hashKey, log, pruneEvery: 4 });
    // As the plugin builds it: the class with its options, then one child per limiter.
    const store = new Store({}).child({} as never);
    expect((await incr(store, "203.0.113.7", 200)).current).toBe(1);
    expect((await incr(store, "203.0.113.7", 200)).current).toBe(2);
    expect((await incr(store, "2001:db8:1:2::", 60_000)).current).toBe(1);
    const rows = await cluster.admin<{ key: string }>("SELECT key FROM rate_limits ORDER BY key", database);
    expect(rows.map((r) => r.key).sort()).toEqual([hashKey("2001:db8:1:2::"), hashKey("203.0.113.7")].sort());
    for (const { key } of rows) {
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(key).not.toContain("203.0.113");
    }
    await sleep(250);
    // The fourth hit removes what expired (the first address's row), not what is still counting.
    await incr(store, "198.51.100.1", 60_000);
    await expect.poll(() => cluster.admin("SELECT count(*)::int AS n FROM rate_limits", database)).toEqual([{ n: 2 }]);
    expect(
      await cluster.admin("SELECT key FROM rate_limits WHERE key = $1", database, [hashKey("203.0.113.7")]),
    ).toEqual([]);
    expect(await pruneRateLimits(pool!)).toBe(0);
    expect(lines.filter((l) => l.event === "rate_limits_pruned")).toEqual([
      { level: "debug", event: "rate_limits_pruned", removed: 1 },
    ]);
  });

  it("gives the plugin the error when PostgreSQL cannot be reached, and logs it", async () => {
    const { url } = await poolsOnNewDatabase(1);
    const closed = openPool(url, () => {});
    await closed.end();
    const { log, lines } = recordingLog();
    const store = new (postgresRateLimitStore(closed, { hashKey: (k) => k, log }))({}).child({} as never);
    await expect(incr(store, "203.0.113.7", 1000)).rejects.toThrow();
    expect(lines).toEqual([expect.objectContaining({ level: "warn", event: "rate_limit_unavailable" })]);
  });

  // Last: it stops this file's cluster for a moment.
  it("lets an enquiry whose count fails go on to the store: stored when it can be, 503 (never 500) when PostgreSQL is away", async () => {
    const url = await cluster.createDatabase();
    const database = url.split("/").at(-1);
    const dir = tempDir();
    const lines: string[] = [];
    const app = await buildApp(
      loadConfig({
        BUILD_DIR: fakeBuild(dir),
        DATABASE_URL: url,
        DATABASE_FILE: `${dir}/not-used.db`,
        LOG_LEVEL: "info",
        CONTACT_RATE_LIMIT: "5",
      }),
      { logger: { stream: { write: (line: string) => lines.push(line) } } },
    );
    const post = () =>
      app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
        payload: JSON.stringify(VALID),
      });
    try {
      await app.ready();
      expect((await post()).statusCode).toBe(201);
      expect(await cluster.admin("SELECT hits FROM rate_limits", database)).toEqual([{ hits: 1 }]);

      // The count alone fails (its table gone): the enquiry is still received, and the log says why.
      await cluster.admin("ALTER TABLE rate_limits RENAME TO rate_limits_away", database);
      expect((await post()).statusCode).toBe(201);
      expect(lines.join("")).toContain('"event":"rate_limit_unavailable"');
      await cluster.admin("ALTER TABLE rate_limits_away RENAME TO rate_limits", database);

      cluster.stopServer();
      try {
        const refused = await post();
        expect(refused.statusCode).toBe(503);
        expect(refused.json()).toMatchObject({ error: "unavailable" });
      } finally {
        cluster.startServer();
      }
      expect(lines.join("")).not.toContain('"event":"internal_error"');
      // Back: counted in the database again.
      expect((await post()).statusCode).toBe(201);
      expect(await cluster.admin("SELECT hits FROM rate_limits", database)).toEqual([{ hits: 2 }]);
      expect(await cluster.admin("SELECT count(*)::int AS n FROM enquiries", database)).toEqual([{ n: 3 }]);
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
