import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const app = await buildApp(config);

// Stop taking new connections, let requests in flight finish, then (in the contact plugin's
// onClose) stop the notification worker and close the database, and exit. A request that
// never ends must not keep a stopping server alive: after shutdownTimeoutMs it exits anyway.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, "shutting down");
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, "shutdown took too long: exiting");
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error(error, "error while shutting down");
        process.exit(1);
      },
    );
  });
}

await app.listen({ host: config.host, port: config.port });
