/**
 * `npm run enquiries -- import FILE`: copies the enquiries of a SQLite enquiry database (the
 * server's DATABASE_FILE before the move) into the PostgreSQL database at DATABASE_URL.
 *
 * Each enquiry keeps its id, received time, idempotency key, request hash, client hash, status,
 * note and who changed it last. All are copied in one transaction, and an id already in PostgreSQL
 * is left as it is (ON CONFLICT DO NOTHING), so running the import again copies nothing twice.
 *
 * No notification e-mail is sent for an imported enquiry: the outbox is not copied. Most were
 * e-mailed long ago by the old server, and one still waiting there may yet be sent by it; sending
 * from the new database too would mean old or repeated e-mails. How many were still waiting is
 * reported, so the owner can read those in the inbox.
 */
import fs from "node:fs";
import type { Database as EnquiryDatabase } from "../db/database.ts";
import { listMigrations } from "../db/migrate.ts";
import { openReadOnly, type Db } from "../db/sqlite.ts";
import { join, raw, sql } from "../db/sql.ts";

/** Why nothing was imported, in words for the person running the command. */
export class ImportError extends Error {}

export interface ImportResult {
  /** Enquiries in the file. */
  found: number;
  copied: number;
  /** Enquiries whose id PostgreSQL already had (an earlier import): left as they are. */
  alreadyThere: number;
  /** Copied enquiries whose notification the old server had not sent yet. */
  notNotified: number;
}

/** The columns copied, with the value for an older file that lacks one (added by a later migration). */
const COPIED: [column: string, missing?: string][] = [
  ["id"],
  ["idempotency_key"],
  ["request_hash"],
  ["name"],
  ["email"],
  ["phone"],
  ["services"],
  ["country"],
  ["price"],
  ["message"],
  ["language", "'en'"],
  ["fill_ms"],
  ["received_at"],
  ["client_hash"],
  ["user_agent"],
  ["status", "'new'"],
  ["note", "''"],
  ["updated_at", "NULL"],
  ["updated_by", "NULL"],
];

/** Rows per INSERT: 19 parameters each, well under PostgreSQL's 65,535. */
const BATCH = 500;

type Row = Record<string, string | number | null>;

/** Reads every enquiry of the SQLite file, in arrival order, with the ids still waiting for an e-mail. */
export function readSqliteEnquiries(file: string): { rows: Row[]; waiting: Set<string> } {
  if (!fs.existsSync(file))
    throw new ImportError(
      `${file} does not exist. Give the path of the SQLite enquiry database (the server's DATABASE_FILE, data/enquiries.db unless it was set).`,
    );
  if (!fs.statSync(file).isFile())
    throw new ImportError(`${file} is a folder. Give the path of the enquiry database file in it (enquiries.db).`);
  let db: Db | undefined;
  try {
    db = openReadOnly(file);
    const tables = new Set(db.prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all());
    if (!tables.has("enquiries") || !tables.has("schema_migrations"))
      throw new ImportError(
        `${file} is not an enquiry database (it has no enquiries table). Check the path: it is the server's DATABASE_FILE, data/enquiries.db unless it was set.`,
      );
    const version = db.prepare<[], number | null>("SELECT max(version) FROM schema_migrations").pluck().get() ?? 0;
    const known = listMigrations().length;
    if (version > known)
      throw new ImportError(
        `${file} was written by a newer version of the site (its database is at version ${version}, this copy knows up to ${known}). Update this copy of the site, then import again.`,
      );
    const present = new Set(db.prepare<[], string>("SELECT name FROM pragma_table_info('enquiries')").pluck().all());
    const select = COPIED.map(([c, missing]) => (present.has(c) ? c : `${missing ?? "NULL"} AS ${c}`)).join(", ");
    const rows = db.prepare<[], Row>(`SELECT ${select} FROM enquiries ORDER BY rowid`).all();
    const waiting = new Set(
      tables.has("outbox")
        ? db.prepare<[], string>("SELECT DISTINCT enquiry_id FROM outbox WHERE sent_at IS NULL").pluck().all()
        : [],
    );
    return { rows, waiting };
  } catch (error) {
    if (error instanceof ImportError) throw error;
    const e = error as Error & { code?: string };
    if (e.code === "SQLITE_NOTADB")
      throw new ImportError(
        `${file} is not an SQLite database. Give the path of the enquiry database file (data/enquiries.db unless DATABASE_FILE was set), not a backup made by pg_dump or an export.`,
      );
    throw new ImportError(`${file} could not be read: ${e.message}.`);
  } finally {
    db?.close();
  }
}

/** Copies the rows into PostgreSQL in one transaction; ids already there are left as they are. */
export async function importEnquiries(db: EnquiryDatabase, file: string): Promise<ImportResult> {
  const { rows, waiting } = readSqliteEnquiries(file);
  const columns = COPIED.map(([c]) => c);
  const copiedIds: string[] = [];
  try {
    await db.transaction(async (tx) => {
      for (let start = 0; start < rows.length; start += BATCH) {
        const values = rows.slice(start, start + BATCH).map(
          (row) =>
            sql`(${join(
              columns.map((c) => sql`${row[c]}`),
              ", ",
            )})`,
        );
        const copied = await tx.all<{ id: string }>(
          sql`INSERT INTO enquiries (${raw(columns.join(", "))}) VALUES ${join(values, ", ")}
            ON CONFLICT (id) DO NOTHING RETURNING id`,
        );
        copiedIds.push(...copied.map((r) => r.id));
      }
    });
  } catch (error) {
    const e = error as Error & { code?: string; constraint?: string; detail?: string };
    if (e.code === "23505")
      throw new ImportError(
        `an enquiry in ${file} has the idempotency key of a different enquiry already in PostgreSQL (${e.detail ?? e.message}), so nothing was imported. The same enquiry was stored in both databases under two ids. Remove the one in PostgreSQL (npm run enquiries -- delete --email ADDRESS removes every enquiry from that address, so read them first with npm run enquiries -- list), then import again.`,
      );
    if (e.code === "23514")
      throw new ImportError(
        `an enquiry in ${file} does not fit the PostgreSQL database (${e.message}), so nothing was imported.`,
      );
    throw error;
  }
  return {
    found: rows.length,
    copied: copiedIds.length,
    alreadyThere: rows.length - copiedIds.length,
    notNotified: copiedIds.filter((id) => waiting.has(id)).length,
  };
}
