/**
 * The real build served from a releases folder: a second release made by copying it with a new
 * /about heading (and one script chunk renamed, as a rebuild renames a changed chunk); a client
 * fetching /about 20 times a second and the first release's chunk through the switch and the roll
 * back sees only 200s, the other heading from the first request after each switch, and each
 * page with the Content-Security-Policy of its own inline scripts.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { Releases } from "../../server/releases.ts";
import { fetchThroughout, headingOf } from "../switch-client.ts";

const BUILD = loadConfig({}).buildDir;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-build-releases-"));
const releases = new Releases(path.join(dir, "releases"));
/** A script chunk /about loads, which the second release has under another name. */
const chunk = /["'](\/assets\/[^"']+\.js)["']/.exec(fs.readFileSync(path.join(BUILD, "client/about/index.html"), "utf8"))?.[1];
let first: string;
let second: string;
let app: Awaited<ReturnType<typeof buildApp>>;
let base: string;

/** The build copied with /about's heading changed (its .br and .gz too) and `chunk` renamed. */
function renewedBuild(): string {
  const copy = path.join(dir, "renewed");
  fs.cpSync(BUILD, copy, { recursive: true });
  const about = path.join(copy, "client/about/index.html");
  const html = fs.readFileSync(about, "utf8").replace("<h1>About Us<", "<h1>About Us, renewed<");
  fs.writeFileSync(about, html);
  fs.writeFileSync(`${about}.br`, zlib.brotliCompressSync(html));
  fs.writeFileSync(`${about}.gz`, zlib.gzipSync(html));
  for (const suffix of ["", ".br", ".gz"]) {
    const from = path.join(copy, "client", chunk! + suffix);
    if (fs.existsSync(from)) fs.renameSync(from, from.replace(/\.js/, "-renewed.js"));
  }
  return copy;
}

/** The script-src hashes a page's inline scripts need (its structured data is not run, so it needs none). */
function inlineHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash("sha256").update(m[1]!).digest("base64")}'`,
  );
}

beforeAll(async () => {
  expect(chunk).toBeDefined();
  first = releases.install(BUILD);
  releases.activate(first);
  second = releases.install(renewedBuild());
  const config = loadConfig({ RELEASES_DIR: releases.dir, DATABASE_FILE: path.join(dir, "data", "enquiries.db") });
  app = await buildApp(config, { logger: false });
  base = await app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function expectSwitch(to: string, heading: string) {
  expect(headingOf(await (await fetch(`${base}/about`)).text())).not.toBe(heading);
  const { pages, assetStatuses, switchedAt } = await fetchThroughout(base, chunk!, async () => {
    releases.activate(to);
    return performance.now();
  });
  expect(pages.filter((p) => p.status !== 200)).toEqual([]);
  expect(assetStatuses.every((s) => s === 200)).toBe(true);
  const after = pages.filter((p) => p.startedAt > switchedAt);
  expect(after.length).toBeGreaterThanOrEqual(10);
  expect(after.every((p) => p.heading === heading)).toBe(true);
  const page = await fetch(`${base}/about`, { headers: { "accept-encoding": "br" } });
  const html = await page.text();
  expect(headingOf(html)).toBe(heading);
  for (const hash of inlineHashes(html)) expect(page.headers.get("content-security-policy")).toContain(hash);
}

describe("the real build through a switch", { timeout: 60_000 }, () => {
  it("switches to the renewed /about with only 200s, and the first release's chunk still answers", () =>
    expectSwitch(second, "About Us, renewed"));

  it("rolls back the same way", () => expectSwitch(first, "About Us"));
});
