/**
 * The enquiry store's thread. better-sqlite3 is synchronous: a write that waits for another
 * process's lock (up to busy_timeout) or for the disk to sync would stop the thread that runs it.
 * Here that thread is this worker, so the server's own thread keeps answering pages and health
 * checks in milliseconds whatever the database does. Messages in: { id, op, args }; out:
 * { id, ok, value | error }, and first { type: "ready" } or { type: "failed" }.
 */
import fs from "node:fs";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { StartupError } from "../startup-error.ts";
import { makeFolders } from "../db/db-file.ts";
import { openDatabase, type Db } from "../db/sqlite.ts";
import { DatabaseInUse, inUseAtStart, takeDatabaseLock, type DatabaseLock } from "../db/lock.ts";
import { sqliteDatabase } from "../db/database.ts";
import { enquiryStore, MAX_BATCH, type EnquiryStore } from "./enquiry-store.ts";
import { StoreError, type Submission } from "./store.ts";

export interface WorkerOptions {
  databaseFile: string;
  busyTimeoutMs: number;
  notify: boolean;
}

export interface Request {
  id: number;
  op: string;
  args: unknown[];
}

export type SerializedError = { message: string; code?: string; startup?: boolean };

const port = parentPort!;
const options = workerData as WorkerOptions;

function serialize(error: unknown): SerializedError {
  const e = error as Error & { code?: unknown };
  return {
    message: e.message,
    code: typeof e.code === "string" ? e.code : e.name,
    startup: error instanceof StartupError || undefined,
  };
}

let lock: DatabaseLock | undefined;
let db: Db | undefined;
let store: EnquiryStore;
let watch: ReturnType<typeof watchIdentity>;
const notices: string[] = [];
try {
  // The lock comes first, before the database file is touched. Its folder may not exist yet; a
  // folder that cannot be made is reported by openDatabase below, in the operator's words.
  let lockProblem: unknown;
  try {
    makeFolders(path.dirname(options.databaseFile));
    lock = takeDatabaseLock(options.databaseFile);
  } catch (error) {
    if (error instanceof DatabaseInUse) throw inUseAtStart(options.databaseFile);
    lockProblem = error;
  }
  db = openDatabase(options.databaseFile, {
    busyTimeoutMs: options.busyTimeoutMs,
    notice: (message) => notices.push(message),
  });
  if (!lock) throw lockProblem;
  store = enquiryStore(sqliteDatabase(db), { notify: options.notify });
  watch = watchIdentity(options.databaseFile);
  port.postMessage({ type: "ready", notices });
} catch (error) {
  db?.close();
  lock?.release();
  port.postMessage({ type: "failed", error: serialize(error) });
  port.close();
}

// Enquiries that arrive while one batch is being committed wait here and go in the next.
const pending: { id: number; submission: Submission }[] = [];
/** The batch being committed, if any: the next starts when it is done. */
let committing: Promise<void> | undefined;

function schedule() {
  if (committing || !pending.length) return;
  // Runs once the messages already queued have been taken: they all join this batch.
  committing = new Promise<void>((resolve) => setImmediate(resolve)).then(flush).finally(() => {
    committing = undefined;
    schedule();
  });
}

/**
 * Commits the waiting enquiries, MAX_BATCH at a time. Every one is an error when the commit
 * fails, or when the file is found replaced before or after it (its rows would be in a file no
 * one reads).
 */
async function flush() {
  const batch = pending.splice(0, MAX_BATCH);
  let results: unknown[];
  try {
    watch.check();
    results = await store.saveBatch(batch.map((b) => b.submission));
    watch.check();
  } catch (error) {
    for (const b of batch) port.postMessage({ id: b.id, ok: false, error: serialize(error) });
    return;
  }
  batch.forEach((b, i) => {
    const result = results[i];
    if (result instanceof Error) port.postMessage({ id: b.id, ok: false, error: serialize(result) });
    else port.postMessage({ id: b.id, ok: true, value: result });
  });
}

/** Each operation but save and close; lookup and readiness check the file's identity first. */
const operations: Record<string, (...args: never[]) => unknown> = {
  lookup: (key: string, hash: string) => {
    watch.check();
    return store.lookup(key, hash);
  },
  readiness: () => {
    // Throws "replaced" rather than answering: the client reports it as the reason.
    watch.check();
    return store.readiness();
  },
  due: (maxAttempts: number, now: string) => store.outbox.due(maxAttempts, now),
  claim: (id: number, leaseUntil: string, seen: string) => store.outbox.claim(id, leaseUntil, seen),
  markSent: (id: number, at: string) => store.outbox.markSent(id, at),
  markFailed: (id: number, next: string, reason: string) => store.outbox.markFailed(id, next, reason),
};

async function close(id: number) {
  while (committing || pending.length) {
    schedule();
    await committing;
  }
  db?.close(); // a clean close checkpoints the WAL into the database and removes it
  lock?.release();
  port.postMessage({ id, ok: true });
  port.close();
}

port.on("message", (request: Request) => {
  if (request.op === "save") {
    pending.push({ id: request.id, submission: request.args[0] as Submission });
    schedule();
    return;
  }
  if (request.op === "close") return void close(request.id);
  (async () => {
    const operation = operations[request.op];
    if (!operation) throw new StoreError(`no such store operation: ${request.op}`, "unknown_operation");
    return operation(...(request.args as never[]));
  })().then(
    (value) => port.postMessage({ id: request.id, ok: true, value }),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: serialize(error) }),
  );
});

/**
 * Notices when the database file, or its write-ahead log, at DATABASE_FILE is no longer the one
 * the server opened: deleted (`rm enquiries.db*`), or moved away and another put in its place.
 * SQLite would go on writing into the file it holds open, which no one will ever read again.
 * Files are compared by device and inode, which a copy, a move or a new file all change.
 */
function watchIdentity(file: string) {
  const identity = (f: string) => {
    const stat = fs.statSync(f, { throwIfNoEntry: false });
    return stat ? `${stat.dev}:${stat.ino}` : "missing";
  };
  const files = [file, `${file}-wal`];
  const opened = files.map(identity);
  return {
    check() {
      const changed = files.filter((f, i) => identity(f) !== opened[i]);
      if (changed.length)
        throw new StoreError(
          `the database file ${changed.join(" and ")} was deleted or replaced while the server was running; ` +
            "enquiries are refused until it is put back or the server is restarted",
          "replaced",
        );
    },
  };
}
