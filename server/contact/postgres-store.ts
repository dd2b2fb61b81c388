import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import { clean } from "./log.ts";
import { listMigrations } from "./db.ts";
import { openPool, POSTGRES_MIGRATIONS_DIR, preparePostgres, sharedIpHashSecret } from "./postgres.ts";
import {
  lookupResult,
  requestHash,
  StoreError,
  type DueNotification,
  type LookupResult,
  type Receipt,
  type SaveResult,
  type Store,
  type Submission,
} from "./store.ts";

/**
 * The enquiry store on PostgreSQL (DATABASE_URL), for several server instances on one database.
 * Every write is one statement, committed before it answers: an enquiry and its notification go
 * in together (a data-modifying WITH), and the key's UNIQUE constraint decides between two
 * instances given the same Idempotency-Key at once (INSERT ... ON CONFLICT DO NOTHING: the
 * second waits for the first and stores nothing). A call that fails (PostgreSQL away, restarting)
 * rejects with StoreError, so the API answers 503; the pool opens new connections by itself once
 * PostgreSQL is back.
 */
export async function openPostgresStore(
  url: string,
  options: { notify: boolean; ipHashSecret: string | undefined },
  log: FastifyBaseLogger,
): Promise<{ store: Store; ipHashSecret: string; pool: pg.Pool }> {
  const pool = openPool(url, (error) =>
    log.warn({ event: "database_connection_lost", reason: clean(error.message) }, "a database connection broke"),
  );
  let ipHashSecret: string;
  try {
    await preparePostgres(pool, url);
    ipHashSecret = options.ipHashSecret ?? (await sharedIpHashSecret(pool));
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  // The pool is also the rate limit's (postgres-rate-limit.ts); the store's close() ends it.
  return { store: postgresStore(pool, options.notify), ipHashSecret, pool };
}

/** Any failure of a call, as the routes expect it: a StoreError with PostgreSQL's code or the socket's. */
function storeError(error: unknown): StoreError {
  if (error instanceof StoreError) return error;
  const e = error as Error & { code?: string };
  return new StoreError(`the database could not be reached or refused the call: ${e.message}`, e.code ?? "postgres");
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw storeError(error);
  }
}

const INSERT = `WITH saved AS (
    INSERT INTO enquiries (id, idempotency_key, request_hash, name, email, phone, services, country, price,
      message, language, fill_ms, received_at, client_hash, user_agent)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id, received_at
  ), queued AS (
    INSERT INTO outbox (enquiry_id, created_at, next_attempt_at)
    SELECT id, received_at, received_at FROM saved WHERE $16::boolean
  )
  SELECT id, received_at AS "receivedAt" FROM saved`;

export function postgresStore(pool: pg.Pool, notify: boolean): Store {
  const expected = listMigrations(POSTGRES_MIGRATIONS_DIR).length;
  let closed = false;

  async function lookup(key: string, hash: string): Promise<LookupResult> {
    const { rows } = await pool.query<Receipt & { hash: string }>({
      name: "enquiry-by-key",
      text: `SELECT id, received_at AS "receivedAt", request_hash AS hash FROM enquiries WHERE idempotency_key = $1`,
      values: [key],
    });
    return lookupResult(rows[0], hash);
  }

  async function save(s: Submission): Promise<SaveResult> {
    const hash = requestHash(s.enquiry);
    // Twice at most: the row that took the key could be deleted (an owner's erasure) between the
    // insert that found it and the look-up that reads it.
    for (let attempt = 0; attempt < 2; attempt++) {
      const e = s.enquiry; // the honeypot is not stored: it is always empty here
      const { rows } = await pool.query<Receipt>({
        name: "save-enquiry",
        text: INSERT,
        values: [
          randomUUID(),
          s.idempotencyKey,
          hash,
          e.name,
          e.email,
          e.phone,
          e.services,
          e.country,
          e.price,
          e.message,
          e.language,
          e.fillMs,
          new Date().toISOString(),
          s.clientHash,
          s.userAgent,
          notify,
        ],
      });
      if (rows[0]) return { kind: "created", receipt: rows[0] };
      const previous = await lookup(s.idempotencyKey, hash);
      if (previous.kind !== "none") return previous;
    }
    throw new StoreError("the enquiry's key was taken and released again while it was being stored", "retry");
  }

  async function readiness(): Promise<string | undefined> {
    if (closed) return "the database is closed";
    try {
      const { rows } = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM schema_migrations");
      if (rows[0]?.n !== expected) return "database migrations are not all applied";
      // A write that changes nothing, undone: fails on a read-only database (a standby, a full disk).
      await pool.query("BEGIN; UPDATE schema_migrations SET name = name WHERE version = 1; ROLLBACK");
      return undefined;
    } catch (error) {
      return `the database cannot be written: ${(error as Error).message}`;
    }
  }

  return {
    lookup: (key, hash) => guarded(() => lookup(key, hash)),
    save: (submission) => guarded(() => save(submission)),
    readiness,
    outbox: {
      due: (maxAttempts, now) =>
        guarded(async () => {
          const { rows } = await pool.query<DueNotification>(
            `SELECT o.id AS "outboxId", o.attempts, o.next_attempt_at AS lease,
                e.id, e.name, e.email, e.phone, e.services, e.country, e.price, e.message, e.language, e.received_at
              FROM outbox o JOIN enquiries e ON e.id = o.enquiry_id
              WHERE o.sent_at IS NULL AND o.attempts < $1 AND o.next_attempt_at <= $2
              ORDER BY o.next_attempt_at LIMIT 20`,
            [maxAttempts, now],
          );
          return rows;
        }),
      // Conditional on the lease seen, in one statement: of two instances that read the same row,
      // the second's UPDATE waits for the first's, then finds the lease changed and takes nothing.
      claim: (id, leaseUntil, seenLease) =>
        guarded(async () => {
          const result = await pool.query(
            `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = $1
              WHERE id = $2 AND next_attempt_at = $3 AND sent_at IS NULL`,
            [leaseUntil, id, seenLease],
          );
          return (result.rowCount ?? 0) > 0;
        }),
      markSent: (id, at) =>
        guarded(async () => {
          await pool.query("UPDATE outbox SET sent_at = $1, last_error = NULL WHERE id = $2", [at, id]);
        }),
      markFailed: (id, next, reason) =>
        guarded(async () => {
          await pool.query("UPDATE outbox SET next_attempt_at = $1, last_error = $2 WHERE id = $3", [next, reason, id]);
        }),
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
