import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD_SOURCE_FILE } from "../../contracts/site-manifest.ts";
import { buildRelease } from "../../scripts/lib/incremental-build.ts";
import { copySite } from "../../scripts/lib/site-copy.ts";
import { generatedPage } from "../../bench/generated-site.ts";
import { listPageFiles } from "../../engine/files.server.ts";
import { ROOT } from "../../engine/paths.ts";
import { npmRun } from "../npm-run.ts";
import { differences, tree } from "./build-tree.ts";

// The real build is the previous build and the reference: a change is built incrementally, then
// undone and built incrementally again, and that second result must be the full build, byte for
// byte (every file, its compressed copies, the sitemap and both manifests).
const BUILD = path.join(ROOT, "build");
const site = copySite();
// Everything else a build reads, linked, so that the build stamp of the copy is the real build's.
for (const name of ["schema", "src", "engine", "contracts", "scripts", "package.json", "package-lock.json"])
  fs.symlinkSync(path.join(ROOT, name), path.join(site.root, name));
for (const name of ["react-router.config.ts", "vite.config.ts", "tsconfig.json"])
  fs.symlinkSync(path.join(ROOT, name), path.join(site.root, name));
let outs = 0;
const out = () => path.join(site.root, "releases", String(++outs));
const read = (rel: string) => fs.readFileSync(path.join(site.root, rel), "utf8");

/** Builds `previous` + the change, then the change undone on top of that: the second must be the full build. */
async function roundTrip(change: () => string[], undo: () => string[]) {
  const changed = out();
  let undone: string[];
  let first;
  try {
    first = await buildRelease({ root: site.root, previous: BUILD, changed: change(), out: changed });
  } finally {
    // The copy is shared by the tests that follow.
    undone = undo();
  }
  const back = out();
  await buildRelease({ root: site.root, previous: changed, changed: undone, out: back });
  // Byte for byte but for the record of the commit each was built from: the copy is not the checkout.
  expect(differences(back, BUILD).filter((f) => f !== BUILD_SOURCE_FILE)).toEqual([]);
  return { dir: changed, first };
}

let before: Map<string, string>;
beforeAll(() => {
  before = tree(BUILD);
});
afterAll(() => site.remove());

describe("incremental build", () => {
  it("rebuilds an edited page, and only it, as a full build would", async () => {
    const original = read("pages/about.json");
    const edited = original.replace(/"title": "[^"]*"/, '"title": "About us, edited"');
    expect(edited).not.toBe(original);
    const { dir, first } = await roundTrip(
      () => (site.write("pages/about.json", edited), ["pages/about.json"]),
      () => (site.write("pages/about.json", original), ["pages/about.json"]),
    );
    // The page in both languages: the Bangla page is made from the same file (its title's translation
    // is now behind the English, and still shows).
    expect(first.rendered).toEqual(["/about", "/bn/about"]);
    expect(fs.readFileSync(path.join(dir, "client/about/index.html"), "utf8")).toContain("About us, edited");
    // The page, its data, its hydration data file (a new name) and the build stamp; nothing else.
    expect(
      differences(dir, BUILD).filter((f) => !f.startsWith("client/assets/data/") && f !== BUILD_SOURCE_FILE),
    ).toEqual([
      ".input-hash",
      "client/about.data",
      "client/about.data.br",
      "client/about.data.gz",
      "client/about/index.html",
      "client/about/index.html.br",
      "client/about/index.html.gz",
      // Its module script names the new hydration data file: the record of the scripts it may run.
      "script-hashes.json",
    ]);
  }, 60000);

  it("adds a page and removes it again, with the sitemap and the site manifest", async () => {
    // A valid page of its own words (bench/generated-site.ts), linking only to itself; written as the
    // editor makes a page, with its empty Bangla edition (site-copy.ts), and removed with it.
    const file = "pages/generated/page-0.json";
    const { dir } = await roundTrip(
      () => (site.write(file, generatedPage(0, 1)), [file]),
      () => {
        for (const folder of ["pages/generated", "i18n/bn/pages/generated"])
          fs.rmSync(path.join(site.root, folder), { recursive: true });
        return [file, `i18n/bn/${file}`];
      },
    );
    expect(fs.readFileSync(path.join(dir, "client/generated/page-0/index.html"), "utf8")).toContain(
      "Generated page 0",
    );
    // Its Bangla address too, showing the English words until they are translated.
    expect(fs.readFileSync(path.join(dir, "client/bn/generated/page-0/index.html"), "utf8")).toContain(
      "Generated page 0",
    );
    const sitemap = fs.readFileSync(path.join(dir, "client/sitemap.xml"), "utf8");
    expect(sitemap).toContain("/generated/page-0</loc>");
    expect(sitemap).toContain("/bn/generated/page-0</loc>");
    expect(fs.readFileSync(path.join(dir, "site-manifest.json"), "utf8")).toContain('"/generated/page-0"');
  }, 60000);

  it("re-renders every page when a content file changes", async () => {
    const original = read("content/site.json");
    const name = (JSON.parse(original) as { name: string }).name;
    const edited = original.replace(JSON.stringify(name), JSON.stringify(`${name} Changed`));
    const { dir, first } = await roundTrip(
      () => (site.write("content/site.json", edited), ["content/site.json"]),
      () => (site.write("content/site.json", original), ["content/site.json"]),
    );
    expect(first.plan.kind).toBe("content");
    // Every page in both languages, the not-found pages with them.
    expect(first.rendered).toHaveLength(listPageFiles(path.join(site.root, "pages")).length * 2);
    expect(fs.readFileSync(path.join(dir, "client/contact/index.html"), "utf8")).toContain(`${name} Changed`);
  }, 120000);

  it("refuses a broken page in plain words, with its file and line, and writes nothing", async () => {
    const original = read("pages/about.json");
    site.write("pages/about.json", original.replace(/"title": "[^"]*",/, ""));
    const target = out();
    try {
      await expect(
        buildRelease({ root: site.root, previous: BUILD, changed: ["pages/about.json"], out: target }),
      ).rejects.toThrow(/nothing was built:\npages\/about\.json:\d+:\d+/);
    } finally {
      site.write("pages/about.json", original);
    }
    expect(fs.existsSync(target)).toBe(false);
    expect(fs.readdirSync(path.dirname(target)).filter((n) => n.includes("partial"))).toEqual([]);
  });

  it("is npm run build:pages, which says what it built; an unchanged page comes out as the full build made it", async () => {
    const target = out();
    const run = await npmRun(["-s", "build:pages", "--", "--previous", "build", "--out", target, "pages/about.json"]);
    expect(run.out).toMatch(/^Built .+ in [\d.]+ s: 2 pages rendered, 0 removed\.$/m);
    expect(run.code).toBe(0);
    // But for the record of the commit: the checkout may have moved on since build/ was made.
    expect(differences(target, BUILD).filter((f) => f !== BUILD_SOURCE_FILE)).toEqual([]);
  }, 60000);

  it("is timed by npm run bench:incremental (one run each, from the real build)", async () => {
    const run = await npmRun(["-s", "bench:incremental", "--", "--runs", "1", "--previous", "build"]);
    expect(run.out).toMatch(/^One-page edit \(pages\/about\.json\): median [\d.]+ s of 1 \([\d.]+ s\)$/m);
    expect(run.out).toMatch(/^Content change \(content\/site\.json, every page\): median [\d.]+ s of 1 /m);
    expect(run.code).toBe(0);
  }, 120000);

  it("never changes the previous build", () => {
    expect([...tree(BUILD)].filter(([name, digest]) => before.get(name) !== digest)).toEqual([]);
  });
});
