/**
 * The container's health check (the Dockerfile's HEALTHCHECK): exits 0 when GET /healthz answers
 * 200 where the server listens, read from HOST and PORT exactly as the server reads them, and 1
 * with one line saying why otherwise. A fixed http://127.0.0.1:3000 would call a healthy server
 * told to listen on ::1, on one address of the machine, or on another port, unhealthy; the slim
 * image has no curl. With --studio (the studio image's check), where STUDIO_HOST and STUDIO_PORT
 * say the studio listens.
 */
import http from "node:http";
import { listenAddress } from "./config.ts";
import { EnvReader } from "./env.ts";

const TIMEOUT_MS = 2000;

/** Where a server listening on `host` answers: '0.0.0.0' -> 127.0.0.1; '::' -> ::1, else 127.0.0.1. */
function reachableAt(host: string): string[] {
  if (host === "0.0.0.0") return ["127.0.0.1"];
  if (host === "::") return ["::1", "127.0.0.1"];
  return [host];
}

/** undefined when GET /healthz answers 200, else what went wrong. */
function problem(host: string, port: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const request = http.get({ host, port, path: "/healthz", timeout: TIMEOUT_MS }, (response) => {
      response.resume();
      resolve(response.statusCode === 200 ? undefined : `answered ${response.statusCode}`);
    });
    request.on("timeout", () => request.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

function unhealthy(message: string): never {
  console.error(`Health check failed: ${message}`);
  process.exit(1);
}

const names = process.argv.includes("--studio")
  ? ({ host: "STUDIO_HOST", port: "STUDIO_PORT" } as const)
  : ({ host: "HOST", port: "PORT" } as const);
const read = new EnvReader(process.env);
const { host, port } = listenAddress(read, names);
if (read.errors.length) unhealthy(read.errors.join("; "));
if (port === 0)
  unhealthy(`${names.port}=0 lets the server take any free port, which the check cannot know: set ${names.port}`);
const problems: string[] = [];
for (const address of reachableAt(host)) {
  const found = await problem(address, port);
  if (found === undefined) process.exit(0);
  problems.push(`GET /healthz on ${address} port ${port}: ${found}`);
}
unhealthy(problems.join("; "));
