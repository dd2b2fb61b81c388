/**
 * The owner's account commands, on the studio database (STUDIO_DATABASE_FILE, or the PostgreSQL
 * database at DATABASE_URL when that is set):
 *
 *   npm run studio -- users add EMAIL --role editor|publisher|owner [--name NAME]
 *   npm run studio -- users list
 *   npm run studio -- users remove EMAIL
 *   npm run studio -- users reset EMAIL
 *
 * add and reset take the new password from standard input when one is piped in
 * (`printf '%s' "$PW" | npm run studio -- users add ...`); otherwise they make one and print it
 * once. Safe while the studio runs (SQLite WAL; PostgreSQL transactions).
 */
import os from "node:os";
import { parseCommandLine, usageError } from "../../server/command-line.ts";
import { accountChanges, isRefusal, type Refusal } from "./account-changes.ts";
import { databaseUrl } from "../../server/config.ts";
import { ROLES, type Role } from "./accounts.ts";
import { studioDatabaseFile } from "./config.ts";
import { OWASP_SCRYPT } from "./passwords.ts";
import { openStudioStore } from "./store.ts";

const USAGE = `Usage: npm run studio -- users <command>
  add EMAIL --role editor|publisher|owner [--name NAME]   add an account
  list                                                     show every account
  remove EMAIL                                             remove an account (not the last owner)
  reset EMAIL                                              give an account a new password (ends its logins)
add and reset read the password from standard input when one is piped in; otherwise they make one
and print it once. The database is STUDIO_DATABASE_FILE (default studio.db beside DATABASE_FILE),
or the PostgreSQL database at DATABASE_URL when that is set.`;

function usage(message: string): never {
  return usageError(message, USAGE);
}

function refuse(message: string): never {
  console.error(message);
  process.exitCode = 1;
  throw new Refused();
}

/** Ends the command after a refusal, once the database is closed. */
class Refused extends Error {}

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

/** A password piped to standard input, or undefined: the change then makes one and it is printed. */
async function pipedPassword(): Promise<string | undefined> {
  if (process.stdin.isTTY) return undefined;
  let text = "";
  for await (const chunk of process.stdin) text += chunk;
  return text.replace(/\r?\n$/, "") || undefined;
}

function tell(password: string | undefined, who: string) {
  if (password)
    console.log(
      `Password for ${who} (shown only now, not stored anywhere readable; give it to them privately):\n${password}`,
    );
  else console.log(`The password is the one read from standard input.`);
}

/** A refused change in the words every host uses, with what to type next here. */
function refused(r: Refusal): never {
  const hint = {
    not_an_email: " Nothing was added.",
    taken: ` To give it a new password: users reset ${email}`,
    no_account: " See them with: npm run studio -- users list",
    weak_password: "",
    last_owner: "",
    wrong_password: "",
  }[r.refused];
  refuse(r.message.replace(/^The password/, "The password from standard input") + hint);
}

process.umask(0o077);
const store = await openStudioStore({ databaseFile: studioDatabaseFile(), databaseUrl: databaseUrl() });
const { accounts } = store;
const changes = accountChanges(accounts, store.audit, OWASP_SCRYPT);
const by = { actor: `command line (${os.userInfo().username})` };

try {
  await run();
} catch (error) {
  if (!(error instanceof Refused)) throw error;
} finally {
  await store.close();
}

async function run() {
  if (command === "list") {
    const all = await accounts.list();
    if (!all.length)
      console.log("No accounts yet. Add the first owner with: npm run studio -- users add EMAIL --role owner");
    for (const a of all) console.log(`${a.email}  ${a.role}  ${a.name}  (added ${a.createdAt.slice(0, 10)})`);
  } else if (command === "add") {
    const role = values.role as Role | undefined;
    if (!role || !ROLES.includes(role)) usage(`users add: --role is required: one of ${ROLES.join(", ")}`);
    const added = await changes.add(by, { email: email!, name: values.name, role, password: await pipedPassword() });
    if (isRefusal(added)) refused(added);
    console.log(`Added ${added.account.email} (${added.account.name}) as ${role}.`);
    tell(added.password, added.account.email);
  } else if (command === "remove") {
    const removed = await changes.remove(by, email!);
    if (isRefusal(removed)) refused(removed);
    console.log(`Removed ${removed.account.email}; their logins have ended.`);
  } else {
    const reset = await changes.reset(by, email!, await pipedPassword());
    if (isRefusal(reset)) refused(reset);
    console.log(`New password set for ${reset.account.email}; their logins have ended.`);
    tell(reset.password, reset.account.email);
  }
}
