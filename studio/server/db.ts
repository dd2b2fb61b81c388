import path from "node:path";
import { fileURLToPath } from "node:url";
import type { DatabaseKind } from "../../server/db/backup.ts";
import type { History } from "../../server/db/migrate.ts";
import { openDatabase, type Db } from "../../server/db/sqlite.ts";

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * The studio's migration history, the same versions on both engines. In PostgreSQL it is kept
 * apart from the enquiries' (its own table of versions and its own lock), in the same database.
 */
export const STUDIO_HISTORY: History = {
  dir: MIGRATIONS_DIR,
  table: "studio_schema_migrations",
  lock: 390_039_002,
};

/** The studio's database as a backup knows it: its accounts, at the studio's migrations. */
export const STUDIO_DATABASE: DatabaseKind = {
  name: "a studio database",
  table: "accounts",
  migrationsDir: MIGRATIONS_DIR,
};

/**
 * Opens the studio's own database (created 0600 with its folder on first run, migrated from
 * studio/server/migrations) the way the public server opens the enquiry database. It is a file of its own:
 * the public server never holds accounts or sessions.
 */
export function openStudioDatabase(file: string, notice?: (message: string) => void): Db {
  return openDatabase(file, { migrationsDir: MIGRATIONS_DIR, notice, setting: "STUDIO_DATABASE_FILE" });
}
