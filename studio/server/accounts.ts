import type { Db } from "../../server/contact/db.ts";
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
 * The accounts, on either engine (SQLite here, PostgreSQL in postgres-store.ts). E-mails are
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

/** An account row as Account, in the studio's SQLite file (sessions.ts reads it with its session). */
export const ACCOUNT_COLUMNS = "id, email, name, role, password_hash AS passwordHash, created_at AS createdAt";

/** The accounts table in the studio's SQLite file. */
export function accountStore(db: Db): AccountStore {
  const byEmail = db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE email = ?`);
  const byId = db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE id = ?`);
  const all = db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM accounts ORDER BY email`);
  const owners = db.prepare("SELECT count(*) FROM accounts WHERE role = 'owner'").pluck();
  const insert = db.prepare(
    "INSERT INTO accounts (email, name, role, password_hash, created_at) VALUES (?, ?, ?, ?, ?)",
  );
  const setHash = db.prepare("UPDATE accounts SET password_hash = ? WHERE id = ?");
  const remove = db.prepare("DELETE FROM accounts WHERE id = ?");
  const updateRole = db.prepare("UPDATE accounts SET role = ? WHERE id = ?");
  const endSessions = db.prepare("DELETE FROM sessions WHERE account_id = ?");
  const reset = db.transaction((id: number, passwordHash: string) => {
    setHash.run(passwordHash, id);
    endSessions.run(id);
  });
  // better-sqlite3 runs each transaction to its end in one synchronous call: no other request
  // can come between the count of owners and the change.
  const setRole = db.transaction((account: Account, role: Role): boolean => {
    if (account.role === "owner" && role !== "owner" && (owners.get() as number) <= 1) return false;
    updateRole.run(role, account.id);
    return true;
  });
  const removeOne = db.transaction((account: Account): boolean => {
    if (account.role === "owner" && (owners.get() as number) <= 1) return false;
    remove.run(account.id);
    return true;
  });
  return {
    find: async (email) => byEmail.get(email) as Account | undefined,
    get: async (id) => byId.get(id) as Account | undefined,
    list: async () => all.all() as Account[],
    async add(a) {
      insert.run(a.email, a.name, a.role, a.passwordHash, new Date().toISOString());
    },
    reset: async (id, passwordHash) => reset(id, passwordHash),
    setHash: async (id, passwordHash) => void setHash.run(passwordHash, id),
    setRole: async (account, role) => setRole(account, role),
    remove: async (account) => removeOne(account),
  };
}
