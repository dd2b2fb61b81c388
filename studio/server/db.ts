import path from "node:path";
import { fileURLToPath } from "node:url";
import type { DatabaseKind } from "../../server/contact/backup.ts";
import { openDatabase, type Db } from "../../server/contact/db.ts";

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "migrations");

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
