/**
 * The server process. Production runs this file with node itself (`node --import tsx
 * server/main.ts`, as `npm start` ends by doing with exec): no npm or tsx wrapper stands between
 * the signal a supervisor sends and the handler below, so nothing forwards it twice or exits
 * before the drain is done.
 */
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { loadConfig, type ServerConfig } from "./config.ts";
import { listenError, StartupError } from "./startup-error.ts";

/** Start-up problems as one plain line each, exit 1, no stack trace: they are settings to fix, not bugs. */
function refuseToStart(error: unknown): never {
  const message = (error as Error).message;
  console.error(error instanceof StartupError ? message : `The server could not start: ${message}`);
  process.exit(1);
}

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  refuseToStart(error);
}

// Everything this process creates (the data folder, database, WAL, secret) is for its user alone.
process.umask(0o077);

let app: FastifyInstance;
try {
  app = await buildApp(config);
} catch (error) {
  refuseToStart(error);
}

/**
 * Drain on the first SIGTERM or SIGINT: stop taking connections, let requests in flight finish,
 * then (in the contact plugin's onClose) stop the notification worker and close the database,
 * and exit 0. Later signals are logged and ignored (a process group gets one signal per process,
 * and a supervisor may repeat it): only the deadline ends a drain early, so a request that never
 * ends cannot keep a stopping server alive past shutdownTimeoutMs.
 */
let draining = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (draining) {
      app.log.info({ signal }, "already shutting down: signal ignored");
      return;
    }
    draining = true;
    app.log.info({ signal }, "shutting down");
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, "shutdown took too long: exiting");
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    app.close().then(
      () => {
        app.log.info("shut down");
        process.exit(0);
      },
      (error) => {
        app.log.error(error, "error while shutting down");
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  await app.close().catch(() => {});
  refuseToStart(listenError(error as Error, config.host, config.port));
}
