/**
 * The Dockerfile's HEALTHCHECK, run as the container runs it (its command, from the app folder,
 * with the server's own settings), against the server listening wherever HOST and PORT say.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { healthcheckCommand } from "../../scripts/lib/dockerfile.ts";
import { ROOT } from "../../engine/paths.ts";
import { fakeBuild, tempDir } from "./contact-helper.ts";
import { freePort, PRODUCTION_COMMAND, startProcess } from "./process-helper.ts";

const dockerfile = fs.readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
const command = healthcheckCommand(dockerfile);

const dirs: string[] = [];
const servers: ChildProcess[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) if (server.exitCode === null) server.kill("SIGKILL");
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The container's settings for a server on HOST and a fresh PORT. */
async function settings(host: string): Promise<Record<string, string>> {
  const dir = tempDir("nexaforge-health-");
  dirs.push(dir);
  return {
    ...process.env,
    HOST: host,
    PORT: String(await freePort()),
    BUILD_DIR: fakeBuild(dir),
    DATABASE_FILE: path.join(dir, "data", "enquiries.db"),
    LOG_LEVEL: "info",
  } as Record<string, string>;
}

/** Starts the production command and waits for Fastify's "Server listening" line. */
async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(PRODUCTION_COMMAND[0], PRODUCTION_COMMAND.slice(1), { cwd: ROOT, env });
  servers.push(child);
  let out = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${out}`)), 30_000);
    const read = (chunk: Buffer) => {
      out += chunk;
      if (out.includes("Server listening")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", () => reject(new Error(`the server exited:\n${out}`)));
  });
  return child;
}

/** Runs the HEALTHCHECK command (the runtime stage's unless given); resolves with its exit code and output. */
function healthcheck(env: Record<string, string>, check = command): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(check![0]!, check!.slice(1), { cwd: ROOT, env, timeout: 15_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

describe("the container's health check", () => {
  it("is a command in exec form (no shell in between)", () => {
    expect(command?.length).toBeGreaterThan(0);
  });

  it.each(["0.0.0.0", "::", "::1", "127.0.0.2"])(
    "reaches a server listening on HOST=%s and a PORT other than 3000",
    async (host) => {
      const env = await settings(host);
      await startServer(env);
      expect(await healthcheck(env)).toEqual({ code: 0, out: "" });
    },
    40_000, // a server start and a check: two node processes, slow on a busy 2-core machine
  );

  it("fails when nothing answers there, saying where it looked", async () => {
    const env = await settings("::");
    const result = await healthcheck(env);
    expect(result.code).toBe(1);
    expect(result.out).toBe(
      `Health check failed: GET /healthz on ::1 port ${env.PORT}: ECONNREFUSED; GET /healthz on 127.0.0.1 port ${env.PORT}: ECONNREFUSED\n`,
    );
  });

  it("says so when PORT=0, where it cannot know the port", async () => {
    const result = await healthcheck({ ...process.env, PORT: "0" } as Record<string, string>);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/PORT=0 lets the server take any free port, which the check cannot know: set PORT/);
  });
});

describe("the studio image's health check", () => {
  const studioCheck = healthcheckCommand(dockerfile, "studio");

  it("asks the studio's /healthz where STUDIO_HOST and STUDIO_PORT say, not the public server's HOST and PORT", async () => {
    const env = { ...(await settings("127.0.0.1")), STUDIO_HOST: "::", STUDIO_PORT: String(await freePort()) };
    const studio = await startProcess({ ...env, PORT: env.STUDIO_PORT }, ["node", "dist/studio/server/main.js"]);
    servers.push(studio.child);
    expect(await healthcheck(env, studioCheck)).toEqual({ code: 0, out: "" });
    studio.child.kill("SIGKILL");
    await studio.exit;
    const down = await healthcheck(env, studioCheck);
    expect(down.code).toBe(1);
    expect(down.out).toContain(`GET /healthz on ::1 port ${env.STUDIO_PORT}: ECONNREFUSED`);
  }, 40_000);
});
