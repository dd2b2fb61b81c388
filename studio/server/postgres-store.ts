/**
 * The studio's accounts, sessions and audit log in PostgreSQL, when DATABASE_URL is set: the same
 * database as the enquiries, in tables of their own (studio_accounts, studio_sessions, studio_audit)
 * migrated from studio/server/migrations/postgres/ with their own version table and advisory lock, so the
 * enquiry store's migrations and the studio's never see each other's versions.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type pg from "pg";
import { inTransaction } from "../../server/contact/postgres.ts";
import type { Account, AccountStore } from "./accounts.ts";
import { withoutAddress, type AuditEntry, type AuditLog, type AuditMoment } from "./audit.ts";
import type { PastPublish, PublishRecords, PublishRow } from "./publish/records.ts";
import { hashToken, type Session, type SessionLimits, type SessionStore } from "./sessions.ts";

export const STUDIO_POSTGRES_MIGRATIONS = {
  dir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), "migrations/postgres"),
  /** Not the enquiry store's schema_migrations: the two tracks count their versions apart. */
  table: "studio_schema_migrations",
  /** Not the enquiry store's lock: the studio and a server may start together. */
  lock: 390_039_002,
};

const ACCOUNT = `SELECT id, email, name, role, password_hash AS "passwordHash", created_at AS "createdAt" FROM studio_accounts`;

/**
 * Whether `account` may stop being an owner, inside a transaction: the accounts table is locked
 * against other changes first (SHARE ROW EXCLUSIVE conflicts with itself and with every write, but
 * not with reads), so two owners removing each other at once are served one after the other and
 * the second sees that only one owner is left.
 */
async function lastOwner(client: pg.PoolClient, account: Account): Promise<boolean> {
  await client.query("LOCK TABLE studio_accounts IN SHARE ROW EXCLUSIVE MODE");
  const { rows } = await client.query<{ owner: boolean; owners: number }>(
    `SELECT (SELECT role = 'owner' FROM studio_accounts WHERE id = $1) AS owner,
            (SELECT count(*)::int FROM studio_accounts WHERE role = 'owner') AS owners`,
    [account.id],
  );
  return rows[0]!.owner === true && rows[0]!.owners <= 1;
}

export function postgresAccountStore(pool: pg.Pool): AccountStore {
  const one = async (sql: string, params: unknown[]) => (await pool.query<Account>(sql, params)).rows[0];
  return {
    find: (email) => one(`${ACCOUNT} WHERE lower(email) = lower($1)`, [email]),
    get: (id) => one(`${ACCOUNT} WHERE id = $1`, [id]),
    list: async () => (await pool.query<Account>(`${ACCOUNT} ORDER BY lower(email)`)).rows,
    async add(a) {
      await pool.query(
        "INSERT INTO studio_accounts (email, name, role, password_hash, created_at) VALUES ($1, $2, $3, $4, $5)",
        [a.email, a.name, a.role, a.passwordHash, new Date().toISOString()],
      );
    },
    reset: (id, passwordHash) =>
      inTransaction(pool, async (client) => {
        await client.query("UPDATE studio_accounts SET password_hash = $1 WHERE id = $2", [passwordHash, id]);
        await client.query("DELETE FROM studio_sessions WHERE account_id = $1", [id]);
      }),
    async setHash(id, passwordHash) {
      await pool.query("UPDATE studio_accounts SET password_hash = $1 WHERE id = $2", [passwordHash, id]);
    },
    setRole: (account, role) =>
      inTransaction(pool, async (client) => {
        if (role !== "owner" && (await lastOwner(client, account))) return false;
        await client.query("UPDATE studio_accounts SET role = $1 WHERE id = $2", [role, account.id]);
        return true;
      }),
    remove: (account) =>
      inTransaction(pool, async (client) => {
        if (await lastOwner(client, account)) return false;
        await client.query("DELETE FROM studio_accounts WHERE id = $1", [account.id]);
        return true;
      }),
  };
}

