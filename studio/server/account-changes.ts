import type { Account, AccountStore, Role } from "./accounts.ts";
import type { AuditLog } from "./audit.ts";
import { generatePassword, hashPassword, passwordProblem, verifyPassword, type ScryptParams } from "./passwords.ts";

/** Who makes a change, as the audit log names them: an account's e-mail, or "command line (USER)". */
export interface Actor {
  actor: string;
  address?: string;
}

/** A change refused, in words for the owner; `reason` lets each host add its own hint. */
export interface Refusal {
  refused: "not_an_email" | "taken" | "no_account" | "last_owner" | "weak_password" | "wrong_password";
  message: string;
}

const EMAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

const noAccount = (email: string): Refusal => ({
  refused: "no_account",
  message: `No account has the e-mail ${email}.`,
});
const lastOwner = (email: string, what: string): Refusal => ({
  refused: "last_owner",
  message: `${email} is the last owner and cannot be ${what}: add another owner first.`,
});

/**
 * Every change to the accounts, for the owner's command line (cli.ts) and the owner's page in the
 * studio (routes/accounts.ts) alike: the same checks, the same hashing, the same audit entries.
 * A password not given is made here and returned once, for the owner to pass on; none is kept readable.
 */
export function accountChanges(accounts: AccountStore, audit: AuditLog, scrypt: ScryptParams) {
  const record = (by: Actor, action: Parameters<AuditLog["record"]>[0]["action"], subject: string) =>
    audit.record({ ...by, action, subject });

  return {
    async add(
      by: Actor,
      input: { email: string; name?: string; role: Role; password?: string },
    ): Promise<{ account: Account; password?: string } | Refusal> {
      const email = input.email.trim();
      if (!EMAIL.test(email) || email.length > 254)
        return { refused: "not_an_email", message: `${email} is not an e-mail address such as someone@example.com.` };
      if (await accounts.find(email)) return { refused: "taken", message: `${email} already has an account.` };
      const problem = input.password === undefined ? undefined : passwordProblem(input.password);
      if (problem) return { refused: "weak_password", message: `The password was not used: ${problem}.` };
      const password = input.password ?? generatePassword();
      const name = input.name?.trim() || email.split("@")[0]!;
      await accounts.add({ email, name, role: input.role, passwordHash: await hashPassword(password, scrypt) });
      await record(by, "account_added", `${email} (${input.role})`);
      return { account: (await accounts.find(email))!, password: input.password === undefined ? password : undefined };
    },

    /** A new password (made here unless given); every login the account had ends. */
    async reset(by: Actor, email: string, given?: string): Promise<{ account: Account; password?: string } | Refusal> {
      const account = await accounts.find(email);
      if (!account) return noAccount(email);
      const problem = given === undefined ? undefined : passwordProblem(given);
      if (problem) return { refused: "weak_password", message: `The password was not used: ${problem}.` };
      const password = given ?? generatePassword();
      await accounts.reset(account.id, await hashPassword(password, scrypt));
      await record(by, "account_reset", account.email);
      return { account, password: given === undefined ? password : undefined };
    },

    /** Removes the account (its logins end with it), unless it is the last owner. */
    async remove(by: Actor, email: string): Promise<{ account: Account } | Refusal> {
      const account = await accounts.find(email);
      if (!account) return noAccount(email);
      if (!(await accounts.remove(account))) return lastOwner(account.email, "removed");
      await record(by, "account_removed", account.email);
      return { account };
    },

    /** A new role, taking effect at the account's next request; the last owner stays an owner. */
    async setRole(by: Actor, email: string, role: Role): Promise<{ account: Account } | Refusal> {
      const account = await accounts.find(email);
      if (!account) return noAccount(email);
      if (account.role === role) return { account };
      if (!(await accounts.setRole(account, role))) return lastOwner(account.email, `made ${role}`);
      await record(by, "account_role_changed", `${account.email} (${account.role} to ${role})`);
      return { account: (await accounts.find(email))! };
    },

    /**
     * An account's own new password, given its current one: the same rule as a password piped to
     * the command line; `endOthers` ends every other login of the account (not the one asking).
     */
    async changeOwn(
      by: Actor,
      account: Account,
      current: string,
      next: string,
      endOthers: () => Promise<unknown>,
    ): Promise<{ account: Account } | Refusal> {
      if (!(await verifyPassword(current, account.passwordHash)))
        return {
          refused: "wrong_password",
          message: "Your current password is not the one given. Nothing was changed.",
        };
      const problem = passwordProblem(next);
      if (problem) return { refused: "weak_password", message: `The new password was not used: ${problem}.` };
      await accounts.setHash(account.id, await hashPassword(next, scrypt));
      await endOthers();
      await record(by, "password_changed", "");
      return { account };
    },
  };
}

export type AccountChanges = ReturnType<typeof accountChanges>;
export const isRefusal = (r: object): r is Refusal => "refused" in r;
