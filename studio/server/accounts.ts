import type { Database, Queries } from "../../server/db/database.ts";
import { caseless, sql } from "../../server/db/sql.ts";
import { ACCOUNTS, SESSIONS } from "./tables.ts";
import { ROLES, roleAtLeast, type Role } from "../../contracts/roles.ts";

export { ROLES, roleAtLeast, type Role };

export interface Account {
  id: number;
  email: string;
  name: string;
  role: Role;
  passwordHash: string;
  createdAt: string;
}

/**
 * The accounts, on either engine. E-mails are
 * matched without regard to case. Every change that must see the other owners (setRole, remove)
 * is one transaction, so two owners removing each other at once cannot leave none.
 */
export interface AccountStore {
  find(email: string): Promise<Account | undefined>;
  get(id: number): Promise<Account | undefined>;
  list(): Promise<Account[]>;
  add(a: { email: string; name: string; role: Role; passwordHash: string }): Promise<void>;
  /** A new password ends every session the account had. */
  reset(id: number, passwordHash: string): Promise<void>;
  /** A password its owner chose: their other sessions are ended by the caller, not this one. */
  setHash(id: number, passwordHash: string): Promise<void>;
  /** False when this would leave no owner, as remove. */
  setRole(account: Account, role: Role): Promise<boolean>;
  /** False when this is the last owner: someone must still be able to manage accounts. */
  remove(account: Account): Promise<boolean>;
}

/** An account row as Account (sessions.ts reads it with its session). */
export const ACCOUNT = sql`SELECT id, email, name, role, password_hash AS "passwordHash", created_at AS "createdAt" FROM ${ACCOUNTS}`;

/**
 * Whether `account` may stop being an owner, inside a transaction that locked the accounts
 * against other changes first (Queries.transaction's lock), so two owners removing each other at
 * once are served one after the other and the second sees that only one owner is left.
 */
async function lastOwner(tx: Queries, account: Account): Promise<boolean> {
  const row = await tx.get<{ owner: unknown; owners: number }>(
    sql`SELECT (SELECT role = 'owner' FROM ${ACCOUNTS} WHERE id = ${account.id}) AS owner,
      (SELECT count(*) FROM ${ACCOUNTS} WHERE role = 'owner') AS owners`,
  );
  // SQLite answers 1 or 0, PostgreSQL true or false; NULL when the account is gone.
  return Boolean(row!.owner) && row!.owners <= 1;
}

/** The accounts table, on either engine. */
export function accountStore(db: Database): AccountStore {
  const setHash = (q: Queries, id: number, passwordHash: string) =>
    q.run(sql`UPDATE ${ACCOUNTS} SET password_hash = ${passwordHash} WHERE id = ${id}`);
  return {
    find: (email) => db.get<Account>(sql`${ACCOUNT} WHERE ${caseless("email", email)}`),
    get: (id) => db.get<Account>(sql`${ACCOUNT} WHERE id = ${id}`),
    // lower() and SQLite's NOCASE fold the same letters (A to Z): one order on both engines.
    list: () => db.all<Account>(sql`${ACCOUNT} ORDER BY lower(email)`),
    async add(a) {
      await db.run(sql`INSERT INTO ${ACCOUNTS} (email, name, role, password_hash, created_at)
        VALUES (${a.email}, ${a.name}, ${a.role}, ${a.passwordHash}, ${new Date().toISOString()})`);
    },
    reset: (id, passwordHash) =>
      db.transaction(async (tx) => {
        await setHash(tx, id, passwordHash);
        await tx.run(sql`DELETE FROM ${SESSIONS} WHERE account_id = ${id}`);
      }),
    setHash: async (id, passwordHash) => void (await setHash(db, id, passwordHash)),
    setRole: (account, role) =>
      db.transaction(
        async (tx) => {
          if (role !== "owner" && (await lastOwner(tx, account))) return false;
          await tx.run(sql`UPDATE ${ACCOUNTS} SET role = ${role} WHERE id = ${account.id}`);
          return true;
        },
        { lock: ACCOUNTS },
      ),
    remove: (account) =>
      db.transaction(
        async (tx) => {
          if (await lastOwner(tx, account)) return false;
          await tx.run(sql`DELETE FROM ${ACCOUNTS} WHERE id = ${account.id}`);
          return true;
        },
        { lock: ACCOUNTS },
      ),
  };
}
