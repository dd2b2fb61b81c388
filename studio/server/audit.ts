import type { Database } from "../../server/db/database.ts";
import { forUpdate, sql } from "../../server/db/sql.ts";
import { AUDIT } from "./tables.ts";

export type AuditAction =
  | "login"
  | "login_failed"
  | "logout"
  | "logout_everywhere"
  | "account_added"
  | "account_removed"
  | "account_reset"
  | "account_role_changed"
  | "password_changed"
  | "enquiry_updated"
  | "enquiries_exported"
  | "enquiries_deleted"
  // What the editor wrote; the subject names the file.
  | "page_saved"
  | "page_deleted"
  | "page_moved"
  | "content_saved"
  | "translation_saved"
  | "image_uploaded"
  // Publishing; the subject names the release (and its commit).
  | "published"
  | "rolled_back";

export interface AuditEntry {
  at: string;
  actor: string;
  action: AuditAction;
  subject: string;
  address: string;
}

/** The audit log on either engine: appended to, never changed but by an erasure; read newest first by owners. */
export interface AuditLog {
  record(entry: { actor: string; action: AuditAction; subject?: string; address?: string }): Promise<void>;
  newest(limit: number): Promise<AuditEntry[]>;
  /** When each e-mail (lower case) last logged in: the owner's page shows it beside the account. */
  lastLogins(): Promise<Map<string, string>>;
  /**
   * The newest `limit` entries of `action` after `sinceMs`, oldest first: the login limits start
   * from the failed logins and logins in it (studio/server/login-limits.ts).
   */
  since(action: AuditAction, sinceMs: number, limit: number): Promise<AuditMoment[]>;
  /**
   * A sender's address erased: every entry whose subject names it says ERASED_ADDRESS in its place
   * (withoutAddress). The one change ever made to entries; answers how many changed.
   */
  forgetAddress(email: string): Promise<number>;
}

export interface AuditMoment {
  actor: string;
  address: string;
  atMs: number;
}

/** What the audit log says in place of an erased sender's address: "1 from an erased address". */
export const ERASED_ADDRESS = "an erased address";

/** The subject of an erasure: how many enquiries went, never whose. */
export const erasedSubject = (removed: number) => `${removed} from ${ERASED_ADDRESS}`;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * `subject` with each mention of the address `email` (trimmed, whatever its case) replaced by
 * ERASED_ADDRESS: '0 from Karim@Textile.example' -> '0 from an erased address'. Only the address as
 * a whole, as erasure matches it: 'mkarim@textile.example' is another sender's. Text without an "@"
 * is no address, and is never taken out of subjects (erasing "seo" must not touch "pages/seo.json").
 */
export function withoutAddress(subject: string, email: string): string {
  const address = email.trim();
  if (!address.includes("@")) return subject;
  // Not preceded by a character an address can hold, nor followed by one (a dot only as a sentence's end).
  const mention = new RegExp(
    `(?<![\\p{L}\\p{N}._%+-])${escaped(address)}(?![\\p{L}\\p{N}_-]|\\.[\\p{L}\\p{N}])`,
    "giu",
  );
  return subject.replace(mention, ERASED_ADDRESS);
}

/** The audit log, on either engine. */
export function auditLog(db: Database, now: () => number = Date.now): AuditLog {
  return {
    async record(entry) {
      await db.run(sql`INSERT INTO ${AUDIT} (at_ms, actor, action, subject, address)
        VALUES (${now()}, ${entry.actor}, ${entry.action}, ${entry.subject ?? ""}, ${entry.address ?? ""})`);
    },
    async newest(limit) {
      const rows = await db.all<Omit<AuditEntry, "at"> & { atMs: number }>(
        sql`SELECT at_ms AS "atMs", actor, action, subject, address FROM ${AUDIT} ORDER BY at_ms DESC, id DESC LIMIT ${limit}`,
      );
      return rows.map(({ atMs, ...rest }) => ({ at: new Date(atMs).toISOString(), ...rest }));
    },
    async lastLogins() {
      const rows = await db.all<{ email: string; atMs: number }>(
        sql`SELECT lower(actor) AS email, max(at_ms) AS "atMs" FROM ${AUDIT} WHERE action = 'login' GROUP BY lower(actor)`,
      );
      return new Map(rows.map((r) => [r.email, new Date(r.atMs).toISOString()]));
    },
    async since(action, sinceMs, limit) {
      const rows = await db.all<AuditMoment>(sql`SELECT actor, address, at_ms AS "atMs" FROM ${AUDIT}
        WHERE action = ${action} AND at_ms > ${sinceMs} ORDER BY at_ms DESC, id DESC LIMIT ${limit}`);
      return rows.reverse();
    },
    /**
     * In one transaction: the subjects with an "@" are read (locked against a change meanwhile)
     * and matched here by withoutAddress (SQLite's lower() knows only ASCII). As the enquiries' own
     * erasure, the old words are left neither in SQLite's free pages nor in its WAL.
     */
    forgetAddress: (email) =>
      db.erasing(async (tx) => {
        const candidates = await tx.all<{ id: number; subject: string }>(
          sql`SELECT id, subject FROM ${AUDIT} WHERE subject LIKE '%@%'${forUpdate}`,
        );
        let changed = 0;
        for (const { id, subject } of candidates) {
          const scrubbed = withoutAddress(subject, email);
          if (scrubbed !== subject)
            changed += await tx.run(sql`UPDATE ${AUDIT} SET subject = ${scrubbed} WHERE id = ${id}`);
        }
        return changed;
      }),
  };
}
