/**
 * Group commit on SQLite: the enquiries that reach the store's thread while a commit is under way
 * are committed together in the next transaction, so one sync to disk serves them all; each is
 * answered only once its transaction is durable, and a transaction that fails answers every one of
 * its enquiries 503 and stores none of them.
 *
 * How the grouping is seen: every commit appends at least one frame (page) to the write-ahead log,
 * so a log holding fewer frames than the enquiries it took can only come from commits of several.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/sqlite.ts";
import { sqliteDatabase } from "../../server/db/database.ts";
import { enquiryStore } from "../../server/contact/enquiry-store.ts";
import type { Submission } from "../../server/contact/store.ts";
import { holdWriteLock, startApp, tempDir, VALID, type TestApp } from "./contact-helper.ts";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The frames now in the write-ahead log of the database at `file`, read through a connection of its own. */
function walFrames(file: string): number {
  const db = new Database(file);
  try {
    const [result] = db.pragma("wal_checkpoint(PASSIVE)") as { log: number }[];
    return result!.log;
  } finally {
    db.close();
  }
}

/** Empties the write-ahead log into the database, so the next count starts from 0. */
function resetWal(file: string) {
  const db = new Database(file);
  try {
    const [result] = db.pragma("wal_checkpoint(TRUNCATE)") as { busy: number; log: number }[];
    expect(result).toMatchObject({ busy: 0, log: 0 });
  } finally {
    db.close();
  }
}

function submission(n: number, key = randomUUID()): Submission {
  return {
    enquiry: { ...VALID, language: "en", message: `Enquiry number ${n}, grouped with others.` },
    idempotencyKey: key,
    clientHash: "test-client",
    userAgent: "vitest",
  };
}

function openStore() {
  const dir = tempDir("nexaforge-group-");
  const file = path.join(dir, "enquiries.db");
  const db: Db = openDatabase(file);
  const store = enquiryStore(sqliteDatabase(db), { notify: true });
  const count = () => db.prepare("SELECT count(*) FROM enquiries").pluck().get() as number;
  cleanups.push(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { file, store, count, db };
}

describe("group commit in the SQLite store", () => {
  it("commits a batch of 100 enquiries in one transaction: fewer log frames than enquiries, where one commit each writes far more", async () => {
    const one = openStore();
    resetWal(one.file);
    for (let i = 0; i < 100; i++)
      expect((await one.store.saveBatch([submission(i)]))[0]).toMatchObject({ kind: "created" });
    expect(one.count()).toBe(100);
    // The measure itself: a commit of one enquiry and its notification writes a frame at least.
    expect(walFrames(one.file)).toBeGreaterThanOrEqual(100);

    const grouped = openStore();
    resetWal(grouped.file);
    const results = await grouped.store.saveBatch(Array.from({ length: 100 }, (_, i) => submission(i)));
    expect(results.every((r) => !(r instanceof Error) && r.kind === "created")).toBe(true);
    expect(grouped.count()).toBe(100);
    expect(walFrames(grouped.file)).toBeLessThan(100);
  });

  it("keeps each enquiry of a batch apart: a replay and a reused key answer as alone, and the others are stored", async () => {
    const { store, count } = openStore();
    const key = randomUUID();
    const first = submission(1, key);
    const [created] = await store.saveBatch([first]);
    expect(created).toMatchObject({ kind: "created" });

    const results = await store.saveBatch([submission(2), first, submission(3, key), submission(4)]);
    expect(results[0]).toMatchObject({ kind: "created" });
    // The same enquiry again under its key: the first receipt, not a second row.
    expect(results[1]).toEqual({ kind: "replay", receipt: (created as { receipt: unknown }).receipt });
    // Another enquiry under a used key: refused, and nothing of it stored.
    expect(results[2]).toEqual({ kind: "conflict" });
    expect(results[3]).toMatchObject({ kind: "created" });
    expect(count()).toBe(3);
  });

  it("stores none of a batch whose transaction cannot begin, and fails it whole (the thread answers each with the error)", async () => {
    const { file, store, count, db } = openStore();
    db.pragma("busy_timeout = 100");
    const lock = holdWriteLock(file);
    await expect(store.saveBatch([submission(1), submission(2), submission(3)])).rejects.toThrow(/database is locked/);
    lock.release();
    expect(count()).toBe(0);
    expect(db.prepare("SELECT count(*) FROM outbox").pluck().get()).toBe(0);
  });
});

describe("group commit through the API", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("50 enquiries sent at once are all acknowledged and stored, in fewer commits than enquiries", async () => {
    t = await startApp();
    resetWal(t.databaseFile);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t!.post({ ...VALID, message: `Enquiry ${i} of a crowd.` })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    expect(t.count()).toBe(50);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(50);
    expect(walFrames(t.databaseFile)).toBeLessThan(50);
  });

  it("a failed commit answers every enquiry in it 503 and stores none; sent again, each is stored once", async () => {
    t = await startApp({}, { busyTimeoutMs: 200 });
    const keys = Array.from({ length: 20 }, () => randomUUID());
    const bodies = keys.map((_, i) => ({ ...VALID, message: `Enquiry ${i}, sent while the database is held.` }));
    const lock = holdWriteLock(t.databaseFile);
    const refused = await Promise.all(bodies.map((body, i) => t!.post(body, { key: keys[i] })));
    lock.release();
    expect(refused.map((a) => a.statusCode)).toEqual(Array(20).fill(503));
    for (const answer of refused) expect(answer.json()).toMatchObject({ error: "unavailable" });
    expect(t.count()).toBe(0);

    const stored = await Promise.all(bodies.map((body, i) => t!.post(body, { key: keys[i] })));
    expect(stored.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(t.count()).toBe(20);
  });
});
