import fs from "node:fs";
import Database from "better-sqlite3";
import { ENQUIRY_HISTORY, listMigrations } from "./migrate.ts";
import { databaseMode, keepPrivate, openError, prepareDatabaseFile, type FileSettingName } from "./db-file.ts";

export type Db = Database.Database;

/** A database file opened only to be read, as it is: not created, not migrated. */
export const openReadOnly = (file: string): Db => new Database(file, { readonly: true, fileMustExist: true });

export interface OpenOptions {
  migrationsDir?: string;
  /** Told of each file whose mode was made private. */
  notice?: (message: string) => void;
  /** How long a write waits for another process's write lock (an owner tool's) before it fails. */
  busyTimeoutMs?: number;
  /** The setting named in messages about the file (the studio opens its own database here too). */
  setting?: FileSettingName;
}

/**
 * Opens (creating it and its folder on first run) the enquiry database and brings its schema up
 * to date. Settings are explicit rather than SQLite's defaults, because an acknowledged enquiry
 * must survive a crash or power loss: WAL with synchronous=FULL syncs every commit to disk.
 */
export function openDatabase(file: string, options: OpenOptions = {}): Db {
  const { migrationsDir = ENQUIRY_HISTORY.dir, notice = () => {}, busyTimeoutMs = 5000, setting } = options;
  prepareDatabaseFile(file, notice, setting);
  let db: Db | undefined;
  try {
    db = new Database(file);
    // Another process (an owner tool) may hold the write lock for a moment.
    db.pragma(`busy_timeout = ${busyTimeoutMs}`);
    db.pragma("journal_mode = WAL");
  } catch (error) {
    db?.close();
    throw openError(file, error as Error, setting);
  }
  try {
    // SQLite gives the WAL and SHM files the database's own mode (600, or 660 in a shared folder)
    // whatever the umask; checked all the same.
    for (const suffix of ["-wal", "-shm"]) keepPrivate(file + suffix, notice, databaseMode(file, setting));
    db.pragma("synchronous = FULL");
    db.pragma("foreign_keys = ON");
    migrate(db, migrationsDir);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * Applies each migration of the history in `dir` (SQLite's files) not yet recorded in schema_migrations, each in its own transaction
 * together with its record, so a crash leaves the schema at a known version. IMMEDIATE takes the
 * write lock first: two processes starting at once cannot both apply the same migration.
 */
export function migrate(db: Db, dir = ENQUIRY_HISTORY.dir) {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT`);
  const migrations = listMigrations(dir, "sqlite");
  const applied = db.prepare("SELECT 1 FROM schema_migrations WHERE version = ?").pluck();
  const record = db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
  for (const m of migrations) {
    db.transaction(() => {
      if (applied.get(m.version)) return;
      db.exec(fs.readFileSync(m.file, "utf8"));
      record.run(m.version, m.name, new Date().toISOString());
    }).immediate();
  }
  const latest = db.prepare("SELECT max(version) FROM schema_migrations").pluck().get() as number | null;
  if ((latest ?? 0) > migrations.length)
    throw new Error(`The database is at schema version ${latest}, newer than this code knows (${migrations.length})`);
}
