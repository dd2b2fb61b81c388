import Database from "better-sqlite3";
import { StartupError } from "../startup-error.ts";

/**
 * The lock that says "a server is using this database": an SQLite file beside it
 * (`enquiries.db.lock`), held in an exclusive transaction for as long as the server runs. It is
 * an operating-system lock (POSIX advisory locks, which SQLite takes), not a guess from a process
 * id: it ends with the process however the process ends, kill -9 included, and it is seen by
 * every process and by every thread of this one. A restore takes it too, so a server cannot start
 * halfway through a restore, nor a restore run under a server.
 */
export function lockFileOf(databaseFile: string): string {
  return `${databaseFile}.lock`;
}

export interface DatabaseLock {
  release(): void;
}

export class DatabaseInUse extends Error {}

/** Takes the lock at once or throws DatabaseInUse (never waits: the holder may run for months). */
export function takeDatabaseLock(databaseFile: string): DatabaseLock {
  const file = lockFileOf(databaseFile);
  let db: Database.Database;
  try {
    db = new Database(file, { timeout: 0 });
  } catch (error) {
    throw new StartupError(
      `DATABASE_FILE=${databaseFile}: its lock file ${file} cannot be opened (${(error as Error).message}).`,
    );
  }
  try {
    db.exec("BEGIN EXCLUSIVE");
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code === "SQLITE_BUSY") throw new DatabaseInUse(databaseFile);
    throw error;
  }
  return {
    release() {
      if (!db.open) return;
      db.exec("ROLLBACK");
      db.close();
    },
  };
}

/** The server's words when the lock is taken: what holds it and what to do. */
export function inUseAtStart(databaseFile: string): StartupError {
  return new StartupError(
    `DATABASE_FILE=${databaseFile}: another server, or a restore, is using this database right now. ` +
      "Only one server may use a database file: stop the other one (or wait for the restore to finish), " +
      "or set DATABASE_FILE to another file.",
  );
}
