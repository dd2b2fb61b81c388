/**
 * The enquiry store on PostgreSQL (DATABASE_URL), for several server instances on one database:
 * enquiry-store.ts's queries, through the process's one pool. A call that fails (PostgreSQL away,
 * restarting) rejects with StoreError, so the API answers 503; the pool opens new connections by
 * itself once PostgreSQL is back.
 */
import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import type { Database } from "../db/database.ts";
import { openPostgres } from "../db/postgres.ts";
import { sql } from "../db/sql.ts";
import { enquiryStore } from "./enquiry-store.ts";
import { clean } from "./log.ts";
import { StoreError, type Store } from "./store.ts";

export async function openPostgresStore(
  url: string,
  options: { notify: boolean; ipHashSecret: string | undefined },
  log: FastifyBaseLogger,
): Promise<{ store: Store; ipHashSecret: string; pool: pg.Pool }> {
  const db = await openPostgres(url, {
    onIdleError: (error) =>
      log.warn({ event: "database_connection_lost", reason: clean(error.message) }, "a database connection broke"),
  });
  let ipHashSecret: string;
  try {
    ipHashSecret = options.ipHashSecret ?? (await sharedIpHashSecret(db));
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  // The pool is also the rate limit's (postgres-rate-limit.ts); the store's close() gives it back.
  return { store: postgresStore(db, options.notify), ipHashSecret, pool: db.pool };
}

/**
 * The IP-hash secret every instance shares when IP_HASH_SECRET is not set: made by the first
 * instance that needs it and kept in the settings table; the others read the same row.
 */
export async function sharedIpHashSecret(db: Database): Promise<string> {
  await db.run(sql`INSERT INTO settings (name, value) VALUES ('ip_hash_secret', ${randomBytes(32).toString("hex")})
    ON CONFLICT (name) DO NOTHING`);
  const row = await db.get<{ value: string }>(sql`SELECT value FROM settings WHERE name = 'ip_hash_secret'`);
  const secret = row?.value ?? "";
  if (secret.length < 32) throw new Error("the IP hash secret stored in the database is shorter than 32 characters");
  return secret;
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

/** The Store the API uses, on `db`: every failure a StoreError. */
export function postgresStore(db: Database, notify: boolean): Store {
  const store = enquiryStore(db, { notify });
  let closed = false;
  return {
    lookup: (key, hash) => guarded(() => store.lookup(key, hash)),
    save: (submission) => guarded(() => store.save(submission)),
    readiness: async () => (closed ? "the database is closed" : store.readiness()),
    outbox: {
      due: (maxAttempts, now) => guarded(() => store.outbox.due(maxAttempts, now)),
      claim: (id, leaseUntil, seenLease) => guarded(() => store.outbox.claim(id, leaseUntil, seenLease)),
      markSent: (id, at) => guarded(() => store.outbox.markSent(id, at)),
      markFailed: (id, next, reason) => guarded(() => store.outbox.markFailed(id, next, reason)),
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.close();
    },
  };
}
