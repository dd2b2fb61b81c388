import type { Db } from "../server/contact/db.ts";

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

/** The audit log on either engine: appended to, never changed; read newest first by owners. */
export interface AuditLog {
  record(entry: { actor: string; action: AuditAction; subject?: string; address?: string }): Promise<void>;
  newest(limit: number): Promise<AuditEntry[]>;
  /** When each e-mail (lower case) last logged in: the owner's page shows it beside the account. */
  lastLogins(): Promise<Map<string, string>>;
  /**
   * The newest `limit` entries of `action` after `sinceMs`, oldest first: the login limits start
   * from the failed logins and logins in it (studio/login-limits.ts).
   */
  since(action: AuditAction, sinceMs: number, limit: number): Promise<AuditMoment[]>;
}

export interface AuditMoment {
  actor: string;
  address: string;
  atMs: number;
}

/** The audit log in the studio's SQLite file. */
export function auditLog(db: Db, now: () => number = Date.now): AuditLog {
  const insert = db.prepare("INSERT INTO audit (at_ms, actor, action, subject, address) VALUES (?, ?, ?, ?, ?)");
  const newest = db.prepare(
    "SELECT at_ms AS atMs, actor, action, subject, address FROM audit ORDER BY at_ms DESC, id DESC LIMIT ?",
  );
  const since = db.prepare(
    "SELECT actor, address, at_ms AS atMs FROM audit WHERE action = ? AND at_ms > ? ORDER BY at_ms DESC, id DESC LIMIT ?",
  );
  const logins = db.prepare(
    "SELECT lower(actor) AS email, max(at_ms) AS atMs FROM audit WHERE action = 'login' GROUP BY lower(actor)",
  );
  return {
    async record(entry) {
      insert.run(now(), entry.actor, entry.action, entry.subject ?? "", entry.address ?? "");
    },
    async newest(limit) {
      return (newest.all(limit) as (Omit<AuditEntry, "at"> & { atMs: number })[]).map(({ atMs, ...rest }) => ({
        at: new Date(atMs).toISOString(),
        ...rest,
      }));
    },
    async lastLogins() {
      const rows = logins.all() as { email: string; atMs: number }[];
      return new Map(rows.map((r) => [r.email, new Date(r.atMs).toISOString()]));
    },
    async since(action, sinceMs, limit) {
      return (since.all(action, sinceMs, limit) as AuditMoment[]).reverse();
    },
  };
}
