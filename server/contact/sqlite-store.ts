import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { Db } from "./db.ts";
import { listMigrations } from "./db.ts";
import {
  lookupResult,
  requestHash,
  StoreError,
  type DueNotification,
  type LookupResult,
  type SaveResult,
  type Submission,
} from "./store.ts";

/** The most enquiries committed in one transaction (the rest wait for the next). */
export const MAX_BATCH = 256;

/**
 * The enquiry store on SQLite, synchronous: it runs in the store's worker thread
 * (store-worker.ts), never on the thread that answers requests.
 */
export function createSqliteStore(db: Db, file: string, options: { notify: boolean }) {
  const watch = watchIdentity(file);
  const find = db.prepare<[string], { id: string; receivedAt: string; hash: string }>(
    "SELECT id, received_at AS receivedAt, request_hash AS hash FROM enquiries WHERE idempotency_key = ?",
  );
  const insert = db.prepare(`INSERT INTO enquiries (id, idempotency_key, request_hash, name, email, phone, services,
      country, price, message, language, fill_ms, received_at, client_hash, user_agent)
    VALUES (@id, @idempotencyKey, @hash, @name, @email, @phone, @services,
      @country, @price, @message, @language, @fillMs, @receivedAt, @clientHash, @userAgent)`);
  const queue = db.prepare("INSERT INTO outbox (enquiry_id, created_at, next_attempt_at) VALUES (?, ?, ?)");

  function lookup(key: string, hash: string): LookupResult {
    return lookupResult(find.get(key), hash);
  }

  // Each enquiry in a savepoint of its own (a transaction inside the batch's), so one that fails
  // leaves the others of its batch to be committed.
  const saveOne = db.transaction((s: Submission): SaveResult => {
    const hash = requestHash(s.enquiry);
    const previous = lookup(s.idempotencyKey, hash);
    if (previous.kind !== "none") return previous;
    const receipt = { id: randomUUID(), receivedAt: new Date().toISOString() };
    const e = s.enquiry; // the honeypot is not stored: it is always empty here
    insert.run({
      name: e.name,
      email: e.email,
      phone: e.phone,
      services: e.services,
      country: e.country,
      price: e.price,
      message: e.message,
      language: e.language,
      fillMs: e.fillMs,
      ...receipt,
      hash,
      idempotencyKey: s.idempotencyKey,
      clientHash: s.clientHash,
      userAgent: s.userAgent,
    });
    // Same transaction: the notification exists exactly when the enquiry does.
    if (options.notify) queue.run(receipt.id, receipt.receivedAt, receipt.receivedAt);
    return { kind: "created", receipt };
  });

  /**
   * Stores the enquiries that arrived together in one transaction, so one sync to disk serves
   * them all (group commit). IMMEDIATE takes the write lock first: the lookup and the insert of
   * each happen under it, so two requests with one key (even from two processes) cannot both
   * insert. Returns each enquiry's result or error; every one is an error when the commit fails,
   * or when the file is found replaced before or after it (its rows would be in a file no one reads).
   */
  function saveBatch(batch: Submission[]): (SaveResult | Error)[] {
    watch.check();
    const results = db
      .transaction(() =>
        batch.map((s) => {
          try {
            return saveOne(s);
          } catch (error) {
            return error as Error;
          }
        }),
      )
      .immediate();
    watch.check();
    return results;
  }

  const expected = listMigrations().length;
  const applied = db.prepare("SELECT count(*) FROM schema_migrations").pluck();
  const touch = db.prepare("UPDATE schema_migrations SET name = name WHERE version = 1");
  // A write that changes nothing, then undone: fails when the file or its folder became read-only or locked for good.
  const probe = db.transaction(() => {
    touch.run();
    throw new Rollback();
  });

  /** Why enquiries cannot be taken, or undefined; throws StoreError "replaced" when the file was replaced. */
  function readiness(): string | undefined {
    watch.check();
    try {
      if (applied.get() !== expected) return "database migrations are not all applied";
      probe();
    } catch (error) {
      if (!(error instanceof Rollback)) return `the database cannot be written: ${(error as Error).message}`;
    }
    return undefined;
  }

  const due = db.prepare<
    [number, string],
    DueNotification
  >(`SELECT o.id AS outboxId, o.attempts, o.next_attempt_at AS lease,
      e.id, e.name, e.email, e.phone, e.services, e.country, e.price, e.message, e.language, e.received_at
    FROM outbox o JOIN enquiries e ON e.id = o.enquiry_id
    WHERE o.sent_at IS NULL AND o.attempts < ? AND o.next_attempt_at <= ?
    ORDER BY o.next_attempt_at LIMIT 20`);
  // Conditional on the lease seen: if another worker claimed the row first, this one changes nothing.
  const claim = db.prepare(`UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?
    WHERE id = ? AND next_attempt_at = ? AND sent_at IS NULL`);
  const markSent = db.prepare("UPDATE outbox SET sent_at = ?, last_error = NULL WHERE id = ?");
  const markFailed = db.prepare("UPDATE outbox SET next_attempt_at = ?, last_error = ? WHERE id = ?");

  return {
    lookup: (key: string, hash: string) => {
      watch.check();
      return lookup(key, hash);
    },
    saveBatch,
    readiness,
    outbox: {
      due: (maxAttempts: number, now: string) => due.all(maxAttempts, now),
      claim: (id: number, leaseUntil: string, seenLease: string) => claim.run(leaseUntil, id, seenLease).changes > 0,
      markSent: (id: number, at: string) => void markSent.run(at, id),
      markFailed: (id: number, next: string, reason: string) => void markFailed.run(next, reason, id),
    },
  };
}

export type SqliteStore = ReturnType<typeof createSqliteStore>;

class Rollback extends Error {}

/**
 * Notices when the database file, or its write-ahead log, at DATABASE_FILE is no longer the one
 * the server opened: deleted (`rm enquiries.db*`), or moved away and another put in its place.
 * SQLite would go on writing into the file it holds open, which no one will ever read again.
 * Files are compared by device and inode, which a copy, a move or a new file all change.
 */
function watchIdentity(file: string) {
  const identity = (f: string) => {
    const stat = fs.statSync(f, { throwIfNoEntry: false });
    return stat ? `${stat.dev}:${stat.ino}` : "missing";
  };
  const files = [file, `${file}-wal`];
  const opened = files.map(identity);
  return {
    check() {
      const changed = files.filter((f, i) => identity(f) !== opened[i]);
      if (changed.length)
        throw new StoreError(
          `the database file ${changed.join(" and ")} was deleted or replaced while the server was running; ` +
            "enquiries are refused until it is put back or the server is restarted",
          "replaced",
        );
    },
  };
}
