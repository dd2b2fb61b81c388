/**
 * Where the studio keeps its accounts, sessions and audit log: its own SQLite file
 * (STUDIO_DATABASE_FILE, the default), or, when DATABASE_URL is set, the PostgreSQL database the
 * enquiries are in (tables prefixed studio_). The studio, its command line and its tests use
 * only the interfaces here, the same on both engines.
 */
import fs from "node:fs";
import type pg from "pg";
import type { Db } from "../../server/contact/db.ts";
import {
  migratePostgres,
  openPool,
  postgresStartupError,
  reportingUnavailable,
} from "../../server/contact/postgres.ts";
import { StartupError } from "../../server/startup-error.ts";
import { accountStore, type AccountStore } from "./accounts.ts";
import { auditLog, type AuditLog } from "./audit.ts";
import { openStudioDatabase } from "./db.ts";
import {
  postgresAccountStore,
  postgresAuditLog,
  postgresPublishRecords,
  postgresSessionStore,
  STUDIO_POSTGRES_MIGRATIONS,
} from "./postgres-store.ts";
import { publishRecords, type PublishRecords } from "./publish/records.ts";
import { sessionStore, type SessionLimits, type SessionStore } from "./sessions.ts";

/** The studio's database cannot be reached or refused the call (PostgreSQL away): answered 503. */
export class StudioDatabaseUnavailable extends Error {}

export interface StudioStore {
  engine: "sqlite" | "postgres";
  accounts: AccountStore;
  /** The login limits come from the studio's settings; the command line never starts a session. */
  sessions(limits: SessionLimits): SessionStore;
  audit: AuditLog;
  /** Why the store cannot be used now (for /readyz), or undefined when it answers. */
  problem(): Promise<string | undefined>;
  publishes: PublishRecords;
  /** The SQLite file when that is the engine (for a backup). */
  db?: Db;
  close(): Promise<void>;
}

/**
 * Opens (and migrates) the studio's store. On PostgreSQL a database that cannot be reached or
 * used fails here with a StartupError naming DATABASE_URL and what to do.
 */
export async function openStudioStore(
  settings: { databaseFile: string; databaseUrl?: string },
  options: { now?: () => number; notice?: (message: string) => void; onIdleError?: (error: Error) => void } = {},
): Promise<StudioStore> {
  const { now = Date.now } = options;
  if (settings.databaseUrl) {
    const url = settings.databaseUrl;
    const pool = openPool(url, options.onIdleError ?? (() => {}), 5);
    try {
      await migratePostgres(pool, STUDIO_POSTGRES_MIGRATIONS.dir, STUDIO_POSTGRES_MIGRATIONS);
    } catch (error) {
      await pool.end().catch(() => {});
      if (error instanceof StartupError) throw error;
      throw postgresStartupError(error, url);
    }
    return postgresStudioStore(pool, now);
  }
  const db = openStudioDatabase(settings.databaseFile, options.notice);
  const check = db.prepare("SELECT count(*) FROM accounts").pluck();
  return {
    engine: "sqlite",
    accounts: accountStore(db),
    sessions: (limits) => sessionStore(db, limits, now),
    audit: auditLog(db, now),
    publishes: publishRecords(db),
    async problem() {
      try {
        if (!fs.existsSync(settings.databaseFile)) return `the studio database is missing (${settings.databaseFile})`;
        check.get();
      } catch (error) {
        return `the studio database does not answer (${(error as Error).message})`;
      }
      return undefined;
    },
    db,
    close: async () => void db.close(),
  };
}

function postgresStudioStore(pool: pg.Pool, now: () => number): StudioStore {
  // A call that fails with PostgreSQL away is answered 503 (studio/server/answers.ts), not 500.
  const unavailable = (error: Error) =>
    new StudioDatabaseUnavailable(`the studio's database did not answer: ${error.message}`, { cause: error });
  return {
    engine: "postgres",
    accounts: reportingUnavailable(postgresAccountStore(pool), unavailable),
    sessions: (limits) => reportingUnavailable(postgresSessionStore(pool, limits, now), unavailable),
    audit: reportingUnavailable(postgresAuditLog(pool, now), unavailable),
    publishes: reportingUnavailable(postgresPublishRecords(pool), unavailable),
    async problem() {
      try {
        await pool.query("SELECT 1 FROM studio_accounts LIMIT 1");
      } catch (error) {
        return `the studio's tables in PostgreSQL do not answer (${(error as Error).message})`;
      }
      return undefined;
    },
    close: () => pool.end(),
  };
}
