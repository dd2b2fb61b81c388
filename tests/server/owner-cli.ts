/** `npm run enquiries -- ...` exactly as the owner types it, on a given DATABASE_FILE. */
import { spawn, spawnSync } from "node:child_process";
import { ROOT } from "../../engine/paths.ts";

export function enquiries(databaseFile: string, ...args: string[]) {
  return enquiriesWith({ DATABASE_FILE: databaseFile }, ...args);
}

/** The same with any settings (DATABASE_URL for PostgreSQL). */
export function enquiriesWith(env: Record<string, string>, ...args: string[]) {
  const started = Date.now();
  const result = spawnSync("npm", ["run", "--silent", "enquiries", "--", ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}`, ms: Date.now() - started };
}

/** The same, without blocking this process: load clients keep sending while it runs. */
export function enquiriesAsync(databaseFile: string, ...args: string[]) {
  const started = Date.now();
  const child = spawn("npm", ["run", "--silent", "enquiries", "--", ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_FILE: databaseFile },
  });
  let out = "";
  child.stdout.on("data", (c) => (out += c));
  child.stderr.on("data", (c) => (out += c));
  return new Promise<{ code: number | null; out: string; ms: number }>((resolve) =>
    child.on("close", (code) => resolve({ code, out, ms: Date.now() - started })),
  );
}
