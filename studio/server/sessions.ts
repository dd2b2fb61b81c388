import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../server/contact/db.ts";
import { ACCOUNT_COLUMNS, type Account } from "./accounts.ts";

export interface SessionLimits {
  idleMs: number;
  maxMs: number;
}

export interface Session {
  tokenHash: string;
  accountId: number;
  csrfToken: string;
  createdMs: number;
  lastSeenMs: number;
}

/** Sessions on either engine (SQLite here, PostgreSQL in postgres-store.ts). */
export interface SessionStore {
  /** A new session: the token for the cookie, and the CSRF token for the X-CSRF-Token header. */
  start(accountId: number, address: string): Promise<{ token: string; csrfToken: string }>;
  /** The live session this cookie token names (its idle clock restarted), or undefined. */
  resume(token: string): Promise<Session | undefined>;
  /**
   * As resume, with the session's account: what the guard asks on every request. With touch: false
   * the idle clock is left as it is: a request the page sends by itself (a presence beat) is not use.
   */
  resumeWithAccount(token: string, options?: Touch): Promise<{ session: Session; account: Account } | undefined>;
  end(session: Session): Promise<void>;
  /** How many sessions of the account were ended. */
  endAll(accountId: number): Promise<number>;
  /** Every session of this session's account but this one (after a password change). */
  endOthers(session: Session): Promise<number>;
}

/** Whether a resume restarts the session's idle clock (it does unless told otherwise). */
export interface Touch {
  touch?: boolean;
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * Sessions in the database. The cookie carries a random token; the table keeps its SHA-256. A
 * session ends when unused for idleMs, or maxMs after it began, whichever comes first; `now` is
 * the clock (tests pass their own).
 */
export function sessionStore(db: Db, limits: SessionLimits, now: () => number = Date.now): SessionStore {
  const insert = db.prepare(
    "INSERT INTO sessions (token_hash, account_id, csrf_token, created_ms, last_seen_ms, address) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const account = db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE id = ?`);
  const select = db.prepare(
    "SELECT token_hash AS tokenHash, account_id AS accountId, csrf_token AS csrfToken, created_ms AS createdMs, last_seen_ms AS lastSeenMs FROM sessions WHERE token_hash = ?",
  );
  const markSeen = db.prepare("UPDATE sessions SET last_seen_ms = ? WHERE token_hash = ?");
  const remove = db.prepare("DELETE FROM sessions WHERE token_hash = ?");
  const removeAll = db.prepare("DELETE FROM sessions WHERE account_id = ?");
  const removeOthers = db.prepare("DELETE FROM sessions WHERE account_id = ? AND token_hash <> ?");
  const expire = db.prepare("DELETE FROM sessions WHERE last_seen_ms <= ? OR created_ms <= ?");
  const ended = (s: Session, t: number) => t - s.lastSeenMs >= limits.idleMs || t - s.createdMs >= limits.maxMs;
  async function resume(token: string, { touch = true }: Touch = {}): Promise<Session | undefined> {
    const hash = hashToken(token);
    const session = select.get(hash) as Session | undefined;
    if (!session) return undefined;
    const t = now();
    if (ended(session, t)) {
      remove.run(hash);
      return undefined;
    }
    if (!touch) return session;
    markSeen.run(t, hash);
    return { ...session, lastSeenMs: t };
  }
  return {
    async start(accountId, address) {
      const token = randomBytes(32).toString("base64url");
      const csrfToken = randomBytes(32).toString("base64url");
      const t = now();
      // Ended sessions are swept here, at each login, rather than by a timer.
      expire.run(t - limits.idleMs, t - limits.maxMs);
      insert.run(hashToken(token), accountId, csrfToken, t, t, address);
      return { token, csrfToken };
    },
    resume: (token) => resume(token),
    async resumeWithAccount(token, options) {
      const session = await resume(token, options);
      const found = session && (account.get(session.accountId) as Account | undefined);
      return session && found ? { session, account: found } : undefined;
    },
    end: async (session) => void remove.run(session.tokenHash),
    endAll: async (accountId) => removeAll.run(accountId).changes,
    endOthers: async (session) => removeOthers.run(session.accountId, session.tokenHash).changes,
  };
}
