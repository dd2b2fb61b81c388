/**
 * `npm run build:server`, as a person runs it, in a copy of the project: the server and the studio
 * compiled to plain JavaScript in dist/, which production starts with node alone; a change makes it
 * stale, --if-stale leaves a current one alone, and code that does not compile is refused in words,
 * with the last good dist/ kept.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../engine/paths.ts";
import { fakeBuild, tempDir } from "./contact-helper.ts";
import { freePort } from "./process-helper.ts";

let copy: string;

/** `npm run -s build:server <args>` in the copy: its exit code and all it printed. */
function buildServer(...args: string[]) {
  const result = spawnSync("npm", ["run", "-s", "build:server", "--", ...args], { cwd: copy, encoding: "utf8" });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => fs.statSync(path.join(dir, f)).isFile());
}

beforeAll(() => {
  copy = tempDir("nexaforge-server-build-");
  for (const entry of [
    "package.json",
    "package-lock.json",
    "tsconfig.json",
    "tsconfig.dist.json",
    "server",
    "studio",
    "editor",
    "engine",
    "contracts",
    "scripts",
    "src",
    "schema",
    "content",
    "i18n",
  ])
    fs.cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"));
}, 60_000);
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

describe("npm run build:server", () => {
  it("compiles the server and the studio into dist/: JavaScript only, every import of a .ts file rewritten, migrations beside the code", () => {
    const { code, out } = buildServer();
    expect(code, out).toBe(0);
    expect(out).toContain("Compiling the server and the studio to JavaScript");
    const dist = path.join(copy, "dist");
    const all = files(dist);
    for (const entry of [
      "server/main.js",
      "server/healthcheck.js",
      "server/contact/store-worker.js",
      "studio/server/main.js",
      "editor/server/handlers/site-worker.js",
      "engine/worker-thread.mjs",
      "server/migrations/001_enquiries.sqlite.sql",
      "server/migrations/001_enquiries.postgres.sql",
      "studio/server/migrations/001_accounts.sqlite.sql",
      "studio/server/migrations/001_accounts.postgres.sql",
    ])
      expect(all).toContain(entry);
    expect(all.filter((f) => /\.tsx?$/.test(f))).toEqual([]);
    const typescriptImports = all
      .filter((f) => f.endsWith(".js"))
      .filter((f) => /(from |import\()"\.{1,2}\/[^"]*\.tsx?"/.test(fs.readFileSync(path.join(dist, f), "utf8")));
    expect(typescriptImports).toEqual([]);
  }, 60_000);

  it("starts with node alone: the compiled server opens its database in its worker thread and is ready", async () => {
    const port = await freePort();
    const dir = tempDir("nexaforge-server-build-run-");
    // No TypeScript loader anywhere. (NODE_OPTIONS is passed on: under `npm run test:node24` it holds
    // the hook that loads better-sqlite3's addon built for Node 24.)
    expect(process.env.NODE_OPTIONS ?? "").not.toMatch(/tsx/);
    const child = spawn(process.execPath, ["dist/server/main.js"], {
      cwd: copy,
      env: {
        ...process.env,
        HOST: "127.0.0.1",
        PORT: String(port),
        BUILD_DIR: fakeBuild(dir),
        DATABASE_FILE: path.join(dir, "e.db"),
      },
      stdio: "ignore",
    });
    try {
      let status = 0;
      for (let tries = 0; tries < 200 && status !== 200; tries++) {
        status = await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (res) => res.status,
          () => 0,
        );
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(status).toBe(200);
      expect(fs.existsSync(path.join(dir, "e.db"))).toBe(true);
    } finally {
      child.kill("SIGTERM");
    }
  }, 30_000);

  it("with --if-stale leaves a current dist/ alone, and compiles again once the code changed", () => {
    const main = path.join(copy, "dist/server/main.js");
    const before = fs.statSync(main).mtimeMs;
    const current = buildServer("--if-stale");
    expect(current.code, current.out).toBe(0);
    expect(current.out).toBe("");
    expect(fs.statSync(main).mtimeMs).toBe(before);
    fs.appendFileSync(path.join(copy, "server/health.ts"), "\n// a change\n");
    const stale = buildServer("--if-stale");
    expect(stale.code, stale.out).toBe(0);
    expect(stale.out).toContain("Compiling the server and the studio to JavaScript");
    expect(fs.statSync(main).mtimeMs).not.toBe(before);
  }, 60_000);

  it("refuses code that does not compile, saying where, and keeps the last good dist/", () => {
    const main = path.join(copy, "dist/server/main.js");
    const good = fs.readFileSync(main, "utf8");
    const file = path.join(copy, "server/health.ts");
    const source = fs.readFileSync(file, "utf8");
    fs.writeFileSync(file, `${source}\nexport const broken = ;\n`);
    try {
      const { code, out } = buildServer();
      expect(code).toBe(1);
      expect(out).toContain("The server could not be compiled to JavaScript");
      expect(out).toMatch(/server\/health\.ts\(\d+,\d+\): error TS1109/);
      expect(fs.readFileSync(main, "utf8")).toBe(good);
      expect(fs.readdirSync(copy).filter((f) => f.startsWith("dist."))).toEqual([]);
    } finally {
      fs.writeFileSync(file, source);
    }
  }, 60_000);
});
