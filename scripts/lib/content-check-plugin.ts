import path from "node:path";
import type { ErrorPayload, Plugin, ViteDevServer } from "vite";
import { loadSiteContent, resetSchemas } from "../../engine/load.server.ts";
import { CONTENT_FOLDERS, ROOT } from "../../engine/paths.ts";
import { formatProblems, type Problem } from "../../engine/problems.ts";

const WATCHED = [...CONTENT_FOLDERS, "schema"].map((d) => path.join(ROOT, d) + path.sep);

function report(problems: Problem[]): string {
  return `${problems.length} content problem${problems.length === 1 ? "" : "s"}:\n${formatProblems(problems)}`;
}

/** The browser overlay's error: every problem in its text, the first one as its clickable place. */
function overlayError(problems: Problem[]): ErrorPayload["err"] {
  const first = problems[0]!;
  const file = path.join(ROOT, first.file);
  return {
    message: `${report(problems)}\n\nFix the file and save: this page reloads by itself.`,
    stack: "",
    id: file,
    loc: { file, line: first.line, column: first.column },
    plugin: "content check",
  };
}

/** React Router's generated modules (its server build and manifests), made again at their next use. */
const ROUTER_MODULES = ["server-build", "server-manifest", "browser-manifest"].map(
  (m) => `\0virtual:react-router/${m}`,
);

function forgetRouterBuild(server: ViteDevServer) {
  for (const id of ROUTER_MODULES) {
    const mod = server.moduleGraph.getModuleById(id);
    if (mod) server.moduleGraph.invalidateModule(mod);
  }
}

/**
 * Runs `npm run validate`'s checks inside Vite: a build stops on any problem, and the dev
 * server re-checks on every save under pages/, content/ or schema/ and shows the problems
 * in the browser's error overlay (and in the terminal) until they are fixed; a browser that
 * connects meanwhile is shown them too. Fixing them reloads the page.
 */
export function contentCheck(): Plugin {
  let command: "build" | "serve" = "serve";
  return {
    name: "nexaforge:content-check",
    configResolved(config) {
      command = config.command;
    },
    buildStart() {
      // Only a real build stops here; the dev server reports through its overlay instead.
      if (command !== "build") return;
      const { problems } = loadSiteContent();
      if (problems.length) this.error(report(problems));
    },
    configureServer(server: ViteDevServer) {
      let current: Problem[] = loadSiteContent().problems;
      if (current.length) server.config.logger.error(report(current), { timestamp: true });
      server.watcher.add(WATCHED);
      server.ws.on("connection", (socket) => {
        if (current.length) socket.send(JSON.stringify({ type: "error", err: overlayError(current) }));
      });
      // To the browsers open now, and only to them: a browser that connects later is told of the
      // problems of that moment by the handler above (Vite would also keep an error sent while none
      // is open, and hand it to the next one whatever happened since).
      const tell = (payload: { type: "error"; err: ErrorPayload["err"] } | { type: "full-reload" }) => {
        for (const client of server.ws.clients) client.send(payload);
      };
      let again: ReturnType<typeof setTimeout> | undefined;
      server.httpServer?.once("close", () => clearTimeout(again));
      /** Makes `problems` the current ones, and says so in the terminal and to the open browsers. */
      const show = (problems: Problem[], file: string) => {
        current = problems;
        if (current.length) {
          server.config.logger.error(report(current), { timestamp: true });
          tell({ type: "error", err: overlayError(current) });
          // A file read while it was being written (an editor or a script that empties a file,
          // then writes it) looks broken, and the event for the rest of the write may be merged
          // into the first: look again shortly, so a problem that was only a moment's is not shown.
          clearTimeout(again);
          again = setTimeout(() => {
            const now = loadSiteContent().problems;
            if (formatProblems(now) !== formatProblems(current)) show(now, file);
          }, 300);
        } else {
          server.config.logger.info(`content ok (${path.relative(ROOT, file)})`, { timestamp: true });
          tell({ type: "full-reload" });
        }
      };
      const onChange = (file: string, event: "add" | "change" | "unlink") => {
        if (!WATCHED.some((dir) => file.startsWith(dir))) return;
        // Hidden files are not content: the visual editor's temporary file while it saves a page.
        if (path.basename(file).startsWith(".")) return;
        if (file.includes(`${path.sep}schema${path.sep}`)) resetSchemas();
        // A new or removed page file changes the list of pages to prerender (react-router.config.ts);
        // with ssr: false React Router's development server gives page data only to addresses on that
        // list, which it computes when it makes its server build. Dropping that build makes it compute
        // the list again at the next request. A restart would do it too, but every open tab reloads
        // when the server comes back, and the visual editor's unsaved edits with it.
        if (event !== "change" && file.includes(`${path.sep}pages${path.sep}`)) {
          forgetRouterBuild(server);
          server.config.logger.info(`page list changed (${path.relative(ROOT, file)}): addresses re-read`, {
            timestamp: true,
          });
        }
        show(loadSiteContent().problems, file);
      };
      server.watcher.on("change", (f) => onChange(f, "change"));
      server.watcher.on("add", (f) => onChange(f, "add"));
      server.watcher.on("unlink", (f) => onChange(f, "unlink"));
    },
  };
}
