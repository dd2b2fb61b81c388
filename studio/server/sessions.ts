import { createHash, randomBytes } from "node:crypto";
import type { Database } from "../../server/db/database.ts";
import { sql } from "../../server/db/sql.ts";
import { ACCOUNT, type Account } from "./accounts.ts";
import { SESSIONS } from "./tables.ts";

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

/** Sessions on either engine. */
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

const SESSION_COLUMNS = sql`token_hash AS "tokenHash", account_id AS "accountId", csrf_token AS "csrfToken",
  created_ms AS "createdMs", last_seen_ms AS "lastSeenMs"`;

/**
 * Sessions in the database, on either engine. The cookie carries a random token; the table keeps
 * its SHA-256. A session ends when unused for idleMs, or maxMs after it began, whichever comes
 * first; `now` is the clock (tests pass their own). An ended session is never resumed, and is
 * swept at the next login.
 */
export function sessionStore(db: Database, limits: SessionLimits, now: () => number = Date.now): SessionStore {
  const live = (hash: string, t: number) =>
    sql`token_hash = ${hash} AND last_seen_ms > ${t - limits.idleMs} AND created_ms > ${t - limits.maxMs}`;
  /** One statement on the primary key: restarts a live session's idle clock and returns it (touch: false only reads it). */
  function resume(token: string, { touch = true }: Touch = {}): Promise<Session | undefined> {
    const t = now();
    const hash = hashToken(token);
    return touch
      ? db.get<Session>(
          sql`UPDATE ${SESSIONS} SET last_seen_ms = ${t} WHERE ${live(hash, t)} RETURNING ${SESSION_COLUMNS}`,
        )
      : db.get<Session>(sql`SELECT ${SESSION_COLUMNS} FROM ${SESSIONS} WHERE ${live(hash, t)}`);
  }
  return {
    async start(accountId, address) {
      const token = randomBytes(32).toString("base64url");
      const csrfToken = randomBytes(32).toString("base64url");
      const t = now();
      // Ended sessions are swept here, at each login, rather than by a timer.
      await db.run(
        sql`DELETE FROM ${SESSIONS} WHERE last_seen_ms <= ${t - limits.idleMs} OR created_ms <= ${t - limits.maxMs}`,
      );
      await db.run(sql`INSERT INTO ${SESSIONS} (token_hash, account_id, csrf_token, created_ms, last_seen_ms, address)
        VALUES (${hashToken(token)}, ${accountId}, ${csrfToken}, ${t}, ${t}, ${address})`);
      return { token, csrfToken };
    },
    resume: (token) => resume(token),
    async resumeWithAccount(token, options) {
      const session = await resume(token, options);
      const account = session && (await db.get<Account>(sql`${ACCOUNT} WHERE id = ${session.accountId}`));
      return session && account ? { session, account } : undefined;
    },
    end: async (session) => void (await db.run(sql`DELETE FROM ${SESSIONS} WHERE token_hash = ${session.tokenHash}`)),
    endAll: (accountId) => db.run(sql`DELETE FROM ${SESSIONS} WHERE account_id = ${accountId}`),
    endOthers: (session) =>
      db.run(
        sql`DELETE FROM ${SESSIONS} WHERE account_id = ${session.accountId} AND token_hash <> ${session.tokenHash}`,
      ),
  };
}
