/**
 * The server as production runs it: `node dist/server/main.js` (what `npm start` execs),
 * started with bad settings, and stopped with SIGTERM under load.
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT } from "../../engine/paths.ts";
import { fakeBuild, halfSentEnquiry, tempDir, VALID } from "./contact-helper.ts";
import { loadClients, PRODUCTION_COMMAND, startProcess, type Running } from "./process-helper.ts";

const dirs: string[] = [];
const running: Running[] = [];
afterEach(() => {
  for (const r of running.splice(0)) if (r.child.exitCode === null) r.child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function scratch() {
  const dir = tempDir("nexaforge-process-");
  dirs.push(dir);
  return { dir, build: fakeBuild(dir), databaseFile: path.join(dir, "data", "enquiries.db") };
}

/** Runs the production command to its end (it is expected to refuse to start). */
function start(env: Record<string, string>) {
  const { build, databaseFile } = scratch();
  const started = Date.now();
  const result = spawnSync(PRODUCTION_COMMAND[0], PRODUCTION_COMMAND.slice(1), {
    cwd: ROOT,
    env: { ...process.env, BUILD_DIR: build, DATABASE_FILE: databaseFile, HOST: "127.0.0.1", PORT: "0", ...env },
    encoding: "utf8",
    timeout: 20_000,
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}`, ms: Date.now() - started };
}

describe("start-up with a bad setting", () => {
  it.each([
    ["PORT", { PORT: "" }, /PORT is set but empty/],
    ["PORT", { PORT: "0x10" }, /PORT=0x10: expected a whole number from 0 to 65535/],
    ["PORT", { PORT: "70000" }, /PORT=70000: expected a whole number/],
    ["HOST", { HOST: "not a host!" }, /HOST=not a host!: expected an IP address/],
    ["HOST", { HOST: "203.0.113.9" }, /HOST=203\.0\.113\.9: this machine has no such address/],
    ["DATABASE_FILE", { DATABASE_FILE: "FOLDER" }, /DATABASE_FILE=.*: this is a folder/],
    ["DATABASE_FILE", { DATABASE_FILE: "/proc/self/enquiries.db" }, /DATABASE_FILE=.*: cannot be created/],
    // Node's own recursive mkdir never returns there.
    ["DATABASE_FILE", { DATABASE_FILE: "/proc/nexaforge/data/enquiries.db" }, /DATABASE_FILE=.*: cannot be created/],
    [
      "DATABASE_FILE",
      { DATABASE_FILE: "/dev/null/enquiries.db" },
      /DATABASE_FILE=.*: cannot be created .*part of that path is a file/,
    ],
    ["DATABASE_FILE", { DATABASE_FILE: "NOT_SQLITE" }, /DATABASE_FILE=.*: this file is not an SQLite database/],
    ["RELEASES_DIR", { RELEASES_DIR: "NO_RELEASE" }, /There is no live release in .*releases.*Install and activate/],
    ["RELEASES_KEEP", { RELEASES_KEEP: "0" }, /RELEASES_KEEP=0: expected a whole number from 1 to 1000/],
  ] as [string, Record<string, string>, RegExp][])(
    "names %s and what to do in one line, without a stack trace (%o)",
    (_name, env, message) => {
      const { dir } = scratch();
      const resolved: Record<string, string> = { ...env };
      if (env.DATABASE_FILE === "FOLDER") resolved.DATABASE_FILE = dir;
      if (env.RELEASES_DIR === "NO_RELEASE") resolved.RELEASES_DIR = path.join(dir, "releases");
      if (env.DATABASE_FILE === "NOT_SQLITE") {
        resolved.DATABASE_FILE = path.join(dir, "notes.txt");
        fs.writeFileSync(resolved.DATABASE_FILE, "These are my notes, not a database.\n".repeat(20));
      }
      const { code, out, ms } = start(resolved);
      expect(code, out).toBe(1);
      expect(out).toMatch(message);
      // Most of it is loading the server's code; a bad setting itself is found at once, never waited on.
      expect(ms).toBeLessThan(15_000);
      expect(out).not.toMatch(/^\s+at /m);
      expect(out.trim().split("\n").length, out).toBeLessThanOrEqual(2);
    },
  );

  it("names PORT when another program holds the port", async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    const { port } = holder.address() as net.AddressInfo;
    try {
      const { code, out } = start({ PORT: String(port) });
      expect(code, out).toBe(1);
      expect(out).toContain(`PORT=${port}: another program already listens on 127.0.0.1:${port}`);
      expect(out).not.toMatch(/^\s+at /m);
    } finally {
      holder.close();
    }
  });
});

describe("SIGTERM under load", () => {
  it.each([
    ["the server process", false],
    ["its process group, twice (as a terminal or a forwarding wrapper would)", true],
  ])(
    "sent to %s: requests in flight finish, every acknowledged enquiry is stored, exit 0",
    async (_to, group) => {
      const { build, databaseFile } = scratch();
      const server = await startProcess({ BUILD_DIR: build, DATABASE_FILE: databaseFile });
      running.push(server);
      const load = loadClients(server.base, 20);
      const slow = halfSentEnquiry(server.base);
      await new Promise((r) => setTimeout(r, 800));

      const signalled = Date.now();
      const pid = server.child.pid!;
      process.kill(group ? -pid : pid, "SIGTERM");
      if (group) setTimeout(() => process.kill(-pid, "SIGTERM"), 30);
      setTimeout(slow.finish, 300); // the rest of the body arrives during the drain
      const exit = await server.exit;
      const drainMs = Date.now() - signalled;
      await load.stop();

      expect(exit, server.output()).toEqual({ code: 0, signal: null });
      const inFlight = await slow.answer;
      expect(inFlight.status).toBe(201);
      const db = new Database(databaseFile, { readonly: true });
      const stored = new Set(db.prepare("SELECT id FROM enquiries").pluck().all() as string[]);
      db.close();
      const acknowledged = [...load.acknowledged, JSON.parse(inFlight.body).id as string];
      expect(acknowledged.length).toBeGreaterThan(20);
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      expect(server.output()).toContain("shutting down");
      if (group) expect(server.output()).toContain("already shutting down: signal ignored");
      console.info(
        `SIGTERM to ${group ? "process group (x2)" : "pid"}: drained in ${drainMs} ms; ${acknowledged.length} acknowledged, ${stored.size} stored, 0 missing`,
      );
    },
    60_000,
  );
});

describe("npm run serve, as a person runs it in a terminal", () => {
  it("stops cleanly when only npm is sent SIGTERM (docker stop with npm as PID 1): the port is freed", async () => {
    const { build, databaseFile } = scratch();
    const server = await startProcess({ BUILD_DIR: build, DATABASE_FILE: databaseFile }, ["npm", "run", "serve"]);
    running.push(server);
    expect(
      (
        await fetch(`${server.base}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
          body: JSON.stringify(VALID),
        })
      ).status,
    ).toBe(201);
    server.child.kill("SIGTERM"); // npm's own pid, not the group
    const exit = await server.exit;
    expect(exit.code, server.output()).toBe(0);
    expect(server.output()).toContain('"msg":"shut down"');
    await expect(fetch(`${server.base}/healthz`)).rejects.toThrow();
  }, 60_000);

  it("stops cleanly on Ctrl+C (SIGINT to the whole process group, npm included)", async () => {
    const { build, databaseFile } = scratch();
    const server = await startProcess({ BUILD_DIR: build, DATABASE_FILE: databaseFile }, ["npm", "run", "serve"]);
    running.push(server);
    const load = loadClients(server.base, 10);
    await new Promise((r) => setTimeout(r, 500));
    process.kill(-server.child.pid!, "SIGINT");
    const exit = await server.exit;
    await load.stop();
    expect(exit.code, server.output()).toBe(0);
    const db = new Database(databaseFile, { readonly: true });
    const stored = new Set(db.prepare("SELECT id FROM enquiries").pluck().all() as string[]);
    db.close();
    expect(load.acknowledged.length).toBeGreaterThan(0);
    expect(load.acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(server.output()).toContain('"msg":"shut down"');
  }, 60_000);
});
