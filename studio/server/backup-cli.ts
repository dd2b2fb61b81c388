/**
 * `npm run studio -- backup FILE [--replace]`: a copy of the studio's database (accounts,
 * sessions, audit log) made with SQLite's online backup while the studio runs, by the same code
 * as `npm run enquiries -- backup` (server/db/backup.ts). An existing FILE is kept unless
 * --replace says otherwise. Restoring is a file copy with the studio stopped (docs/deploying.md).
 * With DATABASE_URL the accounts are in PostgreSQL: this says how pg_dump copies them instead.
 */
import fs from "node:fs";
import { parseCommandLine, usageError } from "../../server/command-line.ts";
import { databaseUrl } from "../../server/config.ts";
import { backupTo } from "../../server/db/backup.ts";
import { pgDumpAdvice } from "../../server/db/backup.ts";
import { shownUrl } from "../../server/db/postgres.ts";
import { studioDatabaseFile } from "./config.ts";
import { openStudioDatabase, STUDIO_DATABASE } from "./db.ts";

const USAGE = `Usage: npm run studio -- backup FILE [--replace]
  copies the studio's database (accounts, sessions, audit log) to FILE, safe while the studio runs;
  --replace overwrites FILE when it exists. The database is STUDIO_DATABASE_FILE (default studio.db
  beside DATABASE_FILE).`;

function usage(message: string): never {
  return usageError(message, USAGE);
}

const { positionals, values } = parseCommandLine(
  { replace: { type: "boolean" }, help: { type: "boolean", short: "h" } },
  USAGE,
);
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [, target, extra] = positionals;
if (!target) usage("backup: the backup FILE is required");
if (extra !== undefined) usage(`Unexpected argument: ${extra}`);

const url = databaseUrl();
if (url) {
  console.log(
    "The studio's accounts, sessions and audit log are in PostgreSQL too (DATABASE_URL), beside the enquiries:",
  );
  console.log("one pg_dump of that database copies both.\n");
  console.log(pgDumpAdvice(shownUrl(url), target!));
  process.exit(0);
}

const file = studioDatabaseFile();
if (!fs.existsSync(file)) {
  console.error(`No studio database at ${file} (set STUDIO_DATABASE_FILE, or start the studio once to create it).`);
  process.exit(1);
}
// The copy holds password hashes and sessions: readable by this user only.
process.umask(0o077);
const db = openStudioDatabase(file);
try {
  const { rows, bytes } = await backupTo(db, target, { kind: STUDIO_DATABASE, replace: values.replace === true });
  console.log(
    `Backed up the studio's database (${rows} ${rows === 1 ? "account" : "accounts"}) to ${target} (${(bytes / 1024).toFixed(0)} KiB, integrity checked).`,
  );
} catch (error) {
  console.error(`No backup was made: ${(error as Error).message}.`);
  process.exitCode = 1;
} finally {
  db.close();
}
