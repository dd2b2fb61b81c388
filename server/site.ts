import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { routeFile } from "../contracts/site-manifest.ts";
import { isApi, isUnreadable, noSuchRoute, unreadableJson } from "./answers.ts";
import type { Build, Builds } from "./builds.ts";
import { contentSecurityPolicy } from "./csp.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
/** React Router's route data files (<route>.data), as its own server sends them. */
const DATA_TYPE = "text/x-script";
/** send's options for an answer sent whole, whatever the request's conditional or Range headers say. */
const WHOLE = { etag: false, lastModified: false, acceptRanges: false };
/** A fixed origin to read request paths against (never the Host header, which the client chooses). */
const BASE = "http://site.invalid";

/**
 * Serves the prerendered site from build/client (or the live release's): clean URLs (/about ->
 * about/index.html), 301s for case variants, trailing slashes and the redirects in
 * content/site.json, and the not-found page with status 404 for anything else. Each request
 * answers from the one build it took at its start (server/builds.ts).
 */
export async function sitePlugin(app: FastifyInstance, opts: { builds: Builds }) {
  const { builds } = opts;

  await app.register(fastifyStatic, {
    // Every file is sent with its build's client folder as the root (sendFile's second argument).
    root: builds.current().clientDir,
    serve: false, // every response goes through the handler below
    cacheControl: false,
    index: false,
    // The build writes .br and .gz beside every text file (scripts/lib/finish-build.ts).
    preCompressed: true,
  });

  const sendHtml = (reply: FastifyReply, build: Build, file: string, status = 200) => {
    reply.code(status).header("cache-control", REVALIDATE).header("vary", "accept-encoding");
    // A page the build's routes name but whose file is gone is a broken build (500, the file in the
    // log), not an address this site lacks. Looked at once per page and build, when its policy is
    // first made, as the policy's reading of the page once did: not on every request.
    if (!build.policies.has(file) && !fs.existsSync(path.join(build.clientDir, file)))
      throw new Error(`The build in ${build.dir} has no ${file}, which it lists`);
    reply.header("content-security-policy", contentSecurityPolicy(file, build));
    // An answer that is not the page asked for is sent whole: a cache's If-None-Match, or a
    // Range, would otherwise get an empty or partial 404 (validators and ranges are for 200s).
    return status === 200 ? reply.sendFile(file, build.clientDir) : reply.sendFile(file, build.clientDir, WHOLE);
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
      const build = builds.current();
      const { routes, redirects } = build;
      if (isUnreadable(request)) {
        request.log.info({ event: "unreadable_address" }, "address cannot be read");
        if (isApi(request) || !fs.existsSync(build.notFoundPage)) return unreadableJson(reply);
        return sendHtml(reply, build, "404.html", 400);
      }
      // Only the path is taken from the request, appended to a fixed origin: "////" or
      // "//evil.example/about" stay paths of this site (and are not found) rather than being
      // read as a host name, which throws (a 500) or drops the first segment.
      const url = new URL(`${BASE}${request.url.startsWith("/") ? "" : "/"}${request.url}`);
      const search = url.search;
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        return notFound(reply, build, url.pathname); // a malformed %-escape: no page has that address
      }

      // A page's HTML file asked for by name (/about/index.html, /index.html) is sent to its
      // clean URL, which carries the page's Content-Security-Policy; no other .html is served as a file.
      if (pathname.endsWith(".html")) {
        const route = pathname === "/index.html" ? "/" : pathname.replace(/\/index\.html$/, "");
        if (route !== pathname && routes.has(route)) return reply.redirect(route + search, 301);
        return notFound(reply, build, pathname);
      }

      // Files: hashed build assets are cached for good; everything else revalidates. Each has
      // a brotli and a gzip copy: Vary tells caches to keep the copy per Accept-Encoding.
      if (path.posix.extname(pathname) && !pathname.endsWith("/")) {
        const file = pathname.slice(1);
        const isAsset = pathname.startsWith("/assets/");
        if (!isInside(build.clientDir, file)) return notFound(reply, build, pathname);
        const root = fs.existsSync(path.join(build.clientDir, file))
          ? build.clientDir
          : isAsset
            ? builds.olderAsset(file)
            : undefined;
        if (!root) return notFound(reply, build, pathname);
        reply.header("cache-control", isAsset ? IMMUTABLE : REVALIDATE);
        reply.header("vary", "accept-encoding");
        return reply.sendFile(file, root);
      }

      const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
      const lower = trimmed.toLowerCase();
      const target = redirects.get(lower) ?? (routes.has(lower) ? lower : undefined);
      if (target && target !== pathname) return reply.redirect(target + search, 301);
      if (routes.has(pathname)) return sendHtml(reply, build, routeFile(pathname));
      return notFound(reply, build, pathname);
    },
  });

  // Every GET and HEAD reaches the handler above; other methods on an address no route takes end here.
  app.setNotFoundHandler(async (request, reply) => {
    const { routes, redirects } = builds.current();
    return noSuchRoute(request, reply, (pathname) => routes.has(pathname) || redirects.has(pathname.toLowerCase()));
  });

  let missingPageLogged = false;

  // Without its 404.html (a partial build, or one made for the API alone) a not-found answer is still a 404.
  function notFound(reply: FastifyReply, build: Build, pathname: string) {
    if (!fs.existsSync(build.notFoundPage)) {
      if (!missingPageLogged)
        app.log.warn({ event: "build_incomplete" }, `the build has no not-found page (${build.notFoundPage})`);
      missingPageLogged = true;
      return reply
        .code(404)
        .header("cache-control", REVALIDATE)
        .header("content-security-policy", "default-src 'none'; base-uri 'none'; frame-ancestors 'none'")
        .type("text/html; charset=utf-8")
        .send(
          '<!doctype html><html lang="en"><meta charset="utf-8"><title>Not found</title><h1>Not found</h1><p><a href="/">Home page</a></p></html>',
        );
    }
    const page = notFoundPageFor(build.clientDir, pathname);
    // A client-side navigation asks for <path>.data: answer with the not-found page's data.
    const data = page.replace(/\.html$/, ".data");
    if (pathname.endsWith(".data") && fs.existsSync(path.join(build.clientDir, data))) {
      return reply
        .code(404)
        .header("cache-control", REVALIDATE)
        .header("vary", "accept-encoding")
        .sendFile(data, build.clientDir, WHOLE);
    }
    return sendHtml(reply, build, page, 404);
  }
}

/**
 * The not-found page in the address's language: a language's pages live under its own folder
 * ('/bn/...'), and the build leaves its not-found page there (bn/404.html); any other address gets
 * 404.html. '/bn/nothing' -> 'bn/404.html', '/nothing' -> '404.html'.
 */
function notFoundPageFor(clientDir: string, pathname: string): string {
  const folder = /^\/([a-z]{2})(?:\/|\.data$|$)/.exec(pathname)?.[1];
  return folder && fs.existsSync(path.join(clientDir, folder, "404.html")) ? `${folder}/404.html` : "404.html";
}

function isInside(dir: string, file: string): boolean {
  const resolved = path.resolve(dir, file);
  return resolved.startsWith(dir + path.sep);
}
