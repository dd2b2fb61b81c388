import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listPageFiles } from "../../src/content/files.server.ts";
import { ROOT } from "../../src/content/paths.ts";
import { firstLoadJs, gzipBytes, htmlFileOf } from "../../scripts/lib/first-load.ts";

// Bytes, not time: the gzip size of each route's prerendered HTML and of the JavaScript it loads
// before the page is interactive (module preloads and the entry's static imports).
const client = path.join(ROOT, "build/client");
const budget = JSON.parse(fs.readFileSync(path.join(ROOT, "bench/size-budget.json"), "utf8")) as {
  firstLoadJsGzipBytes: number;
  htmlGzipBytes: number;
};

describe("size budget (bench/size-budget.json)", () => {
  for (const { route } of listPageFiles()) {
    it(`${route ?? "not-found"} stays within its HTML and first-load JavaScript budget`, () => {
      const js = firstLoadJs(client, route);
      expect(js.files).toBeGreaterThan(0);
      expect(js.bytes, `first-load JS gzip bytes (${js.files} files)`).toBeLessThanOrEqual(budget.firstLoadJsGzipBytes);
      expect(gzipBytes(htmlFileOf(client, route)), "HTML gzip bytes").toBeLessThanOrEqual(budget.htmlGzipBytes);
    });
  }
});
