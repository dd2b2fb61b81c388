/**
 * One editor's check must not stall the studio for everyone (issue 50, item 4): while a check runs,
 * the studio's /healthz, asked every 50 ms by another process (whose own timers the studio cannot
 * hold up, unlike this test's), keeps answering within a second.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteCopy } from "./editor-server.ts";
import { login, startStudio, studioFetch, type TestStudio } from "./studio-helper.ts";

let s: TestStudio;
let site: string;
let editor: { cookie: string; csrf: string };
beforeAll(async () => {
  site = siteCopy("nexaforge-studio-stall-");
  s = await startStudio({ "ed@example.com": "editor" }, { STUDIO_SITE_DIR: site });
  await s.listen();
  editor = await login(s, "ed@example.com");
  // The first check reads the site: the checks below are each the cost of one draft.
  const res = await studioFetch(s, "/studio/api/editor/check", {
    body: { file: "about.json", page: read("pages/about.json") },
    ...editor,
  });
  expect(res.status).toBe(200);
});
afterAll(async () => {
  await s.close();
  fs.rmSync(site, { recursive: true, force: true });
});

const read = (file: string) => JSON.parse(fs.readFileSync(path.join(site, file), "utf8")) as Record<string, unknown>;

/** The slowest of the answers to /healthz, asked every 50 ms from another process until `stop`. */
function pollHealth(base: string) {
  const child = spawn(
    process.execPath,
    [
      "-e",
      `let worst = 0, count = 0, stop = false;
      process.stdin.on("data", () => (stop = true));
      (async () => {
        while (!stop) {
          const t = performance.now();
          await fetch(${JSON.stringify(`${base}/healthz`)});
          worst = Math.max(worst, performance.now() - t);
          count++;
          await new Promise((r) => setTimeout(r, 50));
        }
        console.log(JSON.stringify({ worst, count }));
      })();`,
    ],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  let out = "";
  child.stdout.on("data", (chunk) => (out += chunk));
  return {
    stop: async () => {
      child.stdin.end("stop");
      await new Promise((resolve) => child.once("exit", resolve));
      return JSON.parse(out) as { worst: number; count: number };
    },
  };
}

/** Waits until the poller has had answers (it has started), then runs `check` while it polls. */
async function whilePolled<T>(check: () => Promise<T>) {
  const poll = pollHealth(s.base);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const answer = await check();
  const health = await poll.stop();
  return { answer, health };
}

describe("the studio while an editor checks", () => {
  it("answers /healthz within a second while a content check with 20,000 unknown fields runs", async () => {
    const content = read("content/site.json");
    for (let i = 0; i < 20_000; i++) content[`unknown${i}`] = i;
    const { answer, health } = await whilePolled(async () => {
      const res = await studioFetch(s, "/studio/api/editor/content-check", {
        body: { name: "site", content },
        ...editor,
      });
      return { status: res.status, body: (await res.json()) as { message: string } };
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^This holds 20,000 fields that are not part of any page or setting/);
    expect(health.count).toBeGreaterThan(0);
    expect(health.worst).toBeLessThan(1000);
  });

  it("answers /healthz within a second while a page check of seconds runs (a question list of 15,000), and the check answers", async () => {
    const page = read("pages/about.json");
    const items = Array.from({ length: 15_000 }, (_, i) => ({
      question: `Question number ${i} about our work?`,
      answer: `Answer number ${i}, written for this test.`,
    }));
    (page.sections as unknown[]).push({ type: "faq", heading: "Questions people ask us", items });
    const { answer, health } = await whilePolled(async () => {
      const res = await studioFetch(s, "/studio/api/editor/check", { body: { file: "about.json", page }, ...editor });
      return { status: res.status, body: (await res.json()) as { problems: unknown[] } };
    });
    expect(answer).toEqual({ status: 200, body: { problems: [] } });
    expect(health.worst).toBeLessThan(1000);
  });
});
