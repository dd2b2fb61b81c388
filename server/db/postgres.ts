/**
 * The connection to PostgreSQL (DATABASE_URL) of every process that uses it (the public server,
 * the studio, the owner tools): the process's one pool, the migration runner, and start-up errors
 * worded for the person running the server. The histories themselves are migrate.ts's, one per
 * database with the same versions as on SQLite.
 */
import fs from "node:fs";
import pg from "pg";
import { StartupError } from "../startup-error.ts";
import { postgresDatabase, type Database } from "./database.ts";
import { ENQUIRY_HISTORY, listMigrations, renumbering, type History } from "./migrate.ts";

/** How long a new connection may take before the call fails (a database that does not answer). */
const CONNECT_TIMEOUT_MS = 5000;

/** DATABASE_URL as it may be shown: its password left out. */
export function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "";
    return parsed.toString().replace(/:@/, "@");
  } catch {
    return "(not shown)";
  }
}

/**
 * PostgreSQL's BIGINT (count(*), identity columns, milliseconds) read as a JavaScript number, as
 * SQLite gives it: every such value here is far below 2^53.
 */
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === pg.types.builtins.INT8 && format !== "binary"
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * A new pool of connections to `url`. A process uses one (sharedPool): a second pool is for a
 * test that stands for a second server instance. A connection that breaks (PostgreSQL restarted,
 * the network cut) is dropped from the pool and the next call opens a new one: the pool recovers
 * by itself once PostgreSQL answers again. `onIdleError` hears of idle connections that broke
 * (without a listener pg would throw them at the process).
 */
export function openPool(url: string, onIdleError: (error: Error) => void, max = 10): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    application_name: "nexaforge-web",
    types,
  });
  pool.on("error", onIdleError);
  return pool;
}

/** The pools of this process, one per address, with how many parts of it use each. */
const pools = new Map<string, { pool: pg.Pool; users: number }>();

/**
 * The process's one pool of connections to DATABASE_URL, shared by every part that asks for it
 * (the studio's accounts and its inbox use the same one), with `max` connections at most: the
 * largest any part asked for. `release` gives this part's share back; the last one ends the pool.
 */
export function sharedPool(
  url: string,
  onIdleError: (error: Error) => void,
  max = 10,
): { pool: pg.Pool; release: () => Promise<void> } {
  let entry = pools.get(url);
  if (!entry) {
    entry = { pool: openPool(url, onIdleError, max), users: 0 };
    pools.set(url, entry);
  } else {
    entry.pool.on("error", onIdleError);
    if ((entry.pool.options.max ?? 0) < max) entry.pool.options.max = max;
  }
  const shared = entry;
  shared.users++;
  let released = false;
  return {
    pool: shared.pool,
    async release() {
      if (released) return;
      released = true;
      shared.pool.off("error", onIdleError);
      if (--shared.users > 0) return;
      pools.delete(url);
      await shared.pool.end();
    },
  };
}

/**
 * The database at `url` through the process's pool, its `history` brought up to date. A database
 * that cannot be reached or used fails with a StartupError naming DATABASE_URL and what to do.
 */
export async function openPostgres(
  url: string,
  options: { onIdleError: (error: Error) => void; max?: number; history?: History },
): Promise<Database & { pool: pg.Pool }> {
  const { pool, release } = sharedPool(url, options.onIdleError, options.max);
  try {
    await preparePostgres(pool, url, options.history);
  } catch (error) {
    await release().catch(() => {});
    throw error;
  }
  return postgresDatabase(pool, release);
}

type PgError = Error & { code?: string; errno?: number };

/**
 * Why the database at DATABASE_URL cannot be used, in plain words: which setting, what is wrong,
 * what to do. The password is never shown (PostgreSQL's own messages do not hold it either).
 */
