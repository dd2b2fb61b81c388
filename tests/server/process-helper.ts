/** Runs the server the way production does (`node dist/server/main.js`) as a child process. */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { freePort } from "../../bench/server-process.ts";
import { ROOT } from "../../engine/paths.ts";
import { VALID } from "./contact-helper.ts";

/** What `npm start` execs: the server compiled to JavaScript (the tests' set-up compiles it when stale). */
export const PRODUCTION_COMMAND = [process.execPath, path.join("dist", "server", "main.js")] as const;

// One way to find a free port, shared with the benchmark's and the crash test's server runner.
export { freePort };

export interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts `command` (the production command unless given) from `cwd` (the project unless given) in
 * its own process group, so that a test can signal the group as a supervisor or a terminal would,
 * and waits for GET /healthz.
 */
export async function startProcess(
  env: Record<string, string>,
  command: readonly string[] = PRODUCTION_COMMAND,
  cwd = ROOT,
): Promise<Running> {
  const port = env.PORT ?? String(await freePort());
  const child = spawn(command[0]!, command.slice(1), {
    cwd,
    env: { ...process.env, HOST: "127.0.0.1", LOG_LEVEL: "info", CONTACT_RATE_LIMIT: "0", ...env, PORT: port },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let out = "";
  child.stdout!.on("data", (c) => (out += c));
  child.stderr!.on("data", (c) => (out += c));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited while starting:\n${out}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 30_000) throw new Error(`the server did not start within 30 s:\n${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, base, output: () => out, exit };
}

/**
 * Clients posting enquiries one after another until told to stop or the server stops answering.
 * Returns the ids of the enquiries acknowledged with a 201.
 */
export function loadClients(base: string, clients: number) {
  const acknowledged: string[] = [];
  let stop = false;
  let failures = 0;
  const run = async (n: number) => {
    for (let i = 0; !stop; i++) {
      try {
        const res = await fetch(`${base}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
          body: JSON.stringify({ ...VALID, message: `client ${n} enquiry ${i}` }),
          signal: AbortSignal.timeout(10_000),
        });
        if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
        else await res.body?.cancel();
      } catch {
        failures += 1; // refused or cut: the server is stopping; nothing was acknowledged
        return;
      }
    }
  };
  const done = Promise.all(Array.from({ length: clients }, (_, n) => run(n)));
  return {
    acknowledged,
    failures: () => failures,
    async stop() {
      stop = true;
      await done;
    },
    done,
  };
}
