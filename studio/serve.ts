import { stopOnSignals } from "../server/shutdown.ts";
import { listenError } from "../server/startup-error.ts";
import { buildStudioApp } from "./app.ts";
import { loadStudioConfig } from "./config.ts";

const config = loadStudioConfig();
// The database and its companions are for this user alone.
process.umask(0o077);
const app = await buildStudioApp(config);

stopOnSignals(app, config.shutdownTimeoutMs);

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  await app.close().catch(() => {});
  throw listenError(error as Error, config.host, config.port, { host: "STUDIO_HOST", port: "STUDIO_PORT" });
}
