/**
 * The enquiry store, written once for both engines over the query layer (server/db): on SQLite in
 * the store's worker thread (store-worker.ts), which commits the enquiries that arrive together in
 * one transaction; on PostgreSQL straight from the server (postgres-store.ts), each enquiry on its
 * own, for several instances on one database.
 *
 * The key's UNIQUE constraint decides between two requests (or two instances) given the same
 * Idempotency-Key at once: INSERT ... ON CONFLICT DO NOTHING stores nothing for the second, which
 * then reads the first one's row. An enquiry and its notification go in the same transaction:
 * the notification exists exactly when the enquiry does.
 */
import { randomUUID } from "node:crypto";
import type { Database, Queries } from "../db/database.ts";
import { ENQUIRY_HISTORY, listMigrations } from "../db/migrate.ts";
import { sql } from "../db/sql.ts";
import {
  lookupResult,
  requestHash,
  StoreError,
  type DueNotification,
  type LookupResult,
  type Receipt,
  type SaveResult,
  type Submission,
} from "./store.ts";

/** The most enquiries committed in one transaction (the rest wait for the next). */
export const MAX_BATCH = 256;

class Rollback extends Error {}

export function enquiryStore(db: Database, options: { notify: boolean }) {
  const expected = listMigrations(ENQUIRY_HISTORY.dir, db.engine).length;

  const lookup = async (q: Queries, key: string, hash: string): Promise<LookupResult> =>
    lookupResult(
      await q.get<Receipt & { hash: string }>(
        sql`SELECT id, received_at AS "receivedAt", request_hash AS hash FROM enquiries WHERE idempotency_key = ${key}`,
      ),
      hash,
    );

  /**
   * Stores one enquiry through `q`. Without notifications that is one statement, atomic by itself
   * (on PostgreSQL one round trip holds a pooled connection); with them the enquiry and its
   * outbox row go in one transaction (a savepoint inside a batch's).
   */
  async function saveIn(q: Queries, s: Submission): Promise<SaveResult> {
    const hash = requestHash(s.enquiry);
    const e = s.enquiry; // the honeypot is not stored: it is always empty here
    // Twice at most: the row that took the key could be deleted (an owner's erasure) between the
    // insert that found it and the look-up that reads it.
    for (let attempt = 0; attempt < 2; attempt++) {
      const receipt = { id: randomUUID(), receivedAt: new Date().toISOString() };
      const insert = sql`INSERT INTO enquiries (id, idempotency_key, request_hash, name, email, phone,
          services, country, price, message, language, fill_ms, received_at, client_hash, user_agent)
        VALUES (${receipt.id}, ${s.idempotencyKey}, ${hash}, ${e.name}, ${e.email}, ${e.phone},
          ${e.services}, ${e.country}, ${e.price}, ${e.message}, ${e.language}, ${e.fillMs}, ${receipt.receivedAt},
          ${s.clientHash}, ${s.userAgent})
        ON CONFLICT (idempotency_key) DO NOTHING`;
      const inserted = options.notify
        ? await q.transaction(async (tx) => {
            if (!(await tx.run(insert))) return false;
            await tx.run(sql`INSERT INTO outbox (enquiry_id, created_at, next_attempt_at)
              VALUES (${receipt.id}, ${receipt.receivedAt}, ${receipt.receivedAt})`);
            return true;
          })
        : (await q.run(insert)) > 0;
      if (inserted) return { kind: "created", receipt };
      const previous = await lookup(q, s.idempotencyKey, hash);
      if (previous.kind !== "none") return previous;
    }
    throw new StoreError("the enquiry's key was taken and released again while it was being stored", "retry");
  }

  return {
    lookup: (key: string, hash: string) => lookup(db, key, hash),

    save: (s: Submission) => saveIn(db, s),

    /**
     * The enquiries that arrived together in one transaction, so one sync to disk serves them all
     * (group commit). Each is in a savepoint of its own, so one that fails leaves the others of
     * its batch to be committed. Returns each enquiry's result or error; the whole call fails when
     * the commit does.
     */
    saveBatch: (batch: Submission[]): Promise<(SaveResult | Error)[]> =>
      db.transaction(async (tx) => {
        const results: (SaveResult | Error)[] = [];
        for (const s of batch)
          results.push(await tx.transaction((one) => saveIn(one, s)).catch((error: Error) => error));
        return results;
      }),

    /** Why enquiries cannot be taken, or undefined. */
    async readiness(): Promise<string | undefined> {
      try {
        const applied = await db.get<{ n: number }>(sql`SELECT count(*) AS n FROM schema_migrations`);
        if (applied?.n !== expected) return "database migrations are not all applied";
        // A write that changes nothing, undone: fails on a database that became read-only (its
        // file or folder, a standby, a full disk) or is locked for good.
        await db.transaction(async (tx) => {
          await tx.run(sql`UPDATE schema_migrations SET name = name WHERE version = 1`);
          throw new Rollback();
        });
      } catch (error) {
        if (!(error instanceof Rollback)) return `the database cannot be written: ${(error as Error).message}`;
      }
      return undefined;
    },

    outbox: {
      due: (maxAttempts: number, now: string) =>
        db.all<DueNotification>(sql`SELECT o.id AS "outboxId", o.attempts, o.next_attempt_at AS lease,
            e.id, e.name, e.email, e.phone, e.services, e.country, e.price, e.message, e.language, e.received_at
          FROM outbox o JOIN enquiries e ON e.id = o.enquiry_id
          WHERE o.sent_at IS NULL AND o.attempts < ${maxAttempts} AND o.next_attempt_at <= ${now}
          ORDER BY o.next_attempt_at LIMIT 20`),
      // Conditional on the lease seen, in one statement: of two workers that read the same row,
      // the second's UPDATE finds the lease changed and takes nothing.
      claim: async (id: number, leaseUntil: string, seenLease: string) =>
        (await db.run(sql`UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ${leaseUntil}
          WHERE id = ${id} AND next_attempt_at = ${seenLease} AND sent_at IS NULL`)) > 0,
      markSent: async (id: number, at: string) =>
        void (await db.run(sql`UPDATE outbox SET sent_at = ${at}, last_error = NULL WHERE id = ${id}`)),
      markFailed: async (id: number, next: string, reason: string) =>
        void (await db.run(sql`UPDATE outbox SET next_attempt_at = ${next}, last_error = ${reason} WHERE id = ${id}`)),
    },
  };
}

export type EnquiryStore = ReturnType<typeof enquiryStore>;