export function postgresStartupError(error: unknown, url: string): Error {
  const e = error as PgError;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    // checked by loadConfig; shown as "(not shown)" below
  }
  const where = `DATABASE_URL=${shownUrl(url)}`;
  const host = parsed ? `${parsed.hostname || "localhost"}:${parsed.port || 5432}` : "the server";
  const database = parsed ? decodeURIComponent(parsed.pathname.replace(/^\//, "")) : "";
  const user = parsed ? decodeURIComponent(parsed.username) : "";
  const message = e.message ?? String(error);
  switch (e.code) {
    case "ECONNREFUSED":
      return new StartupError(
        `${where}: nothing answers at ${host}. Start PostgreSQL, or correct the host and port in DATABASE_URL.`,
      );
    case "ENOTFOUND":
    case "EAI_AGAIN":
    case "EAI_NONAME":
      return new StartupError(
        `${where}: the host name ${parsed?.hostname ?? ""} does not resolve. Correct the host in DATABASE_URL.`,
      );
    case "ETIMEDOUT":
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return new StartupError(
        `${where}: ${host} cannot be reached (${e.code}). Check the host and port, and that a firewall lets this machine through.`,
      );
    case "28P01":
      return new StartupError(
        `${where}: PostgreSQL refused the password for user "${user}". Correct the user name or password in DATABASE_URL.`,
      );
    case "28000":
      return new StartupError(
        `${where}: PostgreSQL does not let user "${user}" in from here (${message}). Correct the user in DATABASE_URL, or allow it in PostgreSQL's pg_hba.conf.`,
      );
    case "3D000":
      return new StartupError(
        `${where}: the database "${database}" does not exist on ${host}. Create it (createdb ${database}, or CREATE DATABASE), or correct its name at the end of DATABASE_URL.`,
      );
    case "42501":
      return new StartupError(
        `${where}: user "${user}" may not create the enquiry tables in database "${database}" (${message}). Grant it CREATE on the database's public schema, or use the database's owner.`,
      );
  }
  if (/timeout exceeded when trying to connect|Connection terminated due to connection timeout/i.test(message))
    return new StartupError(
      `${where}: ${host} did not answer within ${CONNECT_TIMEOUT_MS / 1000} s. Check the host and port, and that PostgreSQL is running and reachable from this machine.`,
    );
  if (/SASL|password must be a string/i.test(message))
    return new StartupError(
      `${where}: PostgreSQL asks for a password for user "${user}" and none was given. Put it in DATABASE_URL (postgres://user:password@host/database).`,
    );
  return new StartupError(`${where}: the database cannot be used: ${message}`);
}

/**
 * Brings the schema of `history` up to date. Every instance takes the history's advisory lock
 * first, so instances starting together wait for one another: the first applies what is missing,
 * each migration in its own transaction with its record; the others then find nothing left to do.
 * Versions recorded under their old numbers (History.renumbered) are moved first, in one transaction.
 */
export async function migratePostgres(pool: pg.Pool, history: History = ENQUIRY_HISTORY): Promise<void> {
  const migrations = listMigrations(history.dir, "postgres");
  // The table's name is one of ours (schema_migrations, studio_schema_migrations), never input.
  const table = history.table;
  const client = await pool.connect();
  let broken: Error | undefined;
  const inTransaction = async (work: () => Promise<void>) => {
    await client.query("BEGIN");
    try {
      await work();
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    }
  };
  try {
    await client.query("SELECT pg_advisory_lock($1)", [history.lock]);
    await client.query(`CREATE TABLE IF NOT EXISTS ${table} (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
    const recorded = (await client.query<{ version: number; name: string }>(`SELECT version, name FROM ${table}`)).rows;
    const moves = renumbering(history, migrations, recorded);
    if (moves.length)
      await inTransaction(async () => {
        for (const [from, to] of moves)
          await client.query(`UPDATE ${table} SET version = $2 WHERE version = $1`, [from, to]);
      });
    const applied = new Set(recorded.map((r) => moves.find(([from]) => from === r.version)?.[1] ?? r.version));
    for (const m of migrations) {
      if (applied.has(m.version)) continue;
      await inTransaction(async () => {
        await client.query(fs.readFileSync(m.file, "utf8"));
        await client.query(`INSERT INTO ${table} (version, name, applied_at) VALUES ($1, $2, $3)`, [
          m.version,
          m.name,
          new Date().toISOString(),
        ]);
      });
    }
    const latest = Math.max(0, ...applied);
    if (latest > migrations.length)
      throw new StartupError(
        `The PostgreSQL database is at schema version ${latest}, newer than this code knows (${migrations.length}): run the newer version of the site, or another database.`,
      );
    await client.query("SELECT pg_advisory_unlock($1)", [history.lock]);
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // A connection that failed is closed rather than reused: that also gives up its lock.
    client.release(broken);
  }
}

/** Connects once and migrates `history`; a failure becomes a StartupError naming DATABASE_URL. */
export async function preparePostgres(pool: pg.Pool, url: string, history: History = ENQUIRY_HISTORY): Promise<void> {
  try {
    await migratePostgres(pool, history);
  } catch (error) {
    if (error instanceof StartupError) throw error;
    throw postgresStartupError(error, url);
  }
}

/**
 * Each method of `part`, its failures thrown as `unavailable(error)` (the cause kept) but for a
 * refused value (SQLSTATE class 23, such as a unique key already taken), which is not PostgreSQL
 * being away. The studio then answers "try again shortly" rather than "something went wrong".
 */
export function reportingUnavailable<T extends object>(part: T, unavailable: (error: Error) => Error): T {
  const guarded: Record<string, unknown> = {};
  for (const [name, call] of Object.entries(part) as [string, (...args: unknown[]) => Promise<unknown>][])
    guarded[name] = async (...args: unknown[]) => {
      try {
        return await call(...args);
      } catch (error) {
        if ((error as { code?: string }).code?.startsWith("23")) throw error;
        throw unavailable(error as Error);
      }
    };
  return guarded as T;
}
