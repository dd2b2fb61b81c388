/**
 * The enquiry store's thread. better-sqlite3 is synchronous: a write that waits for another
 * process's lock (up to busy_timeout) or for the disk to sync would stop the thread that runs it.
 * Here that thread is this worker, so the server's own thread keeps answering pages and health
 * checks in milliseconds whatever the database does. Messages in: { id, op, args }; out:
 * { id, ok, value | error }, and first { type: "ready" } or { type: "failed" }.
 */
import { parentPort, workerData } from "node:worker_threads";
import path from "node:path";
import { StartupError } from "../startup-error.ts";
import { makeFolders } from "./db-file.ts";
import { openDatabase, type Db } from "./db.ts";
import { DatabaseInUse, inUseAtStart, takeDatabaseLock, type DatabaseLock } from "./lock.ts";
import { createSqliteStore, MAX_BATCH, type SqliteStore } from "./sqlite-store.ts";
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
let store: SqliteStore;
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
  store = createSqliteStore(db, options.databaseFile, { notify: options.notify });
  port.postMessage({ type: "ready", notices });
} catch (error) {
  db?.close();
  lock?.release();
  port.postMessage({ type: "failed", error: serialize(error) });
  port.close();
}

// Enquiries that arrive while one batch is being committed wait here and go in the next.
let pending: { id: number; submission: Submission }[] = [];

function flush() {
  const batch = pending.slice(0, MAX_BATCH);
  pending = pending.slice(MAX_BATCH);
  if (pending.length) setImmediate(flush);
  let results: unknown[];
  try {
    results = store.saveBatch(batch.map((b) => b.submission));
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

const operations: Record<string, (...args: never[]) => unknown> = {
  lookup: (key: string, hash: string) => store.lookup(key, hash),
  readiness: () => store.readiness(),
  due: (maxAttempts: number, now: string) => store.outbox.due(maxAttempts, now),
  claim: (id: number, leaseUntil: string, seen: string) => store.outbox.claim(id, leaseUntil, seen),
  markSent: (id: number, at: string) => store.outbox.markSent(id, at),
  markFailed: (id: number, next: string, reason: string) => store.outbox.markFailed(id, next, reason),
};

port.on("message", (request: Request) => {
  if (request.op === "save") {
    pending.push({ id: request.id, submission: request.args[0] as Submission });
    // Runs once the messages already queued have been taken: they all join this batch.
    if (pending.length === 1) setImmediate(flush);
    return;
  }
  if (request.op === "close") {
    if (pending.length) flush();
    db?.close(); // a clean close checkpoints the WAL into the database and removes it
    lock?.release();
    port.postMessage({ id: request.id, ok: true });
    port.close();
    return;
  }
  try {
    const operation = operations[request.op];
    if (!operation) throw new StoreError(`no such store operation: ${request.op}`, "unknown_operation");
    port.postMessage({ id: request.id, ok: true, value: operation(...(request.args as never[])) });
  } catch (error) {
    port.postMessage({ id: request.id, ok: false, error: serialize(error) });
  }
});
