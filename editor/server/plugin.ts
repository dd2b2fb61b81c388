import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { CONTENT_FOLDERS, ROOT } from "../../engine/paths.ts";
import type { EditorContext } from "./handlers/context.ts";
import { failedWords, handle, isOperation } from "./handlers/handle.ts";
import { OPERATIONS } from "./handlers/operations.ts";
import { SiteCache } from "./handlers/site-cache.ts";
import { readBytes, readJsonObject } from "./http-body.ts";
import { MAX_IMAGE_BYTES, TOO_LARGE } from "./images.ts";
import { Refusal } from "./refusal.ts";
import { FileStore } from "./store/file-store.ts";

/** Where the person at `npm run edit` learns why a request failed: the server's log is in that window. */
const FAILURE_HINT =
  "the window where the editor was started shows what went wrong: send a copy of it to your developer.";

/** The editor's page: the Vite dev server serves its script (editor/client/main.tsx) as any other module. */
const EDITOR_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Nexaforge page editor</title>
  </head>
  <body>
    <div id="editor"></div>
    <!-- React Router's plugin prepares fast refresh in every module it serves: its runtime first. -->
    <script type="module" src="/@id/__x00__virtual:react-router/inject-hmr-runtime"></script>
    <script type="module" src="/editor/client/main.tsx"></script>
  </body>
</html>
`;

function send(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader("content-type", "application/json; charset=utf-8");
  res.setHeader("cache-control", "no-store");
  res.end(JSON.stringify(body));
}

/**
 * The origins this server answers at (http://127.0.0.1:5173, ...). A write must come from one of
 * them: a page on another site, open in the same browser, must not write files through it, even
 * under a name that resolves to this machine (DNS rebinding), since its Origin is then that name.
 */
function ownOrigins(server: ViteDevServer): Set<string> {
  const urls = [...(server.resolvedUrls?.local ?? []), ...(server.resolvedUrls?.network ?? [])];
  return new Set(urls.map((u) => new URL(u).origin));
}

export interface EditorOptions {
  root?: string;
}

/**
 * The visual editor, only on the development server (`npm run edit`): /_editor lists the pages,
 * /_editor/<route> edits one, /_editor/api/<operation> runs one of the editor's operations
 * (handlers/operations.ts) on the files under `root`. This plugin is only their host: it routes,
 * reads the request, checks its Origin and sends the answer. The production build never includes
 * it, so /_editor does not exist there.
 */
export function editorPlugin({ root = ROOT }: EditorOptions = {}): Plugin {
  // Its checks run in a worker thread, so that the development server keeps answering meanwhile.
  const cache = new SiteCache(root, { thread: true });
  const watched = [...CONTENT_FOLDERS, "schema"].map((dir) => path.join(root, dir));
  // A file the checks read changed on disk: the site is read again for the next check.
  const forget = (file: string) => {
    if (watched.some((dir) => file.startsWith(dir + path.sep))) cache.forget(file);
  };
  const context = (server: ViteDevServer): EditorContext => ({
    store: new FileStore(root),
    cache,
    log: (details) => server.config.logger.error(details),
    failureHint: FAILURE_HINT,
  });
  const noSuch = (res: ServerResponse) => send(res, 404, { message: "No such editor request." });

  async function api(server: ViteDevServer, req: IncomingMessage, res: ServerResponse, url: URL) {
    const name = url.pathname.slice("/_editor/api/".length);
    const operation = isOperation(name) ? name : undefined;
    const query = Object.fromEntries(url.searchParams);
    const via = operation && OPERATIONS[operation].via;
    if (req.method === "GET") {
      if (via !== "query") return noSuch(res);
      const { status, body } = await handle(operation!, query, context(server));
      return send(res, status, body);
    }
    if (req.method !== "POST") return send(res, 405, { message: "Only GET and POST are answered here." });
    const origin = req.headers.origin;
    if (!origin || !ownOrigins(server).has(origin))
      return send(res, 403, {
        message: `Not changed: only the editor itself, at ${[...ownOrigins(server)].join(" or ")}, may change the site. Open the editor there and try again.`,
      });
    if (via === "bytes") {
      const bytes = await readBytes(req, MAX_IMAGE_BYTES, TOO_LARGE);
      const { status, body } = await handle(operation!, query, context(server), bytes);
      return send(res, status, body);
    }
    const json = await readJsonObject(req);
    if (via !== "body") return noSuch(res);
    const { status, body } = await handle(operation!, json, context(server));
    return send(res, status, body);
  }

  return {
    name: "nexaforge-editor",
    configureServer(server) {
      server.httpServer?.once("close", () => void cache.close());
      server.watcher.add(watched);
      for (const event of ["add", "change", "unlink"]) server.watcher.on(event, forget);
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? "/", "http://editor.invalid");
        if (url.pathname !== "/_editor" && !url.pathname.startsWith("/_editor/")) return next();
        const answer = url.pathname.startsWith("/_editor/api/")
          ? api(server, req, res, url)
          : server.transformIndexHtml(req.url ?? "/_editor", EDITOR_HTML).then((html) => {
              res.setHeader("content-type", "text/html; charset=utf-8");
              res.end(html);
            });
        // What is left to answer here: a request the host itself refused (its body), or its own failure.
        answer.catch((error: unknown) => {
          if (error instanceof Refusal) send(res, error.status, { ...error.details, message: error.message });
          else {
            server.config.logger.error(
              `editor: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
            );
            send(res, 500, {
              message: failedWords(FAILURE_HINT),
            });
          }
        });
      });
    },
  };
}
