/**
 * One plain static host for every build bench:web measures, so that no build gains or loses by its
 * server: files as they are (gzip and brotli copies when asked for), hashed assets cached for good,
 * HTML revalidated. A path without a file is a route: <route>/index.html for a prerendered build,
 * index.html for the SPA (which routes in the browser).
 */
import { fork } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";

export type Fallback = "route-folders" | "index.html";

export async function serveStatic(root: string, fallback: Fallback, port: number) {
  const app = Fastify();
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    wildcard: false,
    index: false,
    cacheControl: false, // else its own max-age=0 replaces the header set below
    setHeaders: (res, file) => {
      const assets = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader("cache-control", assets ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const pathname = decodeURIComponent(new URL(request.url, "http://bench.invalid").pathname);
    const file = fallback === "index.html" || pathname === "/" ? "index.html" : `${pathname.slice(1)}/index.html`;
    const found = path.resolve(root, file).startsWith(root + path.sep) && fs.existsSync(path.join(root, file));
    reply.header("cache-control", "no-cache");
    return found ? reply.sendFile(file) : reply.code(404).send("not found");
  });
  await app.listen({ port, host: "127.0.0.1" });
  return app;
}

/**
 * The same host in a process of its own, as bench:web uses it: Lighthouse's own work in the bench's
 * process then never delays a response, and a response never delays Lighthouse.
 */
export async function startStaticHost(root: string, fallback: Fallback, port: number) {
  const child = fork(fileURLToPath(import.meta.url), [root, fallback, String(port)], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`the static host for ${root} exited (code ${code}) while starting`)));
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill();
      }),
  };
}

// Run as a child by startStaticHost: serve, say so, and stop with the bench (it disconnects on exit).
if (process.argv[1] === fileURLToPath(import.meta.url) && process.send) {
  const [root, fallback, port] = process.argv.slice(2);
  await serveStatic(root!, fallback as Fallback, Number(port));
  process.once("disconnect", () => process.exit(0));
  process.send("ready");
}
