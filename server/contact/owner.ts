import type { Db } from "./db.ts";
import { VISITOR_FIELDS, type EnquiryFields } from "../../contracts/generated/enquiry.ts";

/** An enquiry as the owner tools show and export it. */
export interface OwnerRow extends EnquiryFields {
  id: string;
  receivedAt: string;
  userAgent: string;
  clientHash: string;
}

export const OWNER_COLUMNS: (keyof OwnerRow)[] = ["id", "receivedAt", ...VISITOR_FIELDS, "userAgent", "clientHash"];

/** Enquiries received at or after `since` (all when undefined), oldest first. */
export function listEnquiries(db: Db, since?: Date): OwnerRow[] {
  return db
    .prepare<[string], OwnerRow>(
      `SELECT id, received_at AS receivedAt, name, email, phone, services, country, price, message,
        user_agent AS userAgent, client_hash AS clientHash
      FROM enquiries WHERE received_at >= ? ORDER BY received_at, rowid`,
    )
    .all(since ? since.toISOString() : "");
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
