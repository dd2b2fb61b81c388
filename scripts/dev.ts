/**
 * `npm run dev`: the development server. Every page renders as the built site would, a saved
 * change shows at once, and a content problem shows in the browser and in this terminal.
 *   npm run dev -- --port 5180 --host 0.0.0.0
 * It does what `react-router dev` does (Vite's server with the React Router plugin from
 * vite.config.ts), minus the noise described below.
 */
import { parseArgs } from "node:util";
import { ROOT } from "../src/content/paths.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string" },
    host: { type: "string" },
    strictPort: { type: "boolean" },
    open: { type: "boolean" },
  },
});
const port = values.port === undefined ? undefined : Number(values.port);
if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) {
  console.error(`--port must be a whole number from 1 to 65535, not "${values.port}".`);
  process.exit(1);
}

// React loads its development build only when NODE_ENV says so (react-router's CLI does the same).
process.env.NODE_ENV ??= "development";

// React Router 7 starts internal Vite servers with the `envFile: false` option that Vite 8.1
// deprecated, and Vite prints a warning for each, at every start. Fixed in React Router 8
// (remix-run/react-router#15229), which needs Node 22: until then, that one line is dropped.
const ENV_FILE_WARNING = "The `envFile` option is deprecated, please use `envDir: false` instead.";
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  // eslint-disable-next-line no-control-regex
  if (typeof args[0] === "string" && args[0].replace(/\u001b\[[0-9;]*m/g, "") === ENV_FILE_WARNING) return;
  warn(...args);
};

const { createServer } = await import("vite");
const server = await createServer({
  root: ROOT,
  server: {
    ...(port !== undefined ? { port } : {}),
    ...(values.host !== undefined ? { host: values.host } : {}),
    ...(values.strictPort ? { strictPort: true } : {}),
    ...(values.open ? { open: true } : {}),
  },
});
await server.listen();
server.printUrls();
server.bindCLIShortcuts({ print: true });
