import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { Db } from "./sqlite.ts";
import { listMigrations } from "./migrate.ts";
import { makeFolders } from "./db-file.ts";
import { DatabaseInUse, takeDatabaseLock } from "./lock.ts";

/** Every page in one step: a read transaction in WAL mode does not hold up the server's writes. */
const ALL_PAGES = 0x7fffffff;

/** Which database a backup is of: the table whose rows it counts, and the migrations it is at. */
export interface DatabaseKind {
  /** "an enquiry database", in messages. */
  name: string;
  table: string;
  migrationsDir?: string;
}

export const ENQUIRY_DATABASE: DatabaseKind = { name: "an enquiry database", table: "enquiries" };

export interface BackupOptions {
  kind?: DatabaseKind;
  /** An existing `target` is overwritten (the enquiry CLI's behaviour); otherwise refused. */
  replace?: boolean;
}

/**
 * A consistent copy of the live database in `target`, made with SQLite's online backup API
 * while the server keeps taking enquiries, then checked with PRAGMA integrity_check. Written
 * beside the target first and renamed into place, so a half-written backup never has its name.
 * Returns the rows of the kind's table.
 */
export async function backupTo(
  db: Db,
  target: string,
  { kind = ENQUIRY_DATABASE, replace = true }: BackupOptions = {},
): Promise<{ rows: number; bytes: number }> {
  const file = path.resolve(target);
  if (file === path.resolve(db.name)) throw new Error(`${target} is the database itself: choose another file`);
  if (!fs.existsSync(path.dirname(file))) throw new Error(`${path.dirname(target)}: no such folder`);
  const exists = () =>
    new Error(`${target} already exists. Choose another file name, or add --replace to overwrite it`);
  if (!replace && fs.existsSync(file)) throw exists();
  const temp = `${file}.${process.pid}.partial`;
  try {
    await copyDatabase(db, temp);
    const rows = checkBackup(temp, kind);
    if (replace) fs.renameSync(temp, file);
    else
      try {
        // A link never replaces a file made meanwhile, as rename would.
        fs.linkSync(temp, file);
      } catch (error) {
        throw (error as NodeJS.ErrnoException).code === "EEXIST" ? exists() : error;
      }
    return { rows, bytes: fs.statSync(file).size };
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/**
 * Copies `db` to `file` (0600) as one self-contained file: the copy is switched out of WAL mode,
 * so no -wal or -shm file belongs with it (the server switches it back when it opens it).
 */
async function copyDatabase(db: Db, file: string) {
  await db.backup(file, { progress: () => ALL_PAGES });
  fs.chmodSync(file, 0o600);
  const copy = new Database(file);
  try {
    copy.pragma("journal_mode = DELETE");
  } finally {
    copy.close();
  }
}

/** Opens a backup read-only and makes sure it is sound and of `kind`; returns the rows of its table. */
export function checkBackup(file: string, kind: DatabaseKind = ENQUIRY_DATABASE): number {
  let backup: Db;
  try {
    backup = new Database(file, { readonly: true, fileMustExist: true });
  } catch {
    throw new Error(`${file}: no such file, or not readable`);
  }
  try {
    let result: unknown;
    try {
      result = backup.pragma("integrity_check", { simple: true });
    } catch {
      throw new Error(`${file} is not an SQLite database`);
    }
    if (result !== "ok") throw new Error(`${file} is damaged (integrity_check: ${String(result)})`);
    let latest: number;
    let rows: number;
    try {
      latest = backup.prepare("SELECT max(version) FROM schema_migrations").pluck().get() as number;
      rows = backup.prepare(`SELECT count(*) FROM ${kind.table}`).pluck().get() as number;
    } catch {
      throw new Error(`${file} is an SQLite database, but not ${kind.name}`);
    }
    if (latest > listMigrations(kind.migrationsDir).length)
      throw new Error(`${file} comes from a newer version of the site`);
    return rows;
  } finally {
    backup.close();
  }
}

/**
 * Puts a checked backup in place of the database. Refused while a server uses the database (it
 * holds the database's lock, lock.ts): it would go on writing to the file it has open, which
 * would then be the one set aside, and acknowledge enquiries no one would read. The lock is held
 * for the whole restore, so no server starts halfway through. The current database, with its WAL
 * and SHM, is kept under `<name>.before-restore-<time>`, not deleted; a stale WAL must not stay
 * beside the restored file, where SQLite would replay it into the wrong database.
 */
export async function restoreFrom(source: string, databaseFile: string): Promise<{ rows: number; kept?: string }> {
  const rows = checkBackup(source);
  makeFolders(path.dirname(databaseFile));
  let lock;
  try {
    lock = takeDatabaseLock(databaseFile);
  } catch (error) {
    if (!(error instanceof DatabaseInUse)) throw error;
    throw new Error(
      `a server is running with ${databaseFile}. Stop the server first (Ctrl+C where it runs, ` +
        "`docker compose stop web`, or `systemctl stop` for its service), then run the restore again",
      { cause: error },
    );
  }
  try {
    const temp = `${databaseFile}.${process.pid}.restoring`;
    const from = new Database(source, { readonly: true });
    try {
      await copyDatabase(from, temp);
    } finally {
      from.close();
    }
    let kept: string | undefined;
    if (fs.existsSync(databaseFile)) {
      kept = `${databaseFile}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      for (const suffix of ["", "-wal", "-shm"])
        if (fs.existsSync(databaseFile + suffix)) fs.renameSync(databaseFile + suffix, kept + suffix);
    }
    fs.renameSync(temp, databaseFile);
    return { rows, kept };
  } finally {
    lock.release();
  }
}

/**
 * What to run instead of `backup` on PostgreSQL: pg_dump, which makes a consistent copy while the
 * servers keep writing. The address is shown without its password (pg_dump asks for it, or reads
 * PGPASSWORD or ~/.pgpass).
 */
export function pgDumpAdvice(shown: string, file: string): string {
  const quote = (s: string) => (/^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);
  return [
    "The enquiries are in PostgreSQL (DATABASE_URL): back them up with PostgreSQL's own pg_dump, which copies",
    "the database consistently while the servers keep running. Use the pg_dump of the server's major version or newer:",
    "",
    `  pg_dump --format=custom --file=${quote(file)} ${quote(shown)}`,
    "",
    "It asks for the password (or set PGPASSWORD, or put it in ~/.pgpass). To restore into an empty database:",
    "",
    `  pg_restore --dbname=${quote(shown)} ${quote(file)}`,
  ].join("\n");
}
