import { createServer, type ViteDevServer } from "vite";
import { freePort } from "../../bench/server-process.ts";
import { editorPlugin } from "../../src/editor/server/plugin.ts";

/**
 * The editor's plugin in a Vite development server over a real socket, as `npm run edit` serves it,
 * on the project in `root` (no file watcher, no dependency scan): its server and address.
 */
export async function startEditorServer(root: string): Promise<{ server: ViteDevServer; base: string }> {
  const port = await freePort();
  const server = await createServer({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [editorPlugin({ root })],
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { host: "127.0.0.1", port, strictPort: true, watch: null },
  });
  await server.listen();
  return { server, base: `http://127.0.0.1:${port}` };
}
