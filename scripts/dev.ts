/**
 * `npm run dev`: the development server. Every page renders as the built site would, a saved
 * change shows at once, and a content problem shows in the browser and in this terminal.
 *   npm run dev -- --port 5180 --host 0.0.0.0
 * `npm run edit` (`--editor`) adds the visual editor at /_editor, on 127.0.0.1 unless --host says
 * otherwise: it writes page files, so it is not offered to the network by default.
 * It does what `react-router dev` does (Vite's server with the React Router plugin from
 * vite.config.ts), minus the noise described below.
 */
import { parseArgs } from "node:util";
import { ROOT } from "../engine/paths.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string" },
    host: { type: "string" },
    strictPort: { type: "boolean" },
    open: { type: "boolean" },
    editor: { type: "boolean" },
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
// Loaded only here: the editor is never part of the site's build.
const editor = values.editor ? (await import("../editor/server/plugin.ts")).editorPlugin() : undefined;
const host = values.host ?? (editor ? "127.0.0.1" : undefined);
const starting = createServer({
  root: ROOT,
  // The editor's own browser dependencies join the site's (vite.config.ts), bundled once at start.
  ...(editor ? { plugins: [editor], optimizeDeps: { include: ["@puckeditor/core", "@emotion/cache"] } } : {}),
  server: {
    ...(port !== undefined ? { port } : {}),
    ...(host !== undefined ? { host } : {}),
    ...(values.strictPort ? { strictPort: true } : {}),
    ...(values.open ? { open: true } : {}),
  },
});

/**
 * Stop on Ctrl+C (SIGINT to every process of the command) or on SIGTERM or SIGINT sent to npm alone,
 * which passes it on to this process (the scripts exec node, as `npm start` does: no shell stands in
 * between to end and leave the server running): close the server (its port, watchers and workers)
 * and exit 0. Later signals are ignored (a terminal's Ctrl+C reaches npm and this process, and npm
 * passes its own on); a server that takes more than 5 s to close is ended anyway.
 */
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Vite's own SIGTERM listener exits after closing too, with 143 unless an exit code is already set.
    process.exitCode = 0;
    setTimeout(() => {
      console.error("The development server did not close within 5 s: stopped it anyway.");
      process.exit(1);
    }, 5000).unref();
    starting
      .then((server) => server.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(`The development server could not close: ${(error as Error).message}`);
          process.exit(1);
        },
      );
  });

const server = await starting;
await server.listen();
server.printUrls();
if (editor) for (const url of server.resolvedUrls?.local ?? []) console.log(`  Visual editor: ${url}_editor`);
server.bindCLIShortcuts({ print: true });
