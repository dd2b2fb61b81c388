import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildRelease } from "../../scripts/lib/incremental-build.ts";
import { ROOT } from "../../src/content/paths.ts";
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

describe("buildRelease from a separate checkout of the site", () => {
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
        (f) => !f.startsWith("client/assets/data/") && !f.startsWith("client/about") && !f.startsWith("client/bn/about"),
      ),
    ).toEqual([".input-hash"]);
  }, 60000);

  it("makes a full build into a folder outside both when code changed", async () => {
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
    expect(fs.readdirSync(path.join(ROOT, "node_modules/.cache/full-builds"))).toEqual([]);
  }, 240000);
});
