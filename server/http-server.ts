import http from "node:http";
import type { FastifyServerFactory } from "fastify";
import type { ServerConfig } from "./config.ts";

/**
 * The HTTP server, created with its limits rather than given them afterwards: Node only applies
 * headersTimeout <= requestTimeout and its checking interval when they are passed to
 * createServer, so a client trickling its headers or body is cut off at REQUEST_TIMEOUT_MS
 * (plus at most a second) instead of Node's default 60 s plus a 30 s check interval.
 */
export function serverFactory(config: ServerConfig): FastifyServerFactory {
  return (handler) => {
    const server = http.createServer(
      {
        requestTimeout: config.requestTimeoutMs,
        headersTimeout: config.requestTimeoutMs,
        connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs),
        keepAliveTimeout: config.keepAliveTimeoutMs,
      },
      handler,
    );
    // No traffic at all on a socket for this long closes it (Fastify's connectionTimeout).
    server.setTimeout(config.connectionTimeoutMs);
    server.maxRequestsPerSocket = config.maxRequestsPerSocket;
    // Past the cap, Node closes each new socket as it arrives (and emits "drop").
    server.maxConnections = config.maxConnections;
    return server;
  };
}
