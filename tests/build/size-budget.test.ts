import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { firstLoadJs, gzipBytes, htmlFileOf } from "../../scripts/lib/first-load.ts";
import { listPageFiles } from "../../engine/files.server.ts";
import { ROOT } from "../../engine/paths.ts";
import { LOCALES, localePath } from "../../src/lib/locale.ts";

// Bytes, not time: the gzip size of each route's prerendered HTML and of the JavaScript it loads
// before the page is interactive (module preloads and the entry's static imports), in every
// language: Bengali letters take 3 bytes each in UTF-8, so a Bangla page's HTML is the larger.
const client = path.join(ROOT, "build/client");
const budget = JSON.parse(fs.readFileSync(path.join(ROOT, "bench/size-budget.json"), "utf8")) as {
  firstLoadJsGzipBytes: number;
  htmlGzipBytes: number;
  bengaliFontBytes: number;
};
/** The font files a page preloads ('/assets/noto-sans-bengali-bengali-400-normal-BFibWJDZ.woff2'). */
const preloadedFonts = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)" as="font"/g)].map((m) => m[1]!);
const isBengali = (href: string) => /noto-sans-bengali/.test(href);
/** Every address of every page: '/about', '/bn/about', ... and each language's not-found page ('/404', '/bn/404'). */
const addresses = LOCALES.flatMap((locale) =>
  listPageFiles().map(({ route }) => localePath(route ?? "/404", locale)),
);

describe("size budget (bench/size-budget.json)", () => {
  it("covers every page in both languages", () => {
    expect(addresses.filter((a) => a.startsWith("/bn")).length).toBe(addresses.length / 2);
  });

  for (const address of addresses) {
    it(`${address} stays within its HTML and first-load JavaScript budget`, () => {
      const js = firstLoadJs(client, address);
      expect(js.files).toBeGreaterThan(0);
      expect(js.bytes, `first-load JS gzip bytes (${js.files} files)`).toBeLessThanOrEqual(budget.firstLoadJsGzipBytes);
      expect(gzipBytes(htmlFileOf(client, address)), "HTML gzip bytes").toBeLessThanOrEqual(budget.htmlGzipBytes);
    });
  }

  // woff2 is compressed already: its bytes are what a visitor downloads. Bengali letters are drawn
  // by Noto Sans Bengali (src/styles/bengali.css), which only Bangla pages need.
  it("has every Bangla page preload Noto Sans Bengali's two files within budget, and English pages none", () => {
    const sizes = new Set<number>();
    for (const address of addresses) {
      const fonts = preloadedFonts(fs.readFileSync(htmlFileOf(client, address), "utf8"));
      const bengali = fonts.filter(isBengali);
      if (!address.startsWith("/bn")) {
        expect(bengali, address).toEqual([]);
        continue;
      }
      expect(bengali.map((f) => f.replace(/-[\w-]{8}\.woff2$/, "")), address).toEqual([
        "/assets/noto-sans-bengali-bengali-400-normal",
        "/assets/noto-sans-bengali-bengali-700-normal",
      ]);
      const bytes = bengali.reduce((sum, f) => sum + fs.statSync(path.join(client, f)).size, 0);
      expect(bytes, `${address}: Bengali font bytes`).toBeLessThanOrEqual(budget.bengaliFontBytes);
      sizes.add(bytes);
    }
    console.log(`Bengali font bytes preloaded by a Bangla page: ${[...sizes].join(", ")}`);
  });
});
