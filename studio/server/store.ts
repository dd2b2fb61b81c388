/**
 * Where the studio keeps its accounts, sessions and audit log: its own SQLite file
 * (STUDIO_DATABASE_FILE, the default), or, when DATABASE_URL is set, the PostgreSQL database the
 * enquiries are in (tables prefixed studio_, tables.ts). The stores are written once, over the
 * query layer; the studio, its command line and its tests use only the interfaces here.
 */
import fs from "node:fs";
import { sqliteDatabase, type Database } from "../../server/db/database.ts";
import { openPostgres, reportingUnavailable } from "../../server/db/postgres.ts";
import type { Db } from "../../server/db/sqlite.ts";
import { sql } from "../../server/db/sql.ts";
import { accountStore, type AccountStore } from "./accounts.ts";
import { auditLog, type AuditLog } from "./audit.ts";
import { openStudioDatabase, STUDIO_HISTORY } from "./db.ts";
import { publishRecords, type PublishRecords } from "./publish/records.ts";
import { sessionStore, type SessionLimits, type SessionStore } from "./sessions.ts";
import { ACCOUNTS } from "./tables.ts";

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
 * Opens (and migrates) the studio's store. On PostgreSQL it uses the process's one pool to
 * DATABASE_URL (the inbox's too); a database that cannot be reached or used fails here with a
 * StartupError naming DATABASE_URL and what to do.
 */
export async function openStudioStore(
  settings: { databaseFile: string; databaseUrl?: string },
  options: { now?: () => number; notice?: (message: string) => void; onIdleError?: (error: Error) => void } = {},
): Promise<StudioStore> {
  const { now = Date.now } = options;
  if (settings.databaseUrl) {
    const db = await openPostgres(settings.databaseUrl, {
      onIdleError: options.onIdleError ?? (() => {}),
      max: 5,
      history: STUDIO_HISTORY,
    });
    // A call that fails with PostgreSQL away is answered 503 (studio/server/answers.ts), not 500.
    const unavailable = (error: Error) =>
      new StudioDatabaseUnavailable(`the studio's database did not answer: ${error.message}`, { cause: error });
    const guard = <T extends object>(part: T) => reportingUnavailable(part, unavailable);
    return {
      ...stores(db, now, guard),
      engine: "postgres",
      async problem() {
        try {
          await db.get(sql`SELECT 1 FROM ${ACCOUNTS} LIMIT 1`);
        } catch (error) {
          return `the studio's tables in PostgreSQL do not answer (${(error as Error).message})`;
        }
        return undefined;
      },
      close: () => db.close(),
    };
  }
  const file = openStudioDatabase(settings.databaseFile, options.notice);
  const db = sqliteDatabase(file);
  return {
    ...stores(db, now, (part) => part),
    engine: "sqlite",
    async problem() {
      try {
        if (!fs.existsSync(settings.databaseFile)) return `the studio database is missing (${settings.databaseFile})`;
        await db.get(sql`SELECT count(*) FROM ${ACCOUNTS}`);
      } catch (error) {
        return `the studio database does not answer (${(error as Error).message})`;
      }
      return undefined;
    },
    db: file,
    close: () => db.close(),
  };
}

/** The stores on `db`, each passed through `guard` (the PostgreSQL one's failures answered 503). */
function stores(db: Database, now: () => number, guard: <T extends object>(part: T) => T) {
  return {
    accounts: guard(accountStore(db)),
    sessions: (limits: SessionLimits) => guard(sessionStore(db, limits, now)),
    audit: guard(auditLog(db, now)),
    publishes: guard(publishRecords(db)),
  };
}
