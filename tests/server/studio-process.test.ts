import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { npmRun } from "../npm-run.ts";
import { startApp, tempDir } from "./contact-helper.ts";
import { freePort, startProcess, type Running } from "./process-helper.ts";
import { startStudio } from "./studio-helper.ts";

// `npm run studio` as an operator starts it, and the public server beside it knowing nothing of it.
const running: Running[] = [];
afterAll(() => {
  for (const r of running) if (r.child.exitCode === null) process.kill(-r.child.pid!, "SIGTERM");
});

describe("npm run studio", { timeout: 60_000 }, () => {
  it("starts on STUDIO_PORT with its database beside DATABASE_FILE, answers /healthz and /readyz, and 401 to /studio/api/me", async () => {
    const dir = tempDir("nexaforge-studio-run-");
    const port = String(await freePort());
    // PORT only tells the helper where to wait for /healthz; the studio itself reads STUDIO_PORT.
    const studio = await startProcess(
      { PORT: port, STUDIO_PORT: port, DATABASE_FILE: path.join(dir, "data", "enquiries.db") },
      ["npm", "run", "--silent", "studio"],
    );
    running.push(studio);
    expect((await fetch(`${studio.base}/readyz`)).status).toBe(200);
    expect((await fetch(`${studio.base}/studio/api/me`)).status).toBe(401);
    expect(studio.output()).toContain(`"msg":"Server listening at http://127.0.0.1:${port}"`);
    expect(fs.existsSync(path.join(dir, "data", "studio.db"))).toBe(true);
    process.kill(-studio.child.pid!, "SIGTERM");
    expect((await studio.exit).code).toBe(0);
  });

  it("refuses to start on a bad setting with one plain line naming it", async () => {
    const { code, out } = await npmRun(["--silent", "studio"], {
      STUDIO_PORT: "31OO",
      STUDIO_SESSION_IDLE_MS: "99999999",
      STUDIO_URL: "studio.example.com",
    });
    expect(code).toBe(1);
    expect(out).toContain("STUDIO_PORT=31OO: expected a whole number from 0 to 65535 (default 3100)");
    expect(out).toContain("STUDIO_SESSION_IDLE_MS=99999999: expected a whole number from 60000 to 86400000");
    expect(out).toContain("STUDIO_URL: studio.example.com is not an exact origin such as https://www.example.com");
    expect(out).not.toMatch(/\bat .*\.ts:\d+/);
  });
});

describe("the studio's /readyz", () => {
  it("answers 503 while the site's checkout cannot be read, and 200 again once it can", async () => {
    const site = tempDir("nexaforge-studio-site-");
    fs.mkdirSync(path.join(site, "pages"));
    const studio = await startStudio({}, { STUDIO_SITE_DIR: site });
    try {
      expect((await studio.app.inject({ url: "/readyz" })).statusCode).toBe(200);
      // A volume not mounted, or a checkout moved away: nothing could be edited or published.
      fs.renameSync(path.join(site, "pages"), path.join(site, "pages.away"));
      const answer = await studio.app.inject({ url: "/readyz" });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: "unavailable" });
      fs.renameSync(path.join(site, "pages.away"), path.join(site, "pages"));
      expect((await studio.app.inject({ url: "/readyz" })).statusCode).toBe(200);
    } finally {
      await studio.close();
    }
  });
});

describe("the public server and the studio", () => {
  let t: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it.each(["/studio", "/studio/", "/studio/api/me", "/studio/api/audit"])("answers GET %s with 404", async (url) => {
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });

  it("answers POST /studio/api/login with 404: no login exists there", async () => {
    const payload = { email: "a@example.com", password: "x" };
    expect((await t.app.inject({ method: "POST", url: "/studio/api/login", payload })).statusCode).toBe(404);
  });
});
