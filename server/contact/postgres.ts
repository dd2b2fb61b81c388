/**
 * The connection to PostgreSQL (DATABASE_URL) shared by the server's enquiry store and the owner
 * tools: the pool, its migrations, and start-up errors worded for the person running the server.
 *
 * PostgreSQL has migrations of its own (server/migrations/postgres/), not the SQLite files run
 * through a query builder: the SQLite schema leans on SQLite's own forms (STRICT tables, COLLATE
 * NOCASE, ALTER TABLE one column at a time, rowid for arrival order), the PostgreSQL one on its own
 * (identity columns, an index on lower(email)), and both are short. The same runner (listMigrations)
 * reads both folders, and a version means one schema on either engine's own terms.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { StartupError } from "../startup-error.ts";
import { listMigrations } from "./db.ts";

export const POSTGRES_MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../migrations/postgres",
);

/** Any fixed number: the advisory lock that every instance takes before it looks at the schema. */
const MIGRATION_LOCK = 390_039_001;
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
 * A pool of connections to DATABASE_URL. A connection that breaks (PostgreSQL restarted, the
 * network cut) is dropped from the pool and the next call opens a new one: the pool recovers by
 * itself once PostgreSQL answers again. `onIdleError` hears of idle connections that broke
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
  });
  pool.on("error", onIdleError);
  return pool;
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
 * Brings the schema up to date. Every instance takes the same advisory lock first, so instances
 * starting together wait for one another: the first applies what is missing, each migration in its
 * own transaction with its record; the others then find nothing left to do.
 */
export async function migratePostgres(
  pool: pg.Pool,
  dir = POSTGRES_MIGRATIONS_DIR,
  track: { table: string; lock: number } = { table: "schema_migrations", lock: MIGRATION_LOCK },
): Promise<void> {
  const migrations = listMigrations(dir);
  // The table's name is one of ours (schema_migrations, studio_schema_migrations), never input.
  const table = track.table;
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("SELECT pg_advisory_lock($1)", [track.lock]);
    await client.query(`CREATE TABLE IF NOT EXISTS ${table} (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
    const { rows } = await client.query<{ version: number }>(`SELECT version FROM ${table}`);
    const applied = new Set(rows.map((r) => r.version));
    for (const m of migrations) {
      if (applied.has(m.version)) continue;
      await client.query("BEGIN");
      try {
        await client.query(fs.readFileSync(m.file, "utf8"));
        await client.query(`INSERT INTO ${table} (version, name, applied_at) VALUES ($1, $2, $3)`, [
          m.version,
          m.name,
          new Date().toISOString(),
        ]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      }
    }
    const latest = Math.max(0, ...applied);
    if (latest > migrations.length)
      throw new StartupError(
        `The PostgreSQL database is at schema version ${latest}, newer than this code knows (${migrations.length}): run the newer version of the site, or another database.`,
      );
    await client.query("SELECT pg_advisory_unlock($1)", [track.lock]);
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // A connection that failed is closed rather than reused: that also gives up its lock.
    client.release(broken);
  }
}

/**
 * The IP-hash secret every instance shares when IP_HASH_SECRET is not set: made by the first
 * instance that needs it and kept in the settings table; the others read the same row.
 */
export async function sharedIpHashSecret(pool: pg.Pool): Promise<string> {
  await pool.query("INSERT INTO settings (name, value) VALUES ('ip_hash_secret', $1) ON CONFLICT (name) DO NOTHING", [
    randomBytes(32).toString("hex"),
  ]);
  const { rows } = await pool.query<{ value: string }>("SELECT value FROM settings WHERE name = 'ip_hash_secret'");
  const secret = rows[0]?.value ?? "";
  if (secret.length < 32) throw new Error("the IP hash secret stored in the database is shorter than 32 characters");
  return secret;
}

/** Connects once and migrates; a failure becomes a StartupError naming DATABASE_URL. */
export async function preparePostgres(pool: pg.Pool, url: string): Promise<void> {
  try {
    await migratePostgres(pool);
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

/** Runs `work` in one transaction on one connection; rolled back when it throws. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch((e: Error) => (broken = e));
    throw error;
  } finally {
    client.release(broken);
  }
}
