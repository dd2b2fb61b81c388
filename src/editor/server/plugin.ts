import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { loadSiteContent } from "../../content/load.server.ts";
import { prepareSite, type PreparedSite } from "../../content/page-check.server.ts";
import { ROOT } from "../../content/paths.ts";
import type { Problem } from "../../content/problems.ts";
import { checkContentDraft, readContent, saveContent } from "./content.ts";
import { uploadImage } from "./images.ts";
import { deletePage, linksToPage, renamePage } from "./page-moves.ts";
import { checkDraft, duplicatePage, listPages, newPage, readPage, savePage } from "./pages.ts";
import { Refusal } from "./refusal.ts";
import { siteFacts } from "./site.ts";
import { FileStore } from "./store/file-store.ts";

/** The editor's page: the Vite dev server serves its script (src/editor/main.tsx) as any other module. */
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
    <script type="module" src="/src/editor/main.tsx"></script>
  </body>
</html>
`;

const MAX_BODY = 2 * 1024 * 1024;

function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) reject(new Refusal(413, "The page is too large to save."));
      else chunks.push(c);
    });
    req.on("end", () => {
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
        if (!body || typeof body !== "object") throw new Error();
        resolve(body as Record<string, unknown>);
      } catch {
        reject(new Refusal(400, "The request was not a JSON object."));
      }
    });
    req.on("error", reject);
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

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
 * /_editor/<route> edits one, /_editor/api/... reads and writes page files. The production
 * build never includes this plugin, so /_editor does not exist there.
 */
export function editorPlugin({ root = ROOT }: EditorOptions = {}): Plugin {
  const pagesDir = path.join(root, "pages");
  const store = new FileStore(root);
  // The site read once for the check after each change (page-check.server.ts): read again after
  // anything the editor writes, and when a file the checks read changes on disk.
  // The content check compares with the site's problems as it is on disk, kept the same way.
  let prepared: PreparedSite | undefined;
  let known: Problem[] | undefined;
  const watched = ["pages", "content", "schema"].map((dir) => path.join(root, dir));
  const forget = (file: string) => {
    if (watched.some((dir) => file.startsWith(dir + path.sep))) prepared = known = undefined;
  };
  /** A request that may write: the prepared site is read again after it, whatever it wrote. */
  async function api(server: ViteDevServer, req: IncomingMessage, res: ServerResponse, url: URL) {
    const route = url.pathname.slice("/_editor/api/".length);
    const writes = req.method === "POST" && route !== "check" && route !== "content-check";
    try {
      return await answer(server, req, res, url);
    } finally {
      if (writes) prepared = known = undefined;
    }
  }
  async function answer(server: ViteDevServer, req: IncomingMessage, res: ServerResponse, url: URL) {
    const route = url.pathname.slice("/_editor/api/".length);
    if (req.method === "GET") {
      if (route === "pages") return send(res, 200, { pages: listPages(pagesDir) });
      if (route === "page") return send(res, 200, readPage(store, url.searchParams.get("file") ?? ""));
      if (route === "links") return send(res, 200, linksToPage(root, url.searchParams.get("file") ?? ""));
      if (route === "site") return send(res, 200, siteFacts(store, loadSiteContent(root)));
      if (route === "content") return send(res, 200, readContent(store, url.searchParams.get("name")));
      return send(res, 404, { message: "No such editor request." });
    }
    if (req.method !== "POST") return send(res, 405, { message: "Only GET and POST are answered here." });
    const origin = req.headers.origin;
    if (!origin || !ownOrigins(server).has(origin))
      return send(res, 403, {
        message: `Refused: only the editor itself (${[...ownOrigins(server)].join(", ")}) may write.`,
      });
    if (route === "image") return send(res, 201, await uploadImage(root, req, url.searchParams.get("name")));
    const body = await readBody(req);
    const page = body.page as Record<string, unknown>;
    if ((route === "check" || route === "save" || route === "duplicate") && !isObject(page))
      throw new Refusal(400, "The request held no page to check or save: reload the editor and try again.");
    // Every file a request names goes through pagePath (page-path.ts) in these functions.
    if (route === "check") {
      prepared ??= prepareSite(root);
      const { problems } = await checkDraft(store, body.file as string, page, prepared);
      return send(res, 200, { problems });
    }
    if (route === "save") {
      const result = await savePage(root, pagesDir, body.file as string, body.version, page, store);
      return "problems" in result ? send(res, 422, result) : send(res, 200, result);
    }
    if (route === "new") return send(res, 200, newPage(store, body.route));
    if (route === "duplicate") return send(res, 200, duplicatePage(store, body.route, page));
    if (route === "delete") return send(res, 200, await deletePage(store, body.file, body.version));
    if (route === "rename") return send(res, 200, await renamePage(store, body.file, body.version, body.route));
    // Site settings and collections: a name from a fixed list (content.ts), never a path.
    const content = body.content as Record<string, unknown>;
    if ((route === "content-check" || route === "content-save") && !isObject(content))
      throw new Refusal(400, "The request held no content to check or save: reload the editor and try again.");
    if (route === "content-check") {
      const { problems } = await checkContentDraft(
        store,
        body.name,
        content,
        () => (known ??= loadSiteContent(root).problems),
      );
      return send(res, 200, { problems });
    }
    if (route === "content-save") {
      const result = await saveContent(store, body.name, body.version, content);
      return "problems" in result ? send(res, 422, result) : send(res, 200, result);
    }
    return send(res, 404, { message: "No such editor request." });
  }

  return {
    name: "nexaforge-editor",
    configureServer(server) {
      server.watcher.add(watched);
      for (const event of ["add", "change", "unlink"]) server.watcher.on(event, forget);
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? "/", "http://editor.invalid");
        if (url.pathname !== "/_editor" && !url.pathname.startsWith("/_editor/")) return next();
        const handle = url.pathname.startsWith("/_editor/api/")
          ? api(server, req, res, url)
          : server.transformIndexHtml(req.url ?? "/_editor", EDITOR_HTML).then((html) => {
              res.setHeader("content-type", "text/html; charset=utf-8");
              res.end(html);
            });
        handle.catch((error: unknown) => {
          if (error instanceof Refusal) send(res, error.status, { ...error.details, message: error.message });
          else {
            server.config.logger.error(
              `editor: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
            );
            // Its details (paths on this machine among them) go to the terminal only.
            send(res, 500, {
              message: "The editor's server failed on this request; the terminal running `npm run edit` says why.",
            });
          }
        });
      });
    },
  };
}
