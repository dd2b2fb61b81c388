/**
 * Runs the server as production does (dist/server/main.js, compiled first when stale) as a child
 * process on a temp database, for the benchmarks and the crash test.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer } from "../scripts/lib/server-build.ts";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A temp folder with an empty site build (the API does not need the real one) and a database path. */
export function scratch(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.mkdirSync(path.join(dir, "build", "client"), { recursive: true });
  fs.writeFileSync(path.join(dir, "build", "site-manifest.json"), JSON.stringify({ routes: [], redirects: [] }));
  return { dir, buildDir: path.join(dir, "build"), databaseFile: path.join(dir, "data", "enquiries.db") };
}

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts the server (node itself, no npm or npx wrapper, so a signal reaches the server) and waits
 * until it answers. Its log goes to `log` (a file descriptor), or nowhere; `nodeOptions` go to node
 * (the benchmark's --profile passes --cpu-prof).
 */
/** Whether this process has made sure of dist/ already: a benchmark starts many servers. */
let compiled = false;

export async function startServer(
  env: Record<string, string>,
  port: number,
  log?: number,
  nodeOptions: string[] = [],
): Promise<ChildProcess> {
  if (!compiled) {
    buildServer({ ifStale: true });
    compiled = true;
  }
  const child = spawn(process.execPath, [...nodeOptions, path.join(ROOT, "dist/server/main.js")], {
    cwd: ROOT,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", log ?? "ignore", "inherit"],
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} while starting`);
    try {
      await fetch(`http://127.0.0.1:${port}/api/contact`); // 405 once it is up
      return child;
    } catch {
      if (Date.now() - started > 30_000) throw new Error("the server did not start within 30 s");
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** A valid enquiry, different each time, sent long enough after the form was shown not to count as spam. */
export function enquiry(n: number) {
  return {
    name: `Bench Client ${n}`,
    email: `client${n}@example.com`,
    phone: "+880 1712-345678",
    services: "Website development",
    country: "Bangladesh",
    price: "$2001-5000",
    message: `Enquiry number ${n}: ${randomUUID()}`,
    website: "",
    fillMs: 5000,
  };
}
