import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { stripScripts, writeFloor } from "../../bench/builds.ts";
import { freePort } from "../../bench/server-process.ts";
import { serveStatic } from "../../bench/static-host.ts";

// bench:web's no-JS floor: the shipped HTML with every script that runs taken out, and nothing else changed.
const PAGE = [
  "<!DOCTYPE html><html><head>",
  '<link rel="modulepreload" href="/assets/entry.client-abc.js"/>',
  '<link rel="preload" href="/assets/font.woff2" as="font"/>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  "<style>h1{color:red}</style></head><body><h1>Hello</h1>",
  '<script>window.__reactRouterContext = {"a":"</div>"};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";</script>',
  "</body></html>",
].join("\n");

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("the no-JS floor", () => {
  it("takes out every script and module preload and keeps the rest of the page", () => {
    const floor = stripScripts(PAGE);
    expect(floor).not.toMatch(/<script(?! type="application\/ld\+json")|modulepreload|__reactRouterContext/);
    // Structured data is never run: the page without scripts still carries it.
    expect(floor).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(floor).toContain('<link rel="preload" href="/assets/font.woff2" as="font"/>');
    expect(floor).toContain("<style>h1{color:red}</style></head><body><h1>Hello</h1>");
  });

  it("is served, compressed copies included, by the same static host as the shipped build", async () => {
    const from = fs.mkdtempSync(path.join(os.tmpdir(), "floor-from-"));
    const to = fs.mkdtempSync(path.join(os.tmpdir(), "floor-to-"));
    dirs.push(from, to);
    fs.mkdirSync(path.join(from, "about"));
    fs.mkdirSync(path.join(from, "assets"));
    fs.writeFileSync(path.join(from, "about", "index.html"), PAGE);
    fs.writeFileSync(path.join(from, "about", "index.html.gz"), "stale copy with scripts");
    fs.writeFileSync(path.join(from, "assets", "entry.client-abc.js"), "console.log(1)");
    writeFloor(from, to);
    expect(fs.readFileSync(path.join(from, "about", "index.html"), "utf8")).toBe(PAGE); // the source is untouched
    const copy = gunzipSync(fs.readFileSync(path.join(to, "about", "index.html.gz"))).toString();
    expect(copy).toBe(stripScripts(PAGE));

    const port = await freePort();
    const host = await serveStatic(to, "route-folders", port);
    try {
      const page = await fetch(`http://127.0.0.1:${port}/about`, { headers: { "accept-encoding": "gzip" } });
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(stripScripts(PAGE));
      const script = await fetch(`http://127.0.0.1:${port}/assets/entry.client-abc.js`);
      expect(script.headers.get("cache-control")).toContain("immutable");
      expect((await fetch(`http://127.0.0.1:${port}/nowhere`)).status).toBe(404);
    } finally {
      await host.close();
    }
  });
});
