import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { UNSAFE_decodeViaTurboStream as decode } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { externalize, externalizeHydrationData, HYDRATION_DIR } from "../../scripts/lib/hydration-data.ts";
import { RewriteShapeError } from "../../scripts/lib/rewrite-shape.ts";
import { refusal } from "../rewrite-refusal.ts";

// React Router's hydration data as its prerender writes it: the stream's text in JSON string
// literals (with "<" escaped), split here over two chunks, then the script that closes the stream.
const DATA = '[{"_1":2},"loaderData",{"_3":4},"root",{"_5":6},"text","</script> & <b>"]\n';
const half = DATA.length >> 1;
const literal = (s: string) => JSON.stringify(s).replace(/</g, "\\u003c");
const PAGE = [
  "<!DOCTYPE html><html><head><title>t</title></head><body><main><h1>Hello</h1></main>",
  '<script>window.__reactRouterContext = {"ssr":false};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());</script>',
  '<script type="module" async="">import("/assets/entry.client-1.js");</script>',
  `<script>window.__reactRouterContext.streamController.enqueue(${literal(DATA.slice(0, half))});</script>`,
  `<script>window.__reactRouterContext.streamController.enqueue(${literal(DATA.slice(half))});</script>`,
  "<script>window.__reactRouterContext.streamController.close();</script>",
  "</body></html>",
].join("");

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** Runs the page's new script as the browser would, with `fetch` answering from `files`. */
async function runLoader(html: string, files: Record<string, string | number>) {
  const script = [...html.matchAll(/<script>(\(\(c,u\)=>[\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(script).toHaveLength(1);
  const chunks: string[] = [];
  let closed = false;
  const context = { streamController: { enqueue: (t: string) => chunks.push(t), close: () => (closed = true) } };
  const asked: string[] = [];
  const fetch = async (url: string) => {
    asked.push(url);
    const file = files[url];
    return typeof file === "string"
      ? { ok: true, text: async () => file }
      : { ok: false, status: file ?? 404, text: async () => "" };
  };
  const setTimeout = (fn: () => void) => fn(); // no real wait before the retry
  new Function("window", "fetch", "setTimeout", script[0]!)({ __reactRouterContext: context }, fetch, setTimeout);
  await new Promise((r) => globalThis.setTimeout(r, 10));
  return { chunks, closed, asked };
}

describe("hydration data moved out of the page", () => {
  it("takes every chunk and the closing script out of the HTML and keeps the rest as it was", () => {
    const result = externalize(PAGE)!;
    expect(result.data).toBe(DATA);
    expect(result.file).toMatch(new RegExp(`^${HYDRATION_DIR}/[0-9a-f]{16}\\.json$`));
    expect(result.html).not.toContain("__reactRouterContext.streamController.enqueue(");
    expect(result.html).not.toContain("streamController.close();</script>");
    expect(result.html).toContain("<main><h1>Hello</h1></main>");
    expect(result.html).toContain('import("/assets/entry.client-1.js")');
    expect(result.html).toContain(`"/${result.file}"`);
    // Nothing else changed: without the new script, it is the page without the three old ones.
    const withoutOld = PAGE.replace(/<script>window\.__reactRouterContext\.streamController\.[\s\S]*?<\/script>/g, "");
    expect(result.html.replace(/<script>\(\(c,u\)=>[\s\S]*?<\/script>/, "")).toBe(withoutOld);
  });

  it("names the file by its content, so it can be cached for good", () => {
    const other = externalize(PAGE.replace("Hello", "Hi"))!;
    expect(other.file).toBe(externalize(PAGE)!.file);
    const changed = externalize(PAGE.replace("\\u003cb>", "\\u003ci>"))!;
    expect(changed.file).not.toBe(other.file);
  });

  it("hands the file's text to React Router's stream, which decodes it as the inline data", async () => {
    const { html, file, data } = externalize(PAGE)!;
    const { chunks, closed } = await runLoader(html, { [`/${file}`]: data });
    expect(closed).toBe(true);
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        chunks.forEach((t) => c.enqueue(new TextEncoder().encode(t)));
        c.close();
      },
    });
    const decoded = await decode(stream, globalThis as unknown as Window);
    expect(decoded.value).toEqual({ loaderData: { root: { text: "</script> & <b>" } } });
  });

  it("tries once more when the file does not come, then leaves the page as its HTML", async () => {
    const { html, file } = externalize(PAGE)!;
    const failing = await runLoader(html, { [`/${file}`]: 503 });
    expect(failing.asked).toEqual([`/${file}`, `/${file}`]);
    expect(failing.chunks).toEqual([]);
    expect(failing.closed).toBe(false);
  });

  it("stops the build, saying what to update, on a page whose data is not as React Router writes it", () => {
    const refused = (page: string) => {
      const message = refusal(() => externalize(page, "about/index.html"));
      expect(message).toMatch(
        /^hydration data: about\/index\.html: expected .+\. React Router's inline hydration data changed shape: update scripts\/lib\/hydration-data\.ts\.$/,
      );
      return message;
    };
    expect(refused("<html><body><h1>Static</h1></body></html>")).toContain("found none");
    const closing = "<script>window.__reactRouterContext.streamController.close();</script>";
    expect(refused(PAGE.replace("</body>", `${closing}</body>`))).toContain("found 2");
    expect(refused(PAGE.replace(closing, ""))).toContain("found 0");
    // A chunk written another way would be left in the page, and the stream given its data twice.
    const otherChunk = PAGE.replace(
      /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>(?=<script>window\.__reactRouterContext\.streamController\.close)/,
      "<script>window.__reactRouterContext.streamController.enqueue( $1 );</script>",
    );
    expect(otherChunk).not.toBe(PAGE);
    expect(refused(otherChunk)).toContain("found one in another form");
  });

  it("rewrites every page of a build folder and writes one file per distinct data", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hydration-"));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, "about"), { recursive: true });
    fs.mkdirSync(path.join(dir, "assets"), { recursive: true });
    fs.writeFileSync(path.join(dir, "index.html"), PAGE);
    fs.writeFileSync(path.join(dir, "about", "index.html"), PAGE.replace("\\u003cb>", "\\u003ci>"));
    fs.writeFileSync(path.join(dir, "assets", "stray.html"), PAGE); // assets are never pages
    expect(externalizeHydrationData(dir)).toBe(2);
    expect(fs.readdirSync(path.join(dir, HYDRATION_DIR))).toHaveLength(2);
    expect(fs.readFileSync(path.join(dir, "about", "index.html"), "utf8")).not.toContain('streamController.enqueue("');
    expect(fs.readFileSync(path.join(dir, "assets", "stray.html"), "utf8")).toBe(PAGE);
    // Run again on its own output, it finds no data where React Router puts it, and says so.
    expect(() => externalizeHydrationData(dir)).toThrow(RewriteShapeError);
  });
});
