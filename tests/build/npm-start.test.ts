import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { VALID } from "../server/contact-helper.ts";
import { startProcess, type Running } from "../server/process-helper.ts";

// The first quick-start command, as a person types it: `npm start` finds the build current, skips
// building, and serves the site and the enquiry API with its own database file.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-npm-start-"));
let server: Running | undefined;
afterAll(async () => {
  if (server && server.child.exitCode === null) {
    process.kill(-server.child.pid!, "SIGTERM");
    await server.exit;
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("npm start", () => {
  it("serves the built site and takes an enquiry, then stops on SIGTERM", async () => {
    server = await startProcess({ DATABASE_FILE: path.join(dir, "enquiries.db") }, ["npm", "start"]);
    expect(server.output()).not.toContain("building the site");
    const home = await fetch(`${server.base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/<h1[^>]*>/);
    const about = await fetch(`${server.base}/about`);
    expect(about.status).toBe(200);
    expect((await fetch(`${server.base}/studio`)).status).toBe(404);
    const sent = await fetch(`${server.base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
      body: JSON.stringify(VALID),
    });
    expect(sent.status).toBe(201);
    expect(fs.statSync(path.join(dir, "enquiries.db")).size).toBeGreaterThan(0);
    process.kill(-server.child.pid!, "SIGTERM");
    expect(await server.exit).toMatchObject({ code: 0 });
  }, 60_000);
});
