/**
 * The owner's enquiries on PostgreSQL (the studio's inbox and `npm run enquiries`): the same rows,
 * in the same order and columns, with the same filters, as owner.ts reads from SQLite.
 *
 * Where SQLite compares without case (LIKE, COLLATE NOCASE), this uses ILIKE and lower(): the same
 * answers for Latin letters, the only ones SQLite folds. (PostgreSQL may also fold other letters,
 * as in "É", when its database's locale knows them: a search then finds a little more, never less.)
 */
import type pg from "pg";
import { likeable, SEARCHED_COLUMNS, type InboxFilter, type OwnerRow } from "./owner.ts";
import { EnquiriesUnavailable, type OwnerEnquiries } from "./owner-store.ts";
import { reportingUnavailable } from "./postgres.ts";

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

/** The WHERE clause (or nothing) and its parameters for a filter, as owner.ts's whereOf for SQLite. */
function whereOf(filter: InboxFilter): { sql: string; params: string[] } {
  const where: string[] = [];
  const params: string[] = [];
  const param = (value: string) => {
    params.push(value);
    return `$${params.length}`;
  };
  for (const word of (filter.search ?? "").split(/\s+/).filter(Boolean)) {
    const p = param(likeable(word));
    where.push(`(${SEARCHED_COLUMNS.map((c) => `${c} ILIKE ${p} ESCAPE '\\'`).join(" OR ")})`);
  }
  if (filter.service) where.push(`services ILIKE ${param(likeable(filter.service.trim()))} ESCAPE '\\'`);
  if (filter.status) where.push(`status = ${param(filter.status)}`);
  if (filter.email) where.push(`lower(email) = lower(${param(filter.email.trim())})`);
  return { sql: where.length ? ` WHERE ${where.join(" AND ")}` : "", params };
}

/**
 * The owner's enquiries in the PostgreSQL database behind `pool` (the caller ends the pool). A call
 * that fails for any reason but a refused value (a constraint, class 23) rejects with
 * EnquiriesUnavailable: PostgreSQL away, restarting or refusing connections.
 */
export function postgresOwnerEnquiries(pool: pg.Pool): OwnerEnquiries {
  return reportingUnavailable(
    postgresQueries(pool),
    (error) => new EnquiriesUnavailable(`the enquiry database did not answer: ${error.message}`, { cause: error }),
  );
}

function postgresQueries(pool: pg.Pool): OwnerEnquiries {
  return {
    async search(query) {
      const { sql, params } = whereOf(query);
      const n = params.length;
      const [{ rows }, counted] = await Promise.all([
        pool.query<OwnerRow>(
          `${SELECT_ROW}${sql} ORDER BY received_at DESC, seq DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
          [...params, query.limit, query.offset],
        ),
        pool.query<{ total: number }>(`SELECT count(*)::integer AS total FROM enquiries${sql}`, params),
      ]);
      return { rows, total: counted.rows[0]!.total };
    },
    async filtered(filter) {
      const { sql, params } = whereOf(filter);
      return (await pool.query<OwnerRow>(`${SELECT_ROW}${sql} ORDER BY received_at, seq`, params)).rows;
    },
    list: (since) => listEnquiriesPg(pool, since),
    async get(id) {
      return (await pool.query<OwnerRow>(`${SELECT_ROW} WHERE id = $1`, [id])).rows[0];
    },
    async update(id, change, by, now = new Date()) {
      const result = await pool.query(
        `UPDATE enquiries SET status = coalesce($2, status), note = coalesce($3, note), updated_at = $4, updated_by = $5
          WHERE id = $1`,
        [id, change.status ?? null, change.note ?? null, now.toISOString(), by],
      );
      return result.rowCount === 1;
    },
    deleteByEmail: (email) => deleteByEmailPg(pool, email),
    prune: (days, now) => pruneOlderThanPg(pool, days, now),
  };
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
