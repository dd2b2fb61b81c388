/**
 * The owner's enquiry tools, reading the database at DATABASE_FILE (default data/enquiries.db):
 *
 *   npm run enquiries -- list [--since DATE]
 *   npm run enquiries -- export --format csv|json [--since DATE] > enquiries.csv   (CSV: UTF-8 with a BOM)
 *   npm run enquiries -- delete --email ADDRESS
 *   npm run enquiries -- prune --older-than DAYS
 *   npm run enquiries -- backup FILE
 *   npm run enquiries -- restore FILE
 *   npm run enquiries -- import FILE       (with DATABASE_URL: copy a SQLite file's enquiries into PostgreSQL)
 *
 * Safe to run while the server runs (SQLite WAL; writes wait for the server's lock), except
 * restore, which replaces the database file: stop the server first.
 *
 * With DATABASE_URL (PostgreSQL) list, export, delete and prune work on that database; backup and
 * restore print the pg_dump and pg_restore commands to run instead and exit 0. They do not run
 * pg_dump themselves: it must be of the server's major version or newer, which only the person
 * running it knows is so, and it asks for the password in the terminal, which it does best itself.
 */
import fs from "node:fs";
import type pg from "pg";
import { parseCommandLine, usageError } from "../server/command-line.ts";
import { databaseFile, databaseUrl } from "../server/config.ts";
import { EnvReader } from "../server/env.ts";
import { StartupError } from "../server/startup-error.ts";
import type { Database } from "../server/db/database.ts";
import { openPostgres, shownUrl } from "../server/db/postgres.ts";
import { backupTo, pgDumpAdvice, restoreFrom } from "../server/db/backup.ts";
import { ImportError, importEnquiries } from "../server/contact/import.ts";
import { openDatabase } from "../server/db/sqlite.ts";
import { enquiriesCsv, type OwnerRow } from "../server/contact/owner.ts";
import { postgresOwnerEnquiries, sqliteOwnerEnquiries, type OwnerEnquiries } from "../server/contact/owner-store.ts";
import { LANGUAGE_NAMES } from "../contracts/languages.ts";

const USAGE = `Usage: npm run enquiries -- <command>
  list [--since DATE]                      show enquiries, oldest first
  export --format csv|json [--since DATE]  write them to standard output
  delete --email ADDRESS                   delete every enquiry from that address
  prune --older-than DAYS                  delete enquiries older than DAYS days
  backup FILE                              copy the database to FILE (safe while the server runs)
  restore FILE                             replace the database with the backup FILE (stop the server first)
  import FILE                              copy every enquiry of the SQLite database FILE into the
                                           PostgreSQL database at DATABASE_URL (run again: copies
                                           only what is not there yet; sends no e-mails)
DATE is YYYY-MM-DD (UTC) or a full ISO time. The database is DATABASE_FILE (default data/enquiries.db),
or the PostgreSQL database at DATABASE_URL when that is set (backup and restore then print the
pg_dump and pg_restore commands to run).`;

function fail(message: string): never {
  return usageError(message, USAGE);
}

const { positionals, values } = parseCommandLine(
  {
    format: { type: "string" },
    since: { type: "string" },
    email: { type: "string" },
    "older-than": { type: "string" },
    help: { type: "boolean", short: "h" },
  },
  USAGE,
);

const command = positionals[0];
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command || values.help ? 0 : 2);
}
const takesFile = command === "backup" || command === "restore" || command === "import";
if (takesFile && positionals.length < 2)
  fail(`${command}: the ${command === "import" ? "SQLite enquiry database" : "backup"} FILE is required`);
if (positionals.length > (takesFile ? 2 : 1)) fail(`Unexpected argument: ${positionals.at(-1)}`);
// Backups and a restored database hold visitors' personal data: readable by this user only.
process.umask(0o077);

function since(): Date | undefined {
  if (values.since === undefined) return undefined;
  const date = /^\d{4}-\d{2}-\d{2}/.test(values.since) ? new Date(values.since) : new Date(NaN);
  if (Number.isNaN(date.getTime())) fail(`--since ${values.since}: expected a date such as 2025-01-31`);
  return date;
}

/** Terminal output: control characters (C0, DEL, C1, which include escape sequences) shown as "?". */
function printable(text: string, max = Infinity): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  const line = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => (c === "\n" ? " / " : "?"));
  return line.length > max ? `${line.slice(0, max - 3)}...` : line;
}

/** "1 enquiry", "3 enquiries". */
const enquiries = (n: number) => `${n} ${n === 1 ? "enquiry" : "enquiries"}`;

function printList(rows: OwnerRow[]) {
  for (const r of rows) {
    console.log(`${r.receivedAt}  ${printable(r.name)} <${printable(r.email)}>  ${printable(r.phone)}`);
    // The language first: the one to answer in.
    const language = `in ${LANGUAGE_NAMES[r.language] ?? printable(r.language)}`;
    const extra = [language, ...[r.services, r.country, r.price].filter(Boolean).map((v) => printable(v))];
    console.log(`  ${extra.join(" | ")}`);
    if (r.message) console.log(`  ${printable(r.message, 200)}`);
    console.log(`  id ${r.id}`);
  }
  console.log(enquiries(rows.length));
}

