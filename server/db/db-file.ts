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
 * The mode of a database and its WAL and SHM: 600, this user's alone; or 660 for the enquiry
 * database in a folder its owner shares with the folder's group and no one else (mode 770). The
 * container images make /data so: the studio runs as a user of its own in the public server's
 * group, and its inbox reads and updates the enquiries there. PostgreSQL decides the same way, from
 * the mode of its data directory. The studio's own database is never shared, wherever it is.
 */
export function databaseMode(file: string, setting: FileSettingName = "DATABASE_FILE"): 0o600 | 0o660 {
  const folder = fs.statSync(path.dirname(file), { throwIfNoEntry: false });
  return setting === "DATABASE_FILE" && folder && (folder.mode & 0o077) === 0o070 ? 0o660 : 0o600;
}

/**
 * Checks the place of the database before SQLite opens it, so a wrong DATABASE_FILE is reported
 * as a setting to fix rather than as an SQLite error: the folder is created for this user only
 * (0700), a new file is created with its databaseMode (600, or 660 in a shared folder), and an
 * existing database (with its WAL and SHM) is given that mode, and the client-hash secret 600, each
 * change reported by `notice`. A file others could read that this user cannot change is refused.
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
    if (!fs.existsSync(file)) {
      fs.closeSync(fs.openSync(file, "a", 0o600));
      // Not left to the umask (the server's is 077): the studio's user opens it in a shared folder.
      fs.chmodSync(file, databaseMode(file, setting));
    }
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
  const mode = databaseMode(file, setting);
  for (const f of [file, ...COMPANIONS.map((s) => file + s)]) keepPrivate(f, notice, mode);
  // The key to the client hashes is the public server's alone, even in a shared folder.
  keepPrivate(path.join(dir, "ip-hash.secret"), notice);
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

/**
 * Gives `file` its `mode` (600, or 660 in a shared folder: databaseMode): a file others may read is
 * refused (naming the fix) when this user cannot change it. A 600 file in a shared folder is made
 * 660 by its owner (a database made before the folder was shared, or restored from a backup); to
 * anyone else it is left as it is, and SQLite says it cannot be opened.
 */
export function keepPrivate(file: string, notice: (message: string) => void = () => {}, mode: 0o600 | 0o660 = 0o600) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return;
  const was = (stat.mode & 0o777).toString(8);
  const tooOpen = (stat.mode & 0o777 & ~mode) !== 0;
  const unshared = mode === 0o660 && (stat.mode & 0o060) !== 0o060;
  if (!tooOpen && !unshared) return;
  const wanted = mode.toString(8);
  try {
    fs.chmodSync(file, mode);
  } catch {
    if (!tooOpen) return;
    throw new StartupError(
      `${file} can be read by other users (mode ${was}) and this user cannot change that: run \`chmod ${wanted} ${file}\` as its owner (DATABASE_FILE).`,
    );
  }
  notice(
    tooOpen
      ? `${file} could be read by other users (mode ${was}): changed to ${wanted} (DATABASE_FILE)`
      : `${file} is in a folder shared with its group (mode 770): changed from ${was} to ${wanted}, for the group's other user (the studio) (DATABASE_FILE)`,
  );
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
