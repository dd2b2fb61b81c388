import type { Db } from "../../server/contact/db.ts";

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

/**
 * forgetAddress in the studio's SQLite file, in one transaction. Subjects with an "@" are read and
 * matched here (SQLite's lower() knows only ASCII); secure_delete and the checkpoint leave the old
 * words neither in the file's free space nor in its WAL, as the enquiries' own erasure does.
 */
function forgetInSqlite(db: Db, email: string): number {
  const candidates = db.prepare("SELECT id, subject FROM audit WHERE subject LIKE '%@%'");
  const update = db.prepare("UPDATE audit SET subject = ? WHERE id = ?");
  const secure = db.pragma("secure_delete", { simple: true }) as number;
  db.pragma("secure_delete = ON");
  try {
    const changed = db
      .transaction(() => {
        let n = 0;
        for (const { id, subject } of candidates.all() as { id: number; subject: string }[]) {
          const scrubbed = withoutAddress(subject, email);
          if (scrubbed !== subject) n += update.run(scrubbed, id).changes;
        }
        return n;
      })
      .immediate();
    if (changed) db.pragma("wal_checkpoint(TRUNCATE)");
    return changed;
  } finally {
    db.pragma(`secure_delete = ${secure === 2 ? "FAST" : secure}`);
  }
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
    forgetAddress: async (email) => forgetInSqlite(db, email),
  };
}