const url = databaseUrlSetting();
if (url) {
  await postgresCommand(url);
  process.exit(process.exitCode ?? 0);
}

/** DATABASE_URL when set; a malformed one stops here with the server's own message. */
function databaseUrlSetting(): string | undefined {
  const read = new EnvReader(process.env);
  const url = databaseUrl(read);
  if (read.errors.length) {
    console.error(read.errors.join("\n"));
    process.exit(1);
  }
  return url;
}

async function postgresCommand(url: string) {
  if (command === "backup" || command === "restore") {
    console.log(pgDumpAdvice(shownUrl(url), positionals[1]!));
    return;
  }
  let db: (Database & { pool: pg.Pool }) | undefined;
  try {
    db = await openPostgres(url, { onIdleError: () => {}, max: 1 });
    if (command === "import") await importCommand(db, url, positionals[1]!);
    else if (!(await sharedCommand(postgresOwnerEnquiries(db)))) fail(`Unknown command: ${command}`);
  } catch (error) {
    const message = (error as Error).message;
    if (error instanceof ImportError) console.error(`Nothing was imported: ${message}`);
    else console.error(error instanceof StartupError ? message : `The command failed: ${message}`);
    process.exitCode = 1;
  } finally {
    await db?.close();
  }
}

async function importCommand(db: Database, url: string, file: string) {
  const { found, copied, alreadyThere, notNotified } = await importEnquiries(db, file);
  console.log(`Copied ${enquiries(copied)} of ${found} from ${file} into ${shownUrl(url)}.`);
  console.log(`${enquiries(alreadyThere)} ${alreadyThere === 1 ? "was" : "were"} already there and left as they are.`);
  if (notNotified)
    console.log(
      `${enquiries(notNotified)} had not been e-mailed to you yet. No e-mail is sent for imported enquiries: read ${notNotified === 1 ? "it" : "them"} in the studio's inbox or with npm run enquiries -- list.`,
    );
}

/** Runs list, export, delete or prune on one engine's enquiries; false for any other command. */
async function sharedCommand(tools: OwnerEnquiries): Promise<boolean> {
  if (command === "list") {
    printList(await tools.list(since()));
  } else if (command === "export") {
    const rows = await tools.list(since());
    if (values.format === "json") process.stdout.write(JSON.stringify(rows, null, 2) + "\n");
    else if (values.format === "csv") process.stdout.write(enquiriesCsv(rows));
    else fail("export: --format csv or --format json is required");
  } else if (command === "delete") {
    if (!values.email) fail("delete: --email ADDRESS is required");
    const removed = await tools.deleteByEmail(values.email);
    console.log(`Deleted ${enquiries(removed)} from ${printable(values.email)}.`);
  } else if (command === "prune") {
    const days = olderThanDays();
    const removed = await tools.prune(days);
    console.log(`Deleted ${enquiries(removed)} older than ${days} days.`);
  } else {
    return false;
  }
  return true;
}

function olderThanDays(): number {
  const days = Number(values["older-than"]);
  if (!/^\d+$/.test(values["older-than"] ?? "") || !Number.isSafeInteger(days))
    fail("prune: --older-than DAYS (a whole number) is required");
  return days;
}

const file = databaseFile();
if (command === "import") {
  console.error(
    "Nothing was imported: import copies enquiries into PostgreSQL, and DATABASE_URL is not set. Set it to the PostgreSQL database to copy them into, as the servers will use it (DATABASE_URL=postgres://user:password@host:5432/database npm run enquiries -- import FILE).",
  );
  process.exit(1);
}
if (command === "restore") {
  try {
    const { rows, kept } = await restoreFrom(positionals[1]!, file);
    console.log(`Restored ${enquiries(rows)} from ${positionals[1]} into ${file}.`);
    if (kept) console.log(`The database it replaced is kept as ${kept}.`);
    process.exit(0);
  } catch (error) {
    console.error(`Nothing was restored: ${(error as Error).message}.`);
    process.exit(1);
  }
}
if (!fs.existsSync(file)) {
  console.error(`No enquiry database at ${file} (set DATABASE_FILE, or start the server once to create it).`);
  process.exit(1);
}
const db = openDatabase(file);
try {
  if (command === "backup") {
    try {
      const { rows, bytes } = await backupTo(db, positionals[1]!);
      console.log(
        `Backed up ${enquiries(rows)} to ${positionals[1]} (${(bytes / 1024).toFixed(0)} KiB, integrity checked).`,
      );
    } catch (error) {
      console.error(`No backup was made: ${(error as Error).message}.`);
      process.exitCode = 1;
    }
  } else {
    const done = await sharedCommand(sqliteOwnerEnquiries(db));
    if (!done) fail(`Unknown command: ${command}`);
  }
} finally {
  db.close();
}
