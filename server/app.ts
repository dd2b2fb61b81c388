import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import Fastify, { type FastifyServerOptions } from "fastify";
import type { ServerConfig } from "./config.ts";
import { sitePlugin } from "./site.ts";

/** Builds the server (tests call this and use app.inject or listen on a free port). */
export async function buildApp(config: ServerConfig, options: FastifyServerOptions = {}) {
  const app = Fastify({ logger: { level: config.logLevel }, ...options });
  await app.register(helmet, {
    // Set per HTML file by the site plugin (it allows that file's inline scripts by hash).
    contentSecurityPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(sitePlugin, { buildDir: config.buildDir });
  return app;
}
