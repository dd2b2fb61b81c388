import { spawn } from "node:child_process";
import { ROOT } from "../engine/paths.ts";

/**
 * `npm run <args>` in the project, as a person types it (extra environment variables on top of this
 * process's): the exit code and everything it printed, standard output and error interleaved.
 */
export function npmRun(args: string[], env: Record<string, string> = {}) {
  const child = spawn("npm", ["run", ...args], { cwd: ROOT, env: { ...process.env, ...env } });
  let out = "";
  child.stdout.on("data", (c) => (out += c));
  child.stderr.on("data", (c) => (out += c));
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, out })),
  );
}
