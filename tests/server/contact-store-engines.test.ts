/**
 * The Store interface kept the same way by both engines: SQLite (the default, a file) and
 * PostgreSQL (DATABASE_URL). The same cases run against each, through the interface the API and
 * the notification worker use.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgresStore } from "../../server/contact/postgres-store.ts";
import { openSqliteStore } from "../../server/contact/store-client.ts";
import { requestHash, StoreError, type Store, type Submission } from "../../server/contact/store.ts";
import { tempDir, VALID } from "./contact-helper.ts";
import { postgresTests, startCluster, type Cluster } from "./pg-cluster.ts";

const quiet = { warn() {}, error() {}, fatal() {}, info() {} } as unknown as FastifyBaseLogger;

let cluster: Cluster | undefined;
let dir: string;
beforeAll(async () => {
  dir = tempDir();
  if (postgresTests) cluster = await startCluster();
}, 60_000);
afterAll(async () => {
  await cluster?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Open = () => Promise<Store>;
const engines: [string, Open][] = [
  [
    "SQLite",
    () =>
      openSqliteStore({ databaseFile: path.join(dir, `${randomUUID()}.db`), busyTimeoutMs: 1000, notify: true }, quiet),
  ],
];
if (postgresTests)
  engines.push([
    "PostgreSQL",
    async () =>
      (await openPostgresStore(await cluster!.createDatabase(), { notify: true, ipHashSecret: undefined }, quiet))
        .store,
  ]);

const submission = (key: string = randomUUID(), message = VALID.message): Submission => ({
  enquiry: { ...VALID, message, language: "bn" },
  idempotencyKey: key,
  clientHash: "c".repeat(64),
  userAgent: "test",
});

describe.each(engines)("the enquiry store on %s", (_engine, open) => {
  it("saves once per key: created, then the same receipt, or a conflict for another enquiry", async () => {
    const store = await open();
    try {
      const s = submission();
      const hash = requestHash(s.enquiry);
      expect(await store.lookup(s.idempotencyKey, hash)).toEqual({ kind: "none" });
      const created = await store.save(s);
      expect(created.kind).toBe("created");
      const receipt = created.kind === "created" ? created.receipt : undefined;
      expect(await store.save(s)).toEqual({ kind: "replay", receipt });
      expect(await store.lookup(s.idempotencyKey, hash)).toEqual({ kind: "replay", receipt });
      expect(await store.save(submission(s.idempotencyKey, "another message"))).toEqual({ kind: "conflict" });
      expect(await store.readiness()).toBeUndefined();
    } finally {
      await store.close();
    }
  });

  it("queues one notification per enquiry; a row is claimed by one worker only, then marked sent", async () => {
    const store = await open();
    try {
      const saved = await store.save(submission());
      const id = saved.kind === "created" ? saved.receipt.id : "";
      const later = new Date(Date.now() + 60_000).toISOString();
      const due = await store.outbox.due(5, later);
      expect(due).toHaveLength(1);
      expect(due[0]).toMatchObject({ id, attempts: 0, language: "bn", message: VALID.message });
      const row = due[0]!;
      const lease = new Date(Date.now() + 120_000).toISOString();
      // Two workers that read the same row: the first claim wins, the second finds the lease changed.
      const claims = await Promise.all([
        store.outbox.claim(row.outboxId, lease, row.lease),
        store.outbox.claim(row.outboxId, lease, row.lease),
      ]);
      expect(claims.sort()).toEqual([false, true]);
      expect(await store.outbox.due(5, later)).toEqual([]);
      await store.outbox.markSent(row.outboxId, new Date().toISOString());
      expect(await store.outbox.due(5, new Date(Date.now() + 3_600_000).toISOString())).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it("rejects calls after close with the store's own error", async () => {
    const store = await open();
    await store.close();
    await expect(store.save(submission())).rejects.toBeInstanceOf(StoreError);
    expect(await store.readiness()).toMatch(/closed/);
  });
});
