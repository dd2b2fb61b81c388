import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import Fastify, { type FastifyServerOptions } from "fastify";
import { capPerAddress, inRanges } from "./address-cap.ts";
import { routeUnreadable, serverAnswers } from "./answers.ts";
import { fixedBuild, liveBuilds } from "./builds.ts";
import type { ServerConfig } from "./config.ts";
import { contactPlugin } from "./contact/index.ts";
import { REQUEST_ENCODINGS } from "./contact/errors.ts";
import { REDACT_PATHS } from "./contact/log.ts";
import { healthPlugin } from "./health.ts";
import { serverFactory } from "./http-server.ts";
import { sitePlugin } from "./site.ts";

/**
 * Builds the server (tests call this and use app.inject or listen on a free port). A logger
 * object in `options` (e.g. a test's { stream }) is merged with ours; redaction always applies.
 */
export async function buildApp(config: ServerConfig, options: FastifyServerOptions = {}) {
  const { logger, ...rest } = options;
  const app = Fastify({
    trustProxy: config.trustProxy === false ? false : config.trustProxy.join(","),
    serverFactory: serverFactory(config),
    rewriteUrl: routeUnreadable,
    ...rest,
    logger: {
      level: config.logLevel,
      ...(typeof logger === "object" ? logger : {}),
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    },
  });
  // Sockets refused past MAX_CONNECTIONS: counted, and logged at most once a minute.
  let dropped = 0;
  let lastDropLog = 0;
  app.server.on("drop", () => {
    dropped += 1;
    if (Date.now() - lastDropLog < 60_000) return;
    lastDropLog = Date.now();
    app.log.warn(
      { event: "connections_refused", maxConnections: config.maxConnections, dropped },
      "connection cap reached",
    );
  });
  // One client address may hold only part of the cap (browsers open 6 connections a site; 100
  // leaves room for a whole office or a carrier's shared address, and for every other visitor).
  // The log names the address by its keyed hash, as enquiries store it, never the address itself.
  capPerAddress(app.server, config.maxConnectionsPerAddress, inRanges(config.trustProxy || []), (group, refused) =>
    app.log.warn(
      {
        event: "address_connections_refused",
        clientHash: app.contact.hashClient(group),
        maxConnectionsPerAddress: config.maxConnectionsPerAddress,
        refused,
      },
      "connection cap per address reached",
    ),
  );
  // On close, Node drops the keep-alive sockets idle at that moment, but a socket busy with a
  // request stays open after its answer (up to keepAliveTimeout). Answering with
  // Connection: close while closing lets shutdown finish as soon as the last answer is sent.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
  await app.register(helmet, {
    // Set per HTML file by the site plugin (it allows that file's inline scripts by hash).
    contentSecurityPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
    // Only when the operator says the site is reached over HTTPS alone: sent over plain HTTP,
    // or before TLS works, it would lock visitors out for a year. Subdomains are not ours to bind.
    strictTransportSecurity: config.servedOverHttps ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
  await app.register(compress, { global: true, threshold: 1024, requestEncodings: [...REQUEST_ENCODINGS] });
  serverAnswers(app);
  await app.register(contactPlugin, { config: config.contact });
  const builds = config.releases
    ? liveBuilds(config.releases.dir, (message) => app.log.info({ event: "release_live" }, message))
    : fixedBuild(config.buildDir);
  await app.register(healthPlugin, { builds });
  await app.register(sitePlugin, { builds });
  return app;
}
