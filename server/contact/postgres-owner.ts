/**
 * The owner tools (`npm run enquiries -- list|export|delete|prune`) on PostgreSQL: the same rows,
 * in the same order and columns, as owner.ts reads from SQLite.
 */
import type pg from "pg";
import type { OwnerRow } from "./owner.ts";

const SELECT_ROW = `SELECT id, received_at AS "receivedAt", name, email, phone, services, country, price, message,
  language, user_agent AS "userAgent", client_hash AS "clientHash", status, note FROM enquiries`;

/** Enquiries received at or after `since` (all when undefined), oldest first (arrival order within a millisecond). */
export async function listEnquiriesPg(pool: pg.Pool, since?: Date): Promise<OwnerRow[]> {
  const { rows } = await pool.query<OwnerRow>(`${SELECT_ROW} WHERE received_at >= $1 ORDER BY received_at, seq`, [
    since ? since.toISOString() : "",
  ]);
  return rows;
}

/** Erasure on request: every enquiry from this address, whatever its case, with its outbox rows. */
export async function deleteByEmailPg(pool: pg.Pool, email: string): Promise<number> {
  const result = await pool.query("DELETE FROM enquiries WHERE lower(email) = lower($1)", [email.trim()]);
  return result.rowCount ?? 0;
}

/** Retention: every enquiry received more than `days` days before `now`. */
export async function pruneOlderThanPg(pool: pg.Pool, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  const result = await pool.query("DELETE FROM enquiries WHERE received_at < $1", [cutoff]);
  return result.rowCount ?? 0;
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
