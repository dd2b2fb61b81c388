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

// Stop taking new connections, let requests in flight finish, then exit.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, "shutting down");
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
