import fs from "node:fs";
import net from "node:net";
import { expect, test } from "@playwright/test";
import { startDevServer, type DevServer } from "./dev-server.ts";

// `npm run dev` and `npm run edit` stop as `npm start` does: Ctrl+C in a terminal (SIGINT to the
// whole process group) and a signal to npm alone (a supervisor, an editor's stop button) both end
// every process the command started and free its port within seconds, with exit status 0. They once
// ran npm -> sh -> tsx -> node: npm passed the signal to sh, sh ended, and the server kept the port.

/** The processes of a process group that still run (zombies, already ended, left out), as "pid command". */
function groupMembers(pgid: number): string[] {
  const members: string[] = [];
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    let command: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      command = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
    } catch {
      continue; // ended meanwhile
    }
    // "pid (name) state ppid pgrp ...": the name may hold spaces and brackets, so read after the last ")".
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(pgrp) === pgid && state !== "Z") members.push(`${pid} ${command}`);
  }
  return members;
}

/** Whether a new server could listen on the port now. */
const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });

/** Whether something answers a connection on the port. */
const portAnswers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => resolve(true)).once("error", () => resolve(false));
    socket.once("connect", () => socket.destroy());
  });

let running: DevServer | undefined;
test.afterEach(() => {
  // Whatever a failed test left running is ended, so that the next one starts clean.
  if (running && groupMembers(running.pid).length) process.kill(-running.pid, "SIGKILL");
  running = undefined;
});

const CASES = [
  ["dev", "SIGTERM", "npm alone"],
  ["dev", "SIGINT", "npm alone"],
  ["dev", "SIGINT", "the process group (Ctrl+C)"],
  ["edit", "SIGTERM", "npm alone"],
  ["edit", "SIGINT", "npm alone"],
  ["edit", "SIGINT", "the process group (Ctrl+C)"],
] as const;

for (const [script, signal, to] of CASES)
  test(`npm run ${script}: ${signal} to ${to} ends every process it started, frees the port, exit 0`, async () => {
    test.setTimeout(90_000);
    running = await startDevServer(script);
    const dev = running;
    await expect.poll(() => portAnswers(dev.port), { timeout: 30_000 }).toBe(true);
    expect(groupMembers(dev.pid).length).toBeGreaterThan(1);

    const signalled = Date.now();
    process.kill(to === "npm alone" ? dev.pid : -dev.pid, signal);
    const exit = await Promise.race([
      dev.exit,
      new Promise((resolve) => setTimeout(() => resolve("still running"), 10_000)),
    ]);
    await expect.poll(() => groupMembers(dev.pid), { timeout: 5_000 }).toEqual([]);
    await expect.poll(() => portFree(dev.port), { timeout: 5_000 }).toBe(true);
    const stoppedMs = Date.now() - signalled;
    expect(exit, dev.output()).toEqual({ code: 0, signal: null });
    expect(stoppedMs).toBeLessThan(5_000);
    console.info(`npm run ${script}, ${signal} to ${to}: stopped in ${stoppedMs} ms`);
  });
