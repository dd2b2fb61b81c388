import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { SITE_MANIFEST_FILE, type SiteManifest } from "../contracts/site-manifest.ts";
import { contentSecurityPolicy } from "./csp.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
/** React Router's route data files (<route>.data), as its own server sends them. */
const DATA_TYPE = "text/x-script";

/**
 * Serves the prerendered site from build/client: clean URLs (/about -> about/index.html),
 * 301s for case variants, trailing slashes and the redirects in content/site.json, and the
 * not-found page with status 404 for anything else.
 */
export async function sitePlugin(app: FastifyInstance, opts: { buildDir: string }) {
  const clientDir = path.join(opts.buildDir, "client");
  const manifestFile = path.join(opts.buildDir, SITE_MANIFEST_FILE);
  if (!fs.existsSync(manifestFile)) throw new Error(`No build in ${opts.buildDir}: run \`npm run build\` first`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as SiteManifest;
  const routes = new Set(manifest.routes);
  const redirects = new Map(manifest.redirects.map((r) => [r.from, r.to]));

  await app.register(fastifyStatic, {
    root: clientDir,
    serve: false, // every response goes through the handler below
    cacheControl: false,
    index: false,
    // The build writes .br and .gz beside every text file (scripts/lib/finish-build.ts).
    preCompressed: true,
  });

  const sendHtml = (reply: FastifyReply, file: string, status = 200) => {
    reply.code(status).header("cache-control", REVALIDATE);
    reply.header("content-security-policy", contentSecurityPolicy(path.join(clientDir, file)));
    return reply.sendFile(file);
  };

  // React Router's route data files (<route>.data) have no registered extension.
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.url.split("?")[0]!.endsWith(".data")) reply.header("content-type", DATA_TYPE);
    return payload;
  });

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: async (request, reply) => {
      const url = new URL(request.url, "http://site.invalid");
      const pathname = decodeURIComponent(url.pathname);
      const search = url.search;

      // Files: hashed build assets are cached for good; everything else revalidates.
      if (path.posix.extname(pathname) && !pathname.endsWith("/")) {
        const file = pathname.slice(1);
        if (!isInside(clientDir, file) || !fs.existsSync(path.join(clientDir, file)) || file === "404.html")
          return notFound(reply, pathname);
        reply.header("cache-control", pathname.startsWith("/assets/") ? IMMUTABLE : REVALIDATE);
        return reply.sendFile(file);
      }

      const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
      const lower = trimmed.toLowerCase();
      const target = redirects.get(lower) ?? (routes.has(lower) ? lower : undefined);
      if (target && target !== pathname) return reply.redirect(target + search, 301);
      if (routes.has(pathname))
        return sendHtml(reply, pathname === "/" ? "index.html" : `${pathname.slice(1)}/index.html`);
      return notFound(reply, pathname);
    },
  });

  function notFound(reply: FastifyReply, pathname: string) {
    // A client-side navigation asks for <path>.data: answer with the not-found page's data.
    if (pathname.endsWith(".data") && fs.existsSync(path.join(clientDir, "404.data"))) {
      return reply.code(404).header("cache-control", REVALIDATE).sendFile("404.data");
    }
    return sendHtml(reply, "404.html", 404);
  }
}

function isInside(dir: string, file: string): boolean {
  const resolved = path.resolve(dir, file);
  return resolved.startsWith(dir + path.sep);
}
