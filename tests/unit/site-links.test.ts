import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { copySite } from "../../scripts/lib/site-copy.ts";
import { loadSiteContent } from "../../engine/load.server.ts";

// The site reads only its own files: a link planted in a checkout (by hand, or by a commit that
// adds one) must not bring a file from elsewhere on the machine into the checks, a page, the editor
// or a build. Each link is reported where it is, and what it points at is never read.
let site: ReturnType<typeof copySite> | undefined;
afterEach(() => site?.remove());

/**
 * A copy of the site whose file `rel` is a link to a copy of it outside the site, its words saying
 * where they came from: the site as it is loaded.
 */
function loadedWithLinked(rel: string) {
  site = copySite();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-outside-")), path.basename(rel));
  const text = fs.readFileSync(path.join(site.root, rel), "utf8");
  fs.writeFileSync(file, text.replace(/"name": "[^"]*"/, '"name": "SECRET FROM OUTSIDE"'));
  fs.rmSync(path.join(site.root, rel));
  fs.symlinkSync(file, path.join(site.root, rel));
  return loadSiteContent(site.root);
}

const place = (p: { file: string; code: string }) => `${p.file} ${p.code}`;

describe("links in the site's folder", () => {
  it("a linked content file is reported, and its words are read nowhere", () => {
    const content = loadedWithLinked("content/clients.json");
    expect(content.problems.map(place)).toContain("content/clients.json file.link");
    expect(content.collections.clients).toBeUndefined();
    expect(JSON.stringify(content)).not.toContain("SECRET FROM OUTSIDE");
  });

  it("a linked page file is reported and not read", () => {
    const content = loadedWithLinked("pages/about.json");
    expect(content.problems.map(place)).toContain("pages/about.json file.link");
    expect(content.pages.map((p) => p.file)).not.toContain("about.json");
    expect(JSON.stringify(content)).not.toContain("SECRET FROM OUTSIDE");
  });

  it("a linked translation folder is reported, and the Bangla words behind it are not shown", () => {
    site = copySite();
    const real = path.join(site.root, "i18n/bn/pages/services");
    const moved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-outside-")), "services");
    fs.cpSync(real, moved, { recursive: true });
    fs.rmSync(real, { recursive: true });
    fs.symlinkSync(moved, real);
    const content = loadSiteContent(site.root);
    expect(content.problems.filter((p) => p.code === "file.link").map((p) => p.file)).toContain(
      "i18n/bn/pages/services/index.json",
    );
    expect(Object.keys(content.translations.bn ?? {})).not.toContain("pages/services/index.json");
  });
});
