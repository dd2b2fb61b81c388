/**
 * The owner's enquiries, whichever engine holds them: what the studio's inbox and the owner
 * tools (`npm run enquiries`) read and change. SQLite wraps owner.ts's queries; PostgreSQL
 * (postgres-owner.ts) answers the same way: the same rows, order, filters and CSV.
 */
import type { Db } from "./db.ts";
import {
  deleteByEmail,
  filteredEnquiries,
  getEnquiry,
  listEnquiries,
  pruneOlderThan,
  searchEnquiries,
  updateEnquiry,
  type InboxFilter,
  type InboxQuery,
  type OwnerRow,
  type Status,
} from "./owner.ts";

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

/** The owner's enquiries in the SQLite file `db` (owner.ts's queries; the caller closes `db`). */
export function sqliteOwnerEnquiries(db: Db): OwnerEnquiries {
  // better-sqlite3 is synchronous: each answer is ready at once, and an error rejects the promise.
  return {
    search: async (query) => searchEnquiries(db, query),
    filtered: async (filter) => filteredEnquiries(db, filter),
    list: async (since) => listEnquiries(db, since),
    get: async (id) => getEnquiry(db, id),
    update: async (id, change, by, now) => updateEnquiry(db, id, change, by, now),
    deleteByEmail: async (email) => deleteByEmail(db, email),
    prune: async (days, now) => pruneOlderThan(db, days, now),
  };
}

/** The database behind the owner's enquiries cannot be reached or refused the call (PostgreSQL away). */
export class EnquiriesUnavailable extends Error {}
