import { Worker } from "node:worker_threads";
import type { FastifyBaseLogger } from "fastify";
import { sibling } from "../../contracts/code-root.ts";
import { StartupError } from "../startup-error.ts";
import { clean } from "./log.ts";
import { StoreError, type Store } from "./store.ts";
import type { Request, SerializedError, WorkerOptions } from "./store-worker.ts";

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };
type Started = { type: "ready"; notices: string[] } | { type: "failed"; error: SerializedError };

/**
 * Opens the SQLite store in a worker thread (store-worker.ts) and returns its asynchronous
 * interface. Resolves once the database is open, migrated and locked for this server; rejects
 * with the worker's own reason (a StartupError for a setting to fix) otherwise.
 */
export async function openSqliteStore(options: WorkerOptions, log: FastifyBaseLogger): Promise<Store> {
  const worker = new Worker(sibling(import.meta.url, "store-worker", "store-worker.mjs"), { workerData: options });
  const calls = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let next = 0;
  let gone: StoreError | undefined;
  let replaced = false;

  const started = await new Promise<Started>((resolve, reject) => {
    const exit = (code: number) => reject(new Error(`the database thread stopped while starting (exit code ${code})`));
    worker.once("message", (message: Started) => {
      worker.off("error", reject).off("exit", exit);
      resolve(message);
    });
    worker.once("error", reject).once("exit", exit);
  });
  if (started.type === "failed") {
    await worker.terminate();
    throw started.error.startup ? new StartupError(started.error.message) : new Error(started.error.message);
  }
  for (const notice of started.notices) log.warn({ event: "file_mode_fixed" }, notice);

  worker.on("message", (reply: Reply) => {
    const call = calls.get(reply.id);
    if (!call) return;
    calls.delete(reply.id);
    if (reply.ok) return call.resolve(reply.value);
    const { message, code = "error" } = reply.error;
    noticeReplaced(code === "replaced", message);
    call.reject(new StoreError(message, code));
  });
  // Should the thread fail (it should not), enquiries are refused from then on and /readyz says so.
  const stop = (reason: string) => {
    gone ??= new StoreError(reason, "closed");
    for (const call of calls.values()) call.reject(gone);
    calls.clear();
  };
  worker.on("error", (error) => {
    log.fatal(
      { event: "store_failed", reason: clean(error.message) },
      "the database thread failed: enquiries are refused",
    );
    stop(`the database thread failed: ${error.message}`);
  });
  worker.on("exit", () => stop("the database is closed"));

  /** One level-50 line when the database file is found replaced, one when it is back. */
  function noticeReplaced(now: boolean, reason: string) {
    if (now && !replaced)
      log.error({ event: "database_replaced", reason: clean(reason, 400) }, "database file replaced");
    if (!now && replaced)
      log.info({ event: "database_back" }, "database file back in place: enquiries are taken again");
    replaced = now;
  }

  function call<T>(op: string, ...args: unknown[]): Promise<T> {
    if (gone) return Promise.reject(gone);
    const id = ++next;
    return new Promise<T>((resolve, reject) => {
      calls.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, op, args } satisfies Request);
    });
  }
  /** A successful call shows the file is in place again. */
  const settled = <T>(promise: Promise<T>) =>
    promise.then((value) => {
      noticeReplaced(false, "");
      return value;
    });

  return {
    lookup: (key, hash) => settled(call("lookup", key, hash)),
    save: (submission) => settled(call("save", submission)),
    readiness: () => settled(call<string | undefined>("readiness")).catch((error: Error) => error.message),
    outbox: {
      due: (maxAttempts, now) => call("due", maxAttempts, now),
      claim: (id, leaseUntil, seen) => call("claim", id, leaseUntil, seen),
      markSent: (id, at) => call("markSent", id, at),
      markFailed: (id, nextAttemptAt, reason) => call("markFailed", id, nextAttemptAt, reason),
    },
    async close() {
      if (!gone) await call("close").catch(() => {});
      gone ??= new StoreError("the database is closed", "closed");
      await new Promise<void>((resolve) => (worker.threadId === -1 ? resolve() : worker.once("exit", () => resolve())));
    },
  };
}
