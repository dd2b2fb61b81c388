import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "./contact-helper.ts";
import { siteCopy } from "./editor-server.ts";
import { startStudio, TEST_SCRYPT, type TestStudio } from "./studio-helper.ts";

// The editor's page as the studio serves it: a production build, its addresses, and the site's pictures.
let s: TestStudio;
let site: string;
const PAGE = '<!doctype html><div id="editor"></div><script type="module" src="/studio/assets/index-abc.js"></script>';
beforeAll(async () => {
  site = siteCopy("nexaforge-studio-page-");
  await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#123456" } })
    .jpeg()
    .toFile(path.join(site, "public/images/wide.jpg"));
  // A build as `npm run build:studio` leaves it.
  const build = path.join(tempDir("nexaforge-studio-build-"), "build-studio");
  fs.mkdirSync(path.join(build, "assets"), { recursive: true });
  fs.writeFileSync(path.join(build, "index.html"), PAGE);
  fs.writeFileSync(path.join(build, "assets/index-abc.js"), "export {};");
  s = await startStudio({}, { STUDIO_SITE_DIR: site }, TEST_SCRYPT, build);
  await s.listen();
});
afterAll(() => s.close());

const get = async (url: string) => {
  const res = await fetch(s.base + url);
  return { status: res.status, type: res.headers.get("content-type"), cache: res.headers.get("cache-control"), res };
};

describe("the studio's editor page", () => {
  it.each(["/studio", "/studio/", "/studio/about", "/studio/services/seo", "/studio/_content/site", "/studio/login"])(
    "answers %s with the editor's page",
    async (url) => {
      const { status, type, cache, res } = await get(url);
      expect(status).toBe(200);
      expect(type).toMatch(/^text\/html/);
      expect(cache).toBe("no-cache");
      expect(await res.text()).toBe(PAGE);
    },
  );

  it("serves its built scripts, for a year", async () => {
    const { status, cache } = await get("/studio/assets/index-abc.js");
    expect(status).toBe(200);
    expect(cache).toMatch(/immutable/);
  });

  it.each([
    "/studio/assets/missing.js",
    "/studio/api/nothing",
    "/editor/client/main.tsx",
    "/studio/client/main.tsx",
    "/studio/main.tsx",
    "/@vite/client",
  ])("answers %s with 404: no source file, no missing script taken for the page", async (url) => {
    expect((await get(url)).status).toBe(404);
  });

  it("serves the site's pictures from its folder, and the narrower copies a srcset names", async () => {
    const svg = await get("/images/brand/logo-mark.svg");
    expect(svg.status).toBe(200);
    expect(svg.type).toMatch(/svg/);
    const copy = await get("/images/wide.480w.jpg");
    expect(copy.status).toBe(200);
    expect((await sharp(Buffer.from(await copy.res.arrayBuffer())).metadata()).width).toBe(480);
  });

  it("serves no hidden file of the site's folder and takes no write there", async () => {
    fs.writeFileSync(path.join(site, "public/.env"), "SECRET=1");
    expect((await get("/.env")).status).toBe(404);
    const put = await fetch(`${s.base}/images/brand/logo-mark.svg`, { method: "POST", headers: { origin: s.base } });
    expect(put.status).toBe(404);
  });
});

describe("a studio whose editor is not built", () => {
  it("says in words what to run", async () => {
    const bare = await startStudio({}, { STUDIO_SITE_DIR: site });
    try {
      await bare.listen();
      const res = await fetch(`${bare.base}/studio/about`);
      expect(res.status).toBe(503);
      expect(await res.text()).toContain("npm run build:studio");
    } finally {
      await bare.close();
    }
  });
});
