// A worker thread of worker-thread.server.ts starts here: a worker's first file must be one Node runs
// as it is, so this one loads the module that holds the tasks: compiled JavaScript as it is (the
// studio's production build, dist/), a TypeScript source through tsx, as the process itself is
// loaded (as server/contact/store-worker.mjs does). That module exports `tasks(data)`: its table of
// functions. Messages in: { id, name, args }; out: first { ready: true } once the tasks are
// loaded, then { id, ok, value | error }, one at a time, in the order the calls came, so that a call
// sent after another (a "forget" after a save) runs after it.
import { parentPort, workerData } from "node:worker_threads";

const { tasks } = workerData.module.endsWith(".js")
  ? await import(workerData.module)
  : await (await import("tsx/esm/api")).tsImport(workerData.module, import.meta.url);
const table = await tasks(workerData.data);

/** An error as plain data: its message and stack, and its own fields (a refusal's status and details). */
function serialize(error) {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  return { message: error.message, stack: error.stack, fields: { ...error } };
}

/** Sends an answer; one that cannot be sent (a function in it) is a failure, in words. */
function answer(id, reply) {
  try {
    parentPort.postMessage({ id, ...reply });
  } catch (error) {
    // An error's own fields that cannot be sent are left out: its message still says what failed.
    parentPort.postMessage({ id, ok: false, error: reply.ok ? serialize(error) : { ...reply.error, fields: {} } });
  }
}

let queue = Promise.resolve();
parentPort.on("message", ({ id, name, args }) => {
  queue = queue.then(async () => {
    try {
      answer(id, { ok: true, value: await table[name](...args) });
    } catch (error) {
      answer(id, { ok: false, error: serialize(error) });
    }
  });
});
parentPort.postMessage({ ready: true });
