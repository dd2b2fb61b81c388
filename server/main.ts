/**
 * The server process. Production runs this file with node itself (`node --import tsx
 * server/main.ts`, as `npm start` ends by doing with exec): no npm or tsx wrapper stands between
 * the signal a supervisor sends and the handler below, so nothing forwards it twice or exits
 * before the drain is done.
 */
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { loadConfig, type ServerConfig } from "./config.ts";
import { stopOnSignals } from "./shutdown.ts";
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

stopOnSignals(app, config.shutdownTimeoutMs);

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  await app.close().catch(() => {});
  refuseToStart(listenError(error as Error, config.host, config.port));
}
