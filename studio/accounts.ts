import type { Db } from "../server/contact/db.ts";
import { ROLES, roleAtLeast, type Role } from "../contracts/roles.ts";

export { ROLES, roleAtLeast, type Role };

export interface Account {
  id: number;
  email: string;
  name: string;
  role: Role;
  passwordHash: string;
  createdAt: string;
}

const COLUMNS = "id, email, name, role, password_hash AS passwordHash, created_at AS createdAt";

/** The accounts table. E-mails are matched without regard to case. */
export function accountStore(db: Db) {
  const byEmail = db.prepare(`SELECT ${COLUMNS} FROM accounts WHERE email = ?`);
  const byId = db.prepare(`SELECT ${COLUMNS} FROM accounts WHERE id = ?`);
  const all = db.prepare(`SELECT ${COLUMNS} FROM accounts ORDER BY email`);
  const owners = db.prepare("SELECT count(*) FROM accounts WHERE role = 'owner'").pluck();
  const insert = db.prepare(
    "INSERT INTO accounts (email, name, role, password_hash, created_at) VALUES (?, ?, ?, ?, ?)",
  );
  const setHash = db.prepare("UPDATE accounts SET password_hash = ? WHERE id = ?");
  const remove = db.prepare("DELETE FROM accounts WHERE id = ?");
  const updateRole = db.prepare("UPDATE accounts SET role = ? WHERE id = ?");
  const endSessions = db.prepare("DELETE FROM sessions WHERE account_id = ?");
  return {
    find: (email: string) => byEmail.get(email) as Account | undefined,
    get: (id: number) => byId.get(id) as Account | undefined,
    list: () => all.all() as Account[],
    add(a: { email: string; name: string; role: Role; passwordHash: string }) {
      insert.run(a.email, a.name, a.role, a.passwordHash, new Date().toISOString());
    },
    /** A new password ends every session the account had. */
    reset: db.transaction((id: number, passwordHash: string) => {
      setHash.run(passwordHash, id);
      endSessions.run(id);
    }),
    /** A password its owner chose: their other sessions are ended by the caller, not this one. */
    setHash: (id: number, passwordHash: string) => void setHash.run(passwordHash, id),
    /** False when this would leave no owner, as remove. */
    setRole: db.transaction((account: Account, role: Role): boolean => {
      if (account.role === "owner" && role !== "owner" && (owners.get() as number) <= 1) return false;
      updateRole.run(role, account.id);
      return true;
    }),
    /** False when this is the last owner: someone must still be able to manage accounts. */
    remove: db.transaction((account: Account): boolean => {
      if (account.role === "owner" && (owners.get() as number) <= 1) return false;
      remove.run(account.id);
      return true;
    }),
  };
}

export type AccountStore = ReturnType<typeof accountStore>;
