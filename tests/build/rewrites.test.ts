import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { externalize, HYDRATION_DIR } from "../../scripts/lib/hydration-data.ts";
import { htmlFiles } from "../../scripts/lib/html-files.ts";
import { paintFirst } from "../../scripts/lib/paint-first.ts";
import { withoutHandCursor } from "../../scripts/lib/slick-css-plugin.ts";
import { ROOT } from "../../engine/paths.ts";
import { TAP_KEEPER } from "../../src/generated/tap-keeper.ts";
import { refusal } from "../rewrite-refusal.ts";

// The build rewrites what React Router and slick-carousel produce (scripts/lib/rewrite-shape.ts).
// Each rewrite is checked here on every page the build made: it was applied, and run again over
// the page, whose shape it no longer finds, it stops with its RewriteShapeError instead of going on.
// (React DOM's rewrite: react-sentinels.test.ts.)
const client = path.join(ROOT, "build/client");
const pages = htmlFiles(client).map((file) => ({
  name: path.relative(client, file),
  html: fs.readFileSync(file, "utf8"),
}));

describe("the build's rewrites, on every built page", () => {
  it("finds the pages", () => {
    expect(pages.length).toBeGreaterThan(40);
  });

  it("paint-first: no module preload, one module script that waits for the paint, React Router's scripts emptied", () => {
    for (const { name, html } of pages) {
      expect(html, name).not.toContain('rel="modulepreload"');
      const modules = [...html.matchAll(/<script type="module" async="">([\s\S]*?)<\/script>/g)];
      expect(modules, name).toHaveLength(1);
      expect(modules[0]![1], name).toMatch(/^await new Promise\(\(r\)=>\{[^\n]*"first-contentful-paint"/);
      expect(modules[0]![1], name).toContain("window.__reactRouterContext = ");
      expect(html, name).not.toMatch(/^\s*import\s/m);
      // The tap keeper in <head> (src/app/tap-keeper.ts), then the scroll, context and data scripts,
      // which stay as empty elements, for React to hydrate.
      expect(html.match(/<script>[\s\S]*?<\/script>/g), name).toEqual([
        `<script>${TAP_KEEPER}</script>`,
        "<script></script>",
        "<script></script>",
        "<script></script>",
      ]);
      expect(refusal(() => paintFirst(html, name))).toMatch(
        new RegExp(`^paint-first: ${name.replace(/\./g, "\\.")}: expected React Router's scroll restoration script`),
      );
    }
  });

  it("hydration data: no data in the page, and the file it fetches holds the data", () => {
    const files = new Set(fs.readdirSync(path.join(client, HYDRATION_DIR)));
    for (const { name, html } of pages) {
      expect(html, name).not.toMatch(/streamController\.enqueue\("/);
      expect(html, name).not.toContain("streamController.close();</script>");
      const urls = [...html.matchAll(/\(window\.__reactRouterContext,"\/(assets\/data\/([0-9a-f]{16})\.json)"\)/g)];
      expect(urls, name).toHaveLength(1);
      const [, file, hash] = urls[0]!;
      expect(files.has(path.basename(file!)), name).toBe(true);
      const data = fs.readFileSync(path.join(client, file!), "utf8");
      expect(createHash("sha256").update(data).digest("hex").slice(0, 16)).toBe(hash);
      expect(refusal(() => externalize(html, name))).toMatch(
        new RegExp(`^hydration data: ${name.replace(/\./g, "\\.")}: expected the page's data`),
      );
    }
  });

  it("slick-css: the inlined slick rules have no cursor: hand, and the rule they kept is found", () => {
    for (const { name, html } of pages) {
      const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join("\n");
      expect(css, name).toContain(".slick-list.dragging{cursor:pointer}");
      expect(css, name).not.toMatch(/cursor:\s*hand/);
      expect(refusal(() => withoutHandCursor(postcss.parse(css), name))).toContain(
        "found 1 such rules ({ cursor: pointer }) and 0 cursor: hand",
      );
    }
  });
});
