import { toCsv } from "./csv.ts";
import type { Db } from "./db.ts";
import { VISITOR_FIELDS, type EnquiryFields, type Language } from "../../contracts/generated/enquiry.ts";
import type { Status } from "../../contracts/inbox.ts";

export { STATUSES, type Status } from "../../contracts/inbox.ts";

/** An enquiry as the owner tools show and export it. */
export interface OwnerRow extends EnquiryFields {
  id: string;
  receivedAt: string;
  /** The language of the page it was sent from ('en', 'bn'): the one to answer in. */
  language: Language;
  userAgent: string;
  clientHash: string;
  status: Status;
  note: string;
}

export const OWNER_COLUMNS: (keyof OwnerRow)[] = [
  "id",
  "receivedAt",
  ...VISITOR_FIELDS,
  "language",
  "userAgent",
  "clientHash",
  "status",
  "note",
];

const SELECT_ROW = `SELECT id, received_at AS receivedAt, name, email, phone, services, country, price, message,
  language, user_agent AS userAgent, client_hash AS clientHash, status, note FROM enquiries`;

/**
 * Enquiries as the owner's CSV export has them (`npm run enquiries -- export` and the studio's
 * inbox alike): one row each, the columns in OWNER_COLUMNS' order, UTF-8 with a byte-order mark
 * first. Without the mark, Excel reads a CSV file in the computer's legacy code page, and a
 * Bengali name comes out as a row of accented Latin letters; with it, every spreadsheet reads the text as written.
 */
export function enquiriesCsv(rows: OwnerRow[]): string {
  return (
    "\uFEFF" +
    toCsv(
      OWNER_COLUMNS,
      rows.map((r) => OWNER_COLUMNS.map((c) => r[c])),
    )
  );
}

/** Enquiries received at or after `since` (all when undefined), oldest first. */
export function listEnquiries(db: Db, since?: Date): OwnerRow[] {
  return db
    .prepare<[string], OwnerRow>(`${SELECT_ROW} WHERE received_at >= ? ORDER BY received_at, rowid`)
    .all(since ? since.toISOString() : "");
}

/** Which enquiries the owner's inbox shows (and its CSV export holds). */
export interface InboxFilter {
  /** Words found in the name, e-mail, phone, services or message (each word somewhere; case-insensitive for Latin letters). */
  search?: string;
  /** Part of what the visitor wrote under services ("SEO"). */
  service?: string;
  status?: Status;
  /** Exactly this address, whatever its case: the enquiries erasing it would delete. */
  email?: string;
}

export interface InboxQuery extends InboxFilter {
  limit: number;
  offset: number;
}

/** `%`, `_` and the escape itself taken literally in a LIKE pattern (SQLite's and PostgreSQL's alike). */
export const likeable = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The columns a search word is looked for in. */
export const SEARCHED_COLUMNS = ["name", "email", "phone", "services", "message"] as const;

/** The WHERE clause (or nothing) and its parameters for a filter. */
function whereOf(filter: InboxFilter): { sql: string; params: string[] } {
  const where: string[] = [];
  const params: string[] = [];
  for (const word of (filter.search ?? "").split(/\s+/).filter(Boolean)) {
    where.push(`(${SEARCHED_COLUMNS.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(" OR ")})`);
    params.push(...Array<string>(SEARCHED_COLUMNS.length).fill(likeable(word)));
  }
  if (filter.service) {
    where.push("services LIKE ? ESCAPE '\\'");
    params.push(likeable(filter.service.trim()));
  }
  if (filter.status) {
    where.push("status = ?");
    params.push(filter.status);
  }
  if (filter.email) {
    where.push("email = ? COLLATE NOCASE");
    params.push(filter.email.trim());
  }
  return { sql: where.length ? ` WHERE ${where.join(" AND ")}` : "", params };
}

/** The owner's inbox: enquiries matching the query, newest first, and how many match in all. */
export function searchEnquiries(db: Db, query: InboxQuery): { rows: OwnerRow[]; total: number } {
  const { sql, params } = whereOf(query);
  const rows = db
    .prepare<(string | number)[], OwnerRow>(
      `${SELECT_ROW}${sql} ORDER BY received_at DESC, rowid DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, query.limit, query.offset);
  const { total } = db
    .prepare<string[], { total: number }>(`SELECT count(*) AS total FROM enquiries${sql}`)
    .get(...params)!;
  return { rows, total };
}

/** Every enquiry the filter matches, oldest first as listEnquiries gives them: the inbox's CSV export. */
export function filteredEnquiries(db: Db, filter: InboxFilter): OwnerRow[] {
  const { sql, params } = whereOf(filter);
  return db.prepare<string[], OwnerRow>(`${SELECT_ROW}${sql} ORDER BY received_at, rowid`).all(...params);
}

/** One enquiry by its id, or undefined. */
export function getEnquiry(db: Db, id: string): OwnerRow | undefined {
  return db.prepare<[string], OwnerRow>(`${SELECT_ROW} WHERE id = ?`).get(id);
}

/** Sets an enquiry's status and/or note, recording who and when; false when there is no such enquiry. */
export function updateEnquiry(
  db: Db,
  id: string,
  change: { status?: Status; note?: string },
  by: string,
  now = new Date(),
): boolean {
  const result = db
    .prepare(
      `UPDATE enquiries SET status = coalesce(@status, status), note = coalesce(@note, note),
        updated_at = @now, updated_by = @by WHERE id = @id`,
    )
    .run({ id, status: change.status ?? null, note: change.note ?? null, now: now.toISOString(), by });
  return result.changes === 1;
}

/** Erasure on request: every enquiry from this address (case-insensitive), with its outbox rows. */
export function deleteByEmail(db: Db, email: string): number {
  return erase(db, () => db.prepare("DELETE FROM enquiries WHERE email = ? COLLATE NOCASE").run(email.trim()).changes);
}

/** Retention: every enquiry received more than `days` days before `now`. */
export function pruneOlderThan(db: Db, days: number, now = new Date()): number {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  return erase(db, () => db.prepare("DELETE FROM enquiries WHERE received_at < ?").run(cutoff).changes);
}

/**
 * Deleted text must not linger: secure_delete overwrites the freed pages, and the checkpoint
 * empties the WAL, which would otherwise still hold the old pages until it is reused.
 */
function erase(db: Db, remove: () => number): number {
  db.pragma("secure_delete = ON");
  const removed = db.transaction(remove).immediate();
  db.pragma("wal_checkpoint(TRUNCATE)");
  return removed;
}
