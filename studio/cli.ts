/**
 * The owner's account commands, on the studio database (STUDIO_DATABASE_FILE):
 *
 *   npm run studio -- users add EMAIL --role editor|publisher|owner [--name NAME]
 *   npm run studio -- users list
 *   npm run studio -- users remove EMAIL
 *   npm run studio -- users reset EMAIL
 *
 * add and reset take the new password from standard input when one is piped in
 * (`printf '%s' "$PW" | npm run studio -- users add ...`); otherwise they make one and print it
 * once. Safe while the studio runs (SQLite WAL).
 */
import os from "node:os";
import { parseCommandLine, usageError } from "../server/command-line.ts";
import { accountStore, ROLES, type Role } from "./accounts.ts";
import { auditLog } from "./audit.ts";
import { studioDatabaseFile } from "./config.ts";
import { openStudioDatabase } from "./db.ts";
import { generatePassword, hashPassword, OWASP_SCRYPT, passwordProblem } from "./passwords.ts";

const USAGE = `Usage: npm run studio -- users <command>
  add EMAIL --role editor|publisher|owner [--name NAME]   add an account
  list                                                     show every account
  remove EMAIL                                             remove an account (not the last owner)
  reset EMAIL                                              give an account a new password (ends its logins)
add and reset read the password from standard input when one is piped in; otherwise they make one
and print it once. The database is STUDIO_DATABASE_FILE (default studio.db beside DATABASE_FILE).`;

function usage(message: string): never {
  return usageError(message, USAGE);
}

function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

const { positionals, values } = parseCommandLine(
  { role: { type: "string" }, name: { type: "string" }, help: { type: "boolean", short: "h" } },
  USAGE,
);

const [, command, email, ...extra] = positionals;
if (values.help || !command) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}
if (!["add", "list", "remove", "reset"].includes(command)) usage(`Unknown command: users ${command}`);
if (command !== "list" && !email) usage(`users ${command}: the account's EMAIL is required`);
if (extra.length || (command === "list" && email)) usage(`Unexpected argument: ${positionals.at(-1)}`);
if (command !== "add" && (values.role !== undefined || values.name !== undefined))
  usage(`users ${command}: --role and --name are only for users add`);

/** A password piped to standard input, or one made here; `shown` says which (so it is printed). */
async function newPassword(): Promise<{ password: string; shown: boolean }> {
  if (!process.stdin.isTTY) {
    let text = "";
    for await (const chunk of process.stdin) text += chunk;
    const password = text.replace(/\r?\n$/, "");
    if (password) {
      const problem = passwordProblem(password);
      if (problem) refuse(`The password from standard input was not used: ${problem}.`);
      return { password, shown: false };
    }
  }
  return { password: generatePassword(), shown: true };
}

function tell({ shown, password }: { password: string; shown: boolean }, who: string) {
  if (shown)
    console.log(
      `Password for ${who} (shown only now, not stored anywhere readable; give it to them privately):\n${password}`,
    );
  else console.log(`The password is the one read from standard input.`);
}

process.umask(0o077);
const db = openStudioDatabase(studioDatabaseFile());
const accounts = accountStore(db);
const audit = auditLog(db);
const actor = `command line (${os.userInfo().username})`;

if (command === "list") {
  const all = accounts.list();
  if (!all.length)
    console.log("No accounts yet. Add the first owner with: npm run studio -- users add EMAIL --role owner");
  for (const a of all) console.log(`${a.email}  ${a.role}  ${a.name}  (added ${a.createdAt.slice(0, 10)})`);
} else if (command === "add") {
  const role = values.role as Role | undefined;
  if (!role || !ROLES.includes(role)) usage(`users add: --role is required: one of ${ROLES.join(", ")}`);
  if (!/^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/.test(email!) || email!.length > 254)
    refuse(`${email} is not an e-mail address such as someone@example.com. Nothing was added.`);
  if (accounts.find(email!)) refuse(`${email} already has an account. To give it a new password: users reset ${email}`);
  const name = values.name?.trim() || email!.split("@")[0]!;
  const secret = await newPassword();
  accounts.add({ email: email!, name, role, passwordHash: await hashPassword(secret.password, OWASP_SCRYPT) });
  audit.record({ actor, action: "account_added", subject: `${email} (${role})` });
  console.log(`Added ${email} (${name}) as ${role}.`);
  tell(secret, email!);
} else {
  const account = accounts.find(email!);
  if (!account) refuse(`No account has the e-mail ${email}. See them with: npm run studio -- users list`);
  if (command === "remove") {
    if (!accounts.remove(account))
      refuse(`${account.email} is the last owner and cannot be removed: add another owner first.`);
    audit.record({ actor, action: "account_removed", subject: account.email });
    console.log(`Removed ${account.email}; their logins have ended.`);
  } else {
    const secret = await newPassword();
    accounts.reset(account.id, await hashPassword(secret.password, OWASP_SCRYPT));
    audit.record({ actor, action: "account_reset", subject: account.email });
    console.log(`New password set for ${account.email}; their logins have ended.`);
    tell(secret, account.email);
  }
}
db.close();
