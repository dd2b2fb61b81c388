/**
 * The runtime image holds only what its COPY lines name. Those files, laid out as the Dockerfile
 * lays them out (node_modules linked in; the image has the production ones only), must be enough
 * for the server to start, take an enquiry and answer its health check, and for the owner's
 * tools to read the enquiry back.
 */
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthcheckCommand, runtimeCopies } from "../../scripts/lib/dockerfile.ts";
import { ROOT } from "../../engine/paths.ts";
import { fakeBuild, tempDir, VALID } from "./contact-helper.ts";
import { PRODUCTION_COMMAND, startProcess, type Running } from "./process-helper.ts";

const dockerfile = fs.readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
const run = promisify(execFile);

let dir: string;
let app: string;
let server: Running;
let env: Record<string, string>;

/**
 * The runtime stage's files in `app`: 'COPY --from=build /app/server ./server' copies
 * ROOT/server there. The build and node_modules are left to the server's own settings and a link.
 */
function layOutRuntime(app: string) {
  for (const copy of runtimeCopies(dockerfile)) {
    // The build stage, or its pruned continuation for the production dependencies.
    expect(["build", "production"], `Dockerfile:${copy.line} copies from the build stage`).toContain(copy.from);
    for (const source of copy.sources) {
      const relative = path.posix.relative("/app", source);
      if (relative === "build" || relative === "node_modules") continue;
      const target = copy.destination.endsWith("/")
        ? path.join(app, copy.destination, path.basename(relative))
        : path.join(app, copy.destination);
      fs.cpSync(path.join(ROOT, relative), target, { recursive: true });
    }
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(app, "node_modules"));
}

beforeAll(async () => {
  dir = tempDir("nexaforge-runtime-");
  app = path.join(dir, "app");
  fs.mkdirSync(app);
  layOutRuntime(app);
  env = { BUILD_DIR: fakeBuild(dir), DATABASE_FILE: path.join(dir, "data", "enquiries.db") };
  server = await startProcess({ ...env, HOST: "0.0.0.0" }, PRODUCTION_COMMAND, app);
});
afterAll(() => {
  if (server?.child.exitCode === null) server.child.kill("SIGKILL");
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the runtime image's files", () => {
  it("hold no tests, benchmarks or site sources", () => {
    expect(fs.readdirSync(app).sort()).toEqual([
      "content",
      "contracts",
      "dist",
      "i18n",
      "node_modules",
      "package.json",
      "schema",
      "scripts",
      "server",
      "tsconfig.json",
    ]);
    expect(fs.readdirSync(path.join(app, "scripts"))).toEqual(["enquiries.ts"]);
    // The server compiled, and none of the studio's, the editor's or the build's code beside it.
    expect(fs.readdirSync(path.join(app, "dist")).sort()).toEqual(["contracts", "server"]);
    // The form's words, for the page that answers a form sent without script.
    expect(fs.readdirSync(path.join(app, "content"))).toEqual(["form.json"]);
    expect(fs.readdirSync(path.join(app, "i18n/bn/content"))).toEqual(["form.json"]);
  });

  it("run the server: ready, and it stores an enquiry", async () => {
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
    const res = await fetch(`${server.base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
      body: JSON.stringify(VALID),
    });
    expect(res.status).toBe(201);
  });

  it("answer the image's health check and let the owner's tools read the enquiry", async () => {
    const [command, ...args] = healthcheckCommand(dockerfile)!;
    const port = new URL(server.base).port;
    const settings = { ...process.env, ...env, HOST: "0.0.0.0", PORT: port };
    await expect(run(command!, args, { cwd: app, env: settings })).resolves.toMatchObject({ stderr: "" });
    const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/enquiries.ts", "list"], {
      cwd: app,
      env: settings,
    });
    expect(stdout).toContain(VALID.email);
    // Two node processes that each load their TypeScript: a few seconds alone, far more on a busy machine.
  }, 60_000);
});
