import fs from "node:fs";
import path from "node:path";
import { StartupError } from "../startup-error.ts";

const SQLITE_HEADER = "SQLite format 3\0";
/** Files beside the database that hold enquiries or the key to client hashes. */
const COMPANIONS = ["-wal", "-shm"];

type ErrnoError = Error & { code?: string };

/** The setting that names the file: the enquiry database's, or the studio's (STUDIO_DATABASE_FILE). */
export type FileSettingName = "DATABASE_FILE" | "STUDIO_DATABASE_FILE";

function problem(file: string, what: string, setting: FileSettingName): StartupError {
  return new StartupError(`${setting}=${file}: ${what}`);
}

function reason(error: ErrnoError): string {
  if (error.code === "EACCES" || error.code === "EPERM") return "this user has no permission there";
  if (error.code === "EROFS") return "that place is read-only";
  if (error.code === "ENOTDIR") return "part of that path is a file, not a folder";
  return error.code ?? error.message;
}

/**
 * Checks the place of the database before SQLite opens it, so a wrong DATABASE_FILE is reported
 * as a setting to fix rather than as an SQLite error: the folder is created for this user only
 * (0700), a new file is created 0600, and an existing database (with its WAL, SHM and the
 * client-hash secret) that other users could read is made 0600, each change reported by `notice`.
 * A file this user cannot change is refused.
 */
export function prepareDatabaseFile(
  file: string,
  notice: (message: string) => void = () => {},
  setting: FileSettingName = "DATABASE_FILE",
) {
  const dir = path.dirname(file);
  try {
    if (fs.statSync(file, { throwIfNoEntry: false })?.isDirectory())
      throw problem(
        file,
        `this is a folder. Set ${setting} to a file in it, such as ${path.join(file, setting === "DATABASE_FILE" ? "enquiries.db" : "studio.db")}.`,
        setting,
      );
    makeFolders(dir);
    // SQLite writes its -wal and -shm files beside the database: the folder must be writable.
    fs.accessSync(dir, fs.constants.W_OK);
    if (!fs.existsSync(file)) fs.closeSync(fs.openSync(file, "a", 0o600));
    fs.accessSync(file, fs.constants.R_OK | fs.constants.W_OK);
  } catch (error) {
    if (error instanceof StartupError) throw error;
    throw problem(
      file,
      `cannot be created or written (${reason(error as ErrnoError)}). Choose a file in a folder this user can write, such as ./data/enquiries.db.`,
      setting,
    );
  }
  if (!isSqliteOrEmpty(file))
    throw problem(
      file,
      `this file is not an SQLite database. Set ${setting} to its database, or to a new file name to start an empty one.`,
      setting,
    );
  for (const f of [file, ...COMPANIONS.map((s) => file + s), path.join(dir, "ip-hash.secret")]) keepPrivate(f, notice);
}

/**
 * `mkdir -p` with mode 0700, one folder at a time from the deepest one that exists. Node's own
 * recursive mkdir never returns under /proc (each mkdir there answers ENOENT, and it climbs back
 * up and tries again for ever); here every failure is an error at once.
 */
export function makeFolders(dir: string) {
  const missing: string[] = [];
  for (let d = path.resolve(dir); !fs.existsSync(d); d = path.dirname(d)) {
    missing.unshift(d);
    if (path.dirname(d) === d) break;
  }
  for (const d of missing) fs.mkdirSync(d, { mode: 0o700 });
}

/** 0600 for a file that others may read; refuses (naming the fix) when this user cannot change it. */
export function keepPrivate(file: string, notice: (message: string) => void = () => {}) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat || (stat.mode & 0o077) === 0) return;
  const was = (stat.mode & 0o777).toString(8);
  try {
    fs.chmodSync(file, 0o600);
  } catch {
    throw new StartupError(
      `${file} can be read by other users (mode ${was}) and this user cannot change that: run \`chmod 600 ${file}\` as its owner (DATABASE_FILE).`,
    );
  }
  notice(`${file} could be read by other users (mode ${was}): changed to 600 (DATABASE_FILE)`);
}

function isSqliteOrEmpty(file: string): boolean {
  const fd = fs.openSync(file, "r");
  try {
    const head = Buffer.alloc(16);
    const read = fs.readSync(fd, head, 0, 16, 0);
    return read === 0 || head.toString("latin1") === SQLITE_HEADER;
  } finally {
    fs.closeSync(fd);
  }
}

/** SQLite's own errors while opening, in the same words. */
export function openError(
  file: string,
  error: Error & { code?: string },
  setting: FileSettingName = "DATABASE_FILE",
): Error {
  if (error.code === "SQLITE_NOTADB" || error.code === "SQLITE_CORRUPT")
    return problem(
      file,
      "this file is not an SQLite database or is damaged. Restore it from a backup (`npm run enquiries -- restore FILE`).",
      setting,
    );
  if (error.code === "SQLITE_READONLY" || error.code === "SQLITE_CANTOPEN" || error.code === "SQLITE_PERM")
    return problem(
      file,
      "SQLite cannot write there. Choose a file in a folder this user can write, such as ./data/enquiries.db.",
      setting,
    );
  return error;
}
