/**
 * The owner's enquiries, written once for both engines over the query layer: what the studio's
 * inbox and the owner tools (`npm run enquiries`) read and change. The same rows, order, filters
 * and CSV from SQLite and PostgreSQL.
 *
 * Where a comparison ignores case (a search word, an address), SQLite's LIKE and COLLATE NOCASE
 * fold Latin letters only; PostgreSQL's ILIKE and lower() fold those too, and may also fold other
 * letters (as in "É") when the database's locale knows them: a search there finds a little more,
 * never less.
 */
import { sqliteDatabase, type Database } from "../db/database.ts";
import { reportingUnavailable } from "../db/postgres.ts";
import type { Db } from "../db/sqlite.ts";
import { arrival, caseless, join, likeCaseless, sql, type Sql } from "../db/sql.ts";
import { likeable, SEARCHED_COLUMNS, type InboxFilter, type InboxQuery, type OwnerRow, type Status } from "./owner.ts";

export interface EnquiryChange {
  status?: Status;
  note?: string;
}

export interface OwnerEnquiries {
  /** The inbox: enquiries matching the query, newest first, and how many match in all. */
  search(query: InboxQuery): Promise<{ rows: OwnerRow[]; total: number }>;
  /** Every enquiry the filter matches, oldest first: the inbox's CSV export. */
  filtered(filter: InboxFilter): Promise<OwnerRow[]>;
  /** Enquiries received at or after `since` (all when undefined), oldest first. */
  list(since?: Date): Promise<OwnerRow[]>;
  get(id: string): Promise<OwnerRow | undefined>;
  /** Sets status and/or note, recording who and when; false when there is no such enquiry. */
  update(id: string, change: EnquiryChange, by: string, now?: Date): Promise<boolean>;
  /** Erasure on request: every enquiry from this address, whatever its case, with its outbox rows. */
  deleteByEmail(email: string): Promise<number>;
  /** Retention: every enquiry received more than `days` days before `now`. */
  prune(days: number, now?: Date): Promise<number>;
}

/** The database behind the owner's enquiries cannot be reached or refused the call (PostgreSQL away). */
export class EnquiriesUnavailable extends Error {}

const SELECT_ROW = sql`SELECT id, received_at AS "receivedAt", name, email, phone, services, country, price, message,
  language, user_agent AS "userAgent", client_hash AS "clientHash", status, note FROM enquiries`;

/** The WHERE clause (or nothing) for a filter. */
function whereOf(filter: InboxFilter): Sql {
  const where: Sql[] = [];
  for (const word of (filter.search ?? "").split(/\s+/).filter(Boolean))
    where.push(
      sql`(${join(
        SEARCHED_COLUMNS.map((c) => likeCaseless(c, likeable(word))),
        " OR ",
      )})`,
    );
  if (filter.service) where.push(likeCaseless("services", likeable(filter.service.trim())));
  if (filter.status) where.push(sql`status = ${filter.status}`);
  if (filter.email) where.push(caseless("email", filter.email.trim()));
  return where.length ? sql` WHERE ${join(where, " AND ")}` : sql``;
}

/** The owner's enquiries in `db` (the caller closes it). */
export function ownerEnquiries(db: Database): OwnerEnquiries {
  /**
   * Deleted text must not linger: on SQLite the freed pages are overwritten and the write-ahead
   * log emptied (Database.erasing). Deleting an enquiry deletes its outbox rows (ON DELETE CASCADE).
   */
  const erase = (where: Sql) => db.erasing((tx) => tx.run(sql`DELETE FROM enquiries WHERE ${where}`));
  return {
    async search(query) {
      const where = whereOf(query);
      const [rows, counted] = await Promise.all([
        db.all<OwnerRow>(
          sql`${SELECT_ROW}${where} ORDER BY received_at DESC, ${arrival} DESC LIMIT ${query.limit} OFFSET ${query.offset}`,
        ),
        db.get<{ total: number }>(sql`SELECT count(*) AS total FROM enquiries${where}`),
      ]);
      return { rows, total: counted!.total };
    },
    filtered: (filter) => db.all<OwnerRow>(sql`${SELECT_ROW}${whereOf(filter)} ORDER BY received_at, ${arrival}`),
    list: (since) =>
      db.all<OwnerRow>(
        sql`${SELECT_ROW} WHERE received_at >= ${since ? since.toISOString() : ""} ORDER BY received_at, ${arrival}`,
      ),
    get: (id) => db.get<OwnerRow>(sql`${SELECT_ROW} WHERE id = ${id}`),
    async update(id, change, by, now = new Date()) {
      const changed = await db.run(sql`UPDATE enquiries
        SET status = coalesce(${change.status ?? null}, status), note = coalesce(${change.note ?? null}, note),
          updated_at = ${now.toISOString()}, updated_by = ${by}
        WHERE id = ${id}`);
      return changed === 1;
    },
    deleteByEmail: (email) => erase(caseless("email", email.trim())),
    prune(days, now = new Date()) {
      const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
      return erase(sql`received_at < ${cutoff}`);
    },
  };
}

/** The owner's enquiries in the SQLite file `db` (the caller closes `db`). */
export const sqliteOwnerEnquiries = (db: Db): OwnerEnquiries => ownerEnquiries(sqliteDatabase(db));

/**
 * The owner's enquiries in the PostgreSQL database `db` (the caller closes it). A call that fails
 * for any reason but a refused value (a constraint, class 23) rejects with EnquiriesUnavailable:
 * PostgreSQL away, restarting or refusing connections.
 */
export function postgresOwnerEnquiries(db: Database): OwnerEnquiries {
  return reportingUnavailable(
    ownerEnquiries(db),
    (error) => new EnquiriesUnavailable(`the enquiry database did not answer: ${error.message}`, { cause: error }),
  );
}
