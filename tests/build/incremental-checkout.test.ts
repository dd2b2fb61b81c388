import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { BUILD_SOURCE_FILE } from "../../contracts/site-manifest.ts";
import { buildRelease } from "../../scripts/lib/incremental-build.ts";
import { ROOT } from "../../engine/paths.ts";
import { differences } from "./build-tree.ts";

// The studio builds from a checkout of its own whose node_modules is a link to this repository's,
// into a releases folder elsewhere: buildRelease must work from such a root, whichever branch a
// change needs (only the edited page, or a full build when code changed).
const BUILD = path.join(ROOT, "build");
const top = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-checkout-"));
const checkout = path.join(top, "site");
const releases = path.join(top, "releases");
const LEFT_OUT = new Set(["node_modules", "build", "build-dev", "build-studio", ".git", "artifacts", ".bench"]);
fs.cpSync(ROOT, checkout, {
  recursive: true,
  filter: (source) => path.dirname(source) !== ROOT || !LEFT_OUT.has(path.basename(source)),
});
fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(checkout, "node_modules"));
afterAll(() => fs.rmSync(top, { recursive: true, force: true }));

const aboutFile = path.join(checkout, "pages/about.json");
const edit = (title: string) =>
  fs.writeFileSync(aboutFile, fs.readFileSync(aboutFile, "utf8").replace(/"title": "[^"]*"/, `"title": "${title}"`));

// A picture as the studio stores an upload (public/images/uploads/<name>.webp), shown on /about.
const PICTURE = "images/uploads/office-team.webp";
const original = fs.readFileSync(aboutFile, "utf8");
async function showPicture() {
  const bytes = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: "#2a6f97" } })
    .webp()
    .toBuffer();
  fs.mkdirSync(path.dirname(path.join(checkout, "public", PICTURE)), { recursive: true });
  fs.writeFileSync(path.join(checkout, "public", PICTURE), bytes);
  const page = JSON.parse(fs.readFileSync(aboutFile, "utf8")) as { sections: { image?: object }[] };
  page.sections[1]!.image = { src: `/${PICTURE}`, alt: "The team at work in the Dhaka office", width: 1800, height: 1200 };
  fs.writeFileSync(aboutFile, `${JSON.stringify(page, null, 2)}\n`);
}
/** The picture and each narrower copy its srcset names, with their widths, as a build holds them. */
async function pictureFiles(build: string) {
  const html = fs.readFileSync(path.join(build, "client/about/index.html"), "utf8");
  const srcset = /<img[^>]*srcSet="([^"]*office-team[^"]*)"/i.exec(html)?.[1] ?? "";
  const named = srcset.split(", ").map((entry) => entry.split(" ")[0]!);
  return Promise.all(
    named.map(async (src) => {
      const file = path.join(build, "client", src);
      const found = fs.existsSync(file);
      return { src, found, width: found ? (await sharp(file).metadata()).width : 0 };
    }),
  );
}
const WITH_COPIES = [
  { src: "/images/uploads/office-team.480w.webp", found: true, width: 480 },
  { src: "/images/uploads/office-team.960w.webp", found: true, width: 960 },
  { src: "/images/uploads/office-team.1600w.webp", found: true, width: 1600 },
  { src: "/images/uploads/office-team.webp", found: true, width: 1800 },
];

describe("buildRelease from a separate checkout of the site", () => {
  it("copies a new picture of the checkout's public/ with its narrower copies, rendering only the page that shows it", async () => {
    await showPicture();
    const out = path.join(releases, "picture");
    const result = await buildRelease({
      root: checkout,
      previous: BUILD,
      changed: ["pages/about.json", `public/${PICTURE}`],
      out,
    });
    expect(result.plan.kind).toBe("pages");
    expect(result.rendered).toEqual(["/about", "/bn/about"]);
    expect(await pictureFiles(out)).toEqual(WITH_COPIES);
    expect(fs.readFileSync(path.join(out, "client", PICTURE))).toEqual(
      fs.readFileSync(path.join(checkout, "public", PICTURE)),
    );
    // Taken away again: the picture and its copies go, and the build is the previous one, byte for byte.
    fs.writeFileSync(aboutFile, original);
    fs.rmSync(path.join(checkout, "public/images/uploads"), { recursive: true });
    const back = path.join(releases, "picture-removed");
    await buildRelease({ root: checkout, previous: out, changed: ["pages/about.json", `public/${PICTURE}`], out: back });
    expect(differences(back, BUILD).filter((f) => f !== BUILD_SOURCE_FILE)).toEqual([]);
  }, 60000);


  it("renders only the edited page, with the previous build's renderer", async () => {
    edit("About us, from the studio's checkout");
    const out = path.join(releases, "page-edit");
    const result = await buildRelease({ root: checkout, previous: BUILD, changed: ["pages/about.json"], out });
    expect(result.rendered).toEqual(["/about", "/bn/about"]);
    expect(fs.readFileSync(path.join(out, "client/about/index.html"), "utf8")).toContain(
      "About us, from the studio&#x27;s checkout",
    );
    expect(
      differences(out, BUILD).filter(
        (f) =>
          !f.startsWith("client/assets/data/") &&
          !f.startsWith("client/about") &&
          !f.startsWith("client/bn/about") &&
          // The commit each was built from: the copy is not the checkout (tests/build/release-commit.test.ts).
          f !== BUILD_SOURCE_FILE,
      ),
    ).toEqual([".input-hash", "script-hashes.json"]);
  }, 60000);

  it("makes a full build into a folder outside both when code changed, with the checkout's pictures", async () => {
    await showPicture();
    edit("About us, built in full");
    const out = path.join(releases, "full");
    const result = await buildRelease({
      root: checkout,
      previous: BUILD,
      changed: ["pages/about.json", "src/app/root.tsx"],
      out,
    });
    expect(result.plan.kind).toBe("full");
    expect(fs.readFileSync(path.join(out, "client/about/index.html"), "utf8")).toContain("About us, built in full");
    expect(fs.existsSync(path.join(out, "renderer/index.js"))).toBe(true);
    // The pictures come from the checkout's public/, not from the code's (which has no such picture).
    expect(fs.existsSync(path.join(ROOT, "public", PICTURE))).toBe(false);
    expect(await pictureFiles(out)).toEqual(WITH_COPIES);
    expect(fs.readdirSync(path.join(ROOT, "node_modules/.cache/full-builds"))).toEqual([]);
  }, 240000);
});
