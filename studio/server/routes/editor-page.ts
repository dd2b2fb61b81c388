import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { narrowCopy } from "../../../engine/narrow-copy.server.ts";

export interface EditorPageOptions {
  /** The editor built for the studio (`npm run build:studio`): build-studio/. */
  build: string;
  /** The site's public/ folder (STUDIO_SITE_DIR/public): its pictures, for the editor's preview. */
  publicDir: string;
}

const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Nexaforge studio</title>
<p>The editor has not been built. Whoever runs the studio: run <code>npm run build:studio</code> (or start it with <code>npm run studio</code>, which builds it), then reload this page.</p></html>`;

/** Hashed file names ('assets/index-JC3XkxN6.css') never change; the page itself is asked for again each time. */
const isHashed = (file: string) => file.includes(`${path.sep}assets${path.sep}`);

/**
 * The editor's page at /studio/ (its own addresses, /studio/about, /studio/_content/site... all
 * answer with it, the page reading the address), its scripts and styles at /studio/assets/, and
 * the site's public files read-only at their own addresses (/images/..., with the narrower copies
 * a srcset names), as the public site serves them, for the preview. No source file, no dev server.
 */
export async function editorPage(app: FastifyInstance, opts: EditorPageOptions) {
  const built = fs.existsSync(path.join(opts.build, "index.html"));
  if (!built)
    app.log.warn({ event: "editor_not_built", dir: opts.build }, "the editor is not built: npm run build:studio");
  else
    await app.register(fastifyStatic, {
      root: opts.build,
      prefix: "/studio/",
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, file) =>
        res.setHeader("cache-control", isHashed(file) ? "public, max-age=31536000, immutable" : "no-cache"),
    });
  const page = (reply: FastifyReply) =>
    built
      ? reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").sendFile("index.html")
      : reply.code(503).header("cache-control", "no-store").type("text/html; charset=utf-8").send(NOT_BUILT);
  app.get("/studio", async (_request, reply) => page(reply));
  app.get("/studio/*", async (request, reply) => {
    const rest = (request.params as { "*": string })["*"];
    // An API or a file that is not there is not a page of the editor.
    if (/^(api|assets)\//.test(rest) || rest === "api" || /\.[a-z0-9]+$/i.test(rest)) return reply.callNotFound();
    return page(reply);
  });

  await app.register(async (site) => {
    site.addHook("onRequest", async (request, reply) => {
      const copy = await narrowCopy(opts.publicDir, new URL(request.url, "http://studio.invalid").pathname);
      if (copy) return reply.header("cache-control", "no-store").type(copy.type).send(copy.body);
    });
    await site.register(fastifyStatic, {
      root: opts.publicDir,
      prefix: "/",
      decorateReply: false,
      index: false,
      cacheControl: false,
      // A picture can be replaced by an upload under the same name: asked for again each time.
      setHeaders: (res) => res.setHeader("cache-control", "no-cache"),
      allowedPath: (pathname) => !pathname.split("/").some((part) => part.startsWith(".")),
    });
  });
}
