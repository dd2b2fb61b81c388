import fs from "node:fs";
import path from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { freePort } from "../../bench/server-process.ts";
import { CONTENT_FOLDERS, ROOT } from "../../engine/paths.ts";
import { editorPlugin } from "../../editor/server/plugin.ts";
import { tempDir } from "./contact-helper.ts";

/**
 * The editor's plugin in a Vite development server over a real socket, as `npm run edit` serves it,
 * on the project in `root` (no dependency scan; a file watcher only with `watch`): its server and address.
 */
export async function startEditorServer(
  root: string,
  { watch = false } = {},
): Promise<{ server: ViteDevServer; base: string }> {
  const port = await freePort();
  const server = await createServer({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [editorPlugin({ root })],
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { host: "127.0.0.1", port, strictPort: true, watch: watch ? {} : null },
  });
  await server.listen();
  return { server, base: `http://127.0.0.1:${port}` };
}

/** A copy of the site's pages, content, schemas and images in a new temporary folder: its path. */
export function siteCopy(prefix: string): string {
  const root = tempDir(prefix);
  for (const dir of [...CONTENT_FOLDERS, "schema", "public"])
    fs.cpSync(path.join(ROOT, dir), path.join(root, dir), { recursive: true });
  return root;
}

/** A copy of the site (siteCopy), and the editor's server on it. */
export async function startEditorOnCopy(prefix: string, options: { watch?: boolean } = {}) {
  const root = siteCopy(prefix);
  return { root, ...(await startEditorServer(root, options)) };
}

/**
 * A request to the editor's API as the editor's own page sends it: a POST with a body (its Origin
 * this server's, unless `origin` says another, or null for none), else a GET.
 */
export async function callEditor(base: string, route: string, body?: unknown, origin: string | null = base) {
  const res = await fetch(`${base}/_editor/api/${route}`, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "content-type": "application/json", ...(origin ? { origin } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, text, json: JSON.parse(text) as Record<string, any> & { message: string } };
}