export function postgresSessionStore(pool: pg.Pool, limits: SessionLimits, now: () => number = Date.now): SessionStore {
  return {
    async start(accountId, address) {
      const token = randomBytes(32).toString("base64url");
      const csrfToken = randomBytes(32).toString("base64url");
      const t = now();
      // Ended sessions are swept here, at each login, rather than by a timer.
      await pool.query("DELETE FROM studio_sessions WHERE last_seen_ms <= $1 OR created_ms <= $2", [
        t - limits.idleMs,
        t - limits.maxMs,
      ]);
      await pool.query(
        "INSERT INTO studio_sessions (token_hash, account_id, csrf_token, created_ms, last_seen_ms, address) VALUES ($1, $2, $3, $4, $4, $5)",
        [hashToken(token), accountId, csrfToken, t, address],
      );
      return { token, csrfToken };
    },
    /**
     * On every request: one statement on the primary key, which restarts the idle clock of a live
     * session and returns it. An ended one is not returned, and is swept at the next login.
     */
    async resume(token) {
      const t = now();
      const { rows } = await pool.query<Session>(
        `UPDATE studio_sessions SET last_seen_ms = $2
          WHERE token_hash = $1 AND last_seen_ms > $3 AND created_ms > $4
          RETURNING token_hash AS "tokenHash", account_id AS "accountId", csrf_token AS "csrfToken",
                    created_ms::float8 AS "createdMs", last_seen_ms::float8 AS "lastSeenMs"`,
        [hashToken(token), t, t - limits.idleMs, t - limits.maxMs],
      );
      return rows[0];
    },
    /**
     * One statement for both: the session's update on its primary key (with touch: false, only its
     * read: the idle clock stays), joined to its account on its own.
     */
    async resumeWithAccount(token, { touch = true } = {}) {
      const t = now();
      const live = "token_hash = $1 AND last_seen_ms > $2 AND created_ms > $3";
      const columns = "token_hash, account_id, csrf_token, created_ms, last_seen_ms";
      const session = touch
        ? `UPDATE studio_sessions SET last_seen_ms = $4 WHERE ${live} RETURNING ${columns}`
        : `SELECT ${columns} FROM studio_sessions WHERE ${live}`;
      const { rows } = await pool.query<Session & Account & { accountId: number }>(
        `WITH s AS (${session})
         SELECT s.token_hash AS "tokenHash", s.account_id AS "accountId", s.csrf_token AS "csrfToken",
                s.created_ms::float8 AS "createdMs", s.last_seen_ms::float8 AS "lastSeenMs",
                a.id, a.email, a.name, a.role, a.password_hash AS "passwordHash", a.created_at AS "createdAt"
           FROM s JOIN studio_accounts a ON a.id = s.account_id`,
        [hashToken(token), t - limits.idleMs, t - limits.maxMs, ...(touch ? [t] : [])],
      );
      const row = rows[0];
      if (!row) return undefined;
      const { tokenHash, accountId, csrfToken, createdMs, lastSeenMs, ...account } = row;
      return { session: { tokenHash, accountId, csrfToken, createdMs, lastSeenMs }, account };
    },
    async end(session) {
      await pool.query("DELETE FROM studio_sessions WHERE token_hash = $1", [session.tokenHash]);
    },
    endAll: async (accountId) =>
      (await pool.query("DELETE FROM studio_sessions WHERE account_id = $1", [accountId])).rowCount ?? 0,
    endOthers: async (session) =>
      (
        await pool.query("DELETE FROM studio_sessions WHERE account_id = $1 AND token_hash <> $2", [
          session.accountId,
          session.tokenHash,
        ])
      ).rowCount ?? 0,
  };
}

/**
 * AuditLog's forgetAddress on PostgreSQL, in one transaction: the subjects with an "@" are read
 * (locked against a change meanwhile) and matched by the same withoutAddress as on SQLite.
 */
function forgetInPostgres(pool: pg.Pool, email: string): Promise<number> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ id: string; subject: string }>(
      // id is a BIGINT: pg gives it as a string, and takes it back as one.
      "SELECT id, subject FROM studio_audit WHERE subject LIKE '%@%' FOR UPDATE",
    );
    let changed = 0;
    for (const { id, subject } of rows) {
      const scrubbed = withoutAddress(subject, email);
      if (scrubbed === subject) continue;
      await client.query("UPDATE studio_audit SET subject = $1 WHERE id = $2", [scrubbed, id]);
      changed++;
    }
    return changed;
  });
}

export function postgresAuditLog(pool: pg.Pool, now: () => number = Date.now): AuditLog {
  return {
    async record(entry) {
      await pool.query(
        "INSERT INTO studio_audit (at_ms, actor, action, subject, address) VALUES ($1, $2, $3, $4, $5)",
        [now(), entry.actor, entry.action, entry.subject ?? "", entry.address ?? ""],
      );
    },
    async newest(limit) {
      const { rows } = await pool.query<Omit<AuditEntry, "at"> & { atMs: number }>(
        `SELECT at_ms::float8 AS "atMs", actor, action, subject, address FROM studio_audit
          ORDER BY at_ms DESC, id DESC LIMIT $1`,
        [limit],
      );
      return rows.map(({ atMs, ...rest }) => ({ at: new Date(atMs).toISOString(), ...rest }));
    },
    async lastLogins() {
      const { rows } = await pool.query<{ email: string; atMs: number }>(
        `SELECT lower(actor) AS email, max(at_ms)::float8 AS "atMs" FROM studio_audit
          WHERE action = 'login' GROUP BY lower(actor)`,
      );
      return new Map(rows.map((r) => [r.email, new Date(r.atMs).toISOString()]));
    },
    async since(action, sinceMs, limit) {
      const { rows } = await pool.query<AuditMoment>(
        `SELECT actor, address, at_ms::float8 AS "atMs" FROM studio_audit
          WHERE action = $1 AND at_ms > $2 ORDER BY at_ms DESC, id DESC LIMIT $3`,
        [action, sinceMs, limit],
      );
      return rows.reverse();
    },
    forgetAddress: (email) => forgetInPostgres(pool, email),
  };
}

export function postgresPublishRecords(pool: pg.Pool): PublishRecords {
  return {
    async add(r) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        await client.query(
          `INSERT INTO studio_publishes (release_id, git_commit, published_by, published_ms, build_kind, took_ms)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [r.release, r.commit, r.publishedBy, r.publishedMs, r.buildKind, r.tookMs],
        );
        if (r.pages !== undefined)
          await client.query("INSERT INTO studio_publish_pages (release_id, pages) VALUES ($1, $2)", [
            r.release,
            r.pages,
          ]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async recent(limit) {
      const { rows } = await pool.query<PastPublish>(
        `SELECT build_kind AS kind, pages::float8 AS pages, took_ms::float8 AS "tookMs"
           FROM studio_publishes JOIN studio_publish_pages USING (release_id)
          ORDER BY published_ms DESC LIMIT $1`,
        [limit],
      );
      return rows;
    },
    async get(release) {
      const { rows } = await pool.query<PublishRow>(
        `SELECT git_commit AS "commit", published_by AS "publishedBy", build_kind AS "buildKind", took_ms::float8 AS "tookMs"
           FROM studio_publishes WHERE release_id = $1`,
        [release],
      );
      return rows[0];
    },
  };
}
