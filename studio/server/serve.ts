import { stopOnSignals } from "../../server/shutdown.ts";
import { listenError } from "../../server/startup-error.ts";
import { buildStudioApp } from "./app.ts";
import { loadStudioConfig } from "./config.ts";
import { STUDIO_UMASK } from "./umask.ts";

const config = loadStudioConfig();
// Releases are for the public server to read too; nothing is for others (studio/server/umask.ts).
process.umask(STUDIO_UMASK);
const app = await buildStudioApp(config);

stopOnSignals(app, config.shutdownTimeoutMs);

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  await app.close().catch(() => {});
  throw listenError(error as Error, config.host, config.port, { host: "STUDIO_HOST", port: "STUDIO_PORT" });
}
