import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { listPageFiles } from "../../src/content/files.server.ts";
import { ROOT } from "../../src/content/paths.ts";

// Bytes, not time: the gzip size of each route's prerendered HTML and of the JavaScript it loads
// before the page is interactive (module preloads and the entry's static imports).
const client = path.join(ROOT, "build/client");
const budget = JSON.parse(fs.readFileSync(path.join(ROOT, "bench/size-budget.json"), "utf8")) as {
  firstLoadJsGzipBytes: number;
  htmlGzipBytes: number;
};
const gzip = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

function firstLoadJs(html: string): string[] {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
  const imports = [...html.matchAll(/import(?:\s*\*\s*as\s*\w+\s*from)?\s*"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  return [...new Set([...preloads, ...imports])];
}

describe("size budget (bench/size-budget.json)", () => {
  for (const { route } of listPageFiles()) {
    const rel = route === null ? "404.html" : route === "/" ? "index.html" : `${route.slice(1)}/index.html`;
    it(`${route ?? "not-found"} stays within its HTML and first-load JavaScript budget`, () => {
      const html = fs.readFileSync(path.join(client, rel), "utf8");
      const scripts = firstLoadJs(html);
      expect(scripts.length).toBeGreaterThan(0);
      const js = scripts.reduce((sum, src) => sum + gzip(path.join(client, src)), 0);
      expect(js, `first-load JS gzip bytes (${scripts.length} files)`).toBeLessThanOrEqual(budget.firstLoadJsGzipBytes);
      expect(gzip(path.join(client, rel)), "HTML gzip bytes").toBeLessThanOrEqual(budget.htmlGzipBytes);
    });
  }
});
