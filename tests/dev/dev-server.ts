import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { ROOT } from "../../engine/paths.ts";

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface DevServer {
  url: string;
  port: number;
  /** npm's process id, which is also the id of the process group of everything it started. */
  pid: number;
  /** How npm ended: its exit code, or the signal that ended it. */
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the command printed so far (stdout and stderr), colours removed. */
  output(): string;
  /** Waits until the output (after `from` characters) contains `text`. */
  waitForOutput(text: string | RegExp, from?: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts `npm run dev` (or `npm run edit`) as an editor would, on a free port (or `port`: the
 * same one again, after a stop), and waits until it answers.
 */
export async function startDevServer(script: "dev" | "edit" = "dev", port?: number): Promise<DevServer> {
  port ??= await freePort();
  const child: ChildProcess = spawn(
    "npm",
    ["run", script, "--", "--port", String(port), "--host", "127.0.0.1", "--strictPort"],
    { cwd: ROOT, detached: true, env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" } },
  );
  let log = "";
  // eslint-disable-next-line no-control-regex
  const append = (chunk: Buffer) => (log += chunk.toString().replace(/\u001b\[[0-9;]*[A-Za-z]/g, ""));
  child.stdout!.on("data", append);
  child.stderr!.on("data", append);
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const server: DevServer = {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    exit,
    output: () => log,
    async waitForOutput(text, from = 0, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      const found = () => (typeof text === "string" ? log.slice(from).includes(text) : text.test(log.slice(from)));
      while (!found()) {
        if (Date.now() > deadline) throw new Error(`dev server never printed ${String(text)}; it printed:\n${log}`);
        if (child.exitCode !== null) throw new Error(`dev server exited with ${child.exitCode}:\n${log}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      process.kill(-child.pid!, "SIGTERM");
      await exited;
    },
  };
  await server.waitForOutput(`http://127.0.0.1:${port}/`, 0, 60_000);
  return server;
}
