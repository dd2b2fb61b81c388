/**
 * Links planted in the site's files, through the editor's API as `npm run edit` serves it (a real
 * socket, a copy of the site): the store follows none of them. A new page's Bangla edition is not
 * written through a linked folder, and a linked content file or translation is not read and sent:
 * each is refused (400) in plain words that name no folder of this machine, and nothing outside
 * the site is written.
 */
import fs from "node:fs";
import path from "node:path";
import type { ViteDevServer } from "vite";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONTENT_FOLDERS, ROOT } from "../../engine/paths.ts";
import { tempDir } from "./contact-helper.ts";
import { callEditor, startEditorOnCopy } from "./editor-server.ts";

let root: string;
let server: ViteDevServer;
let base: string;
let outside: string;

beforeAll(async () => {
  ({ root, server, base } = await startEditorOnCopy("nexaforge-editor-links-"));
}, 30_000);

// Each test plants its link in the site as it is, and a folder outside the site for it to lead to.
beforeEach(() => {
  for (const dir of CONTENT_FOLDERS) {
    fs.rmSync(path.join(root, dir), { recursive: true, force: true });
    fs.cpSync(path.join(ROOT, dir), path.join(root, dir), { recursive: true });
  }
  outside = tempDir("nexaforge-editor-links-out-");
});
afterEach(() => fs.rmSync(outside, { recursive: true, force: true }));

afterAll(async () => {
  await server?.close();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

const call = (route: string, body?: unknown) => callEditor(base, route, body);

const LINK_REFUSED = /is a link to somewhere else.*Ask a developer to replace the link with the file or folder itself/;

/** A page that passes the site's checks, new at `file`. */
const newPage = (title: string) => ({
  $schema: "../../schema/page.schema.json",
  meta: { title, description: "Roles open at Nexaforge in Dhaka for developers, designers and marketers this year." },
  sections: [{ type: "pageHero", title, breadcrumb: [{ label: "Home", href: "/" }, { label: title }] }],
});

/** What a refusal must never say: a folder of this machine. */
function namesNoFolder(text: string) {
  for (const dir of [root, outside, ROOT]) expect(text).not.toContain(dir);
}

describe("links planted in the site's files", () => {
  it("a new page's Bangla edition is not written through a folder of i18n/bn/pages/ linked outside the site", async () => {
    fs.symlinkSync(outside, path.join(root, "i18n", "bn", "pages", "careers"));
    const res = await call("save", { file: "careers/open-roles.json", version: null, page: newPage("Open roles") });
    expect(res.status, res.text).toBe(400);
    expect(res.json.message).toMatch(LINK_REFUSED);
    expect(res.json.message).toMatch(/^The translation/);
    namesNoFolder(res.text);
    expect(fs.readdirSync(outside)).toEqual([]);
    // Refused whole: the page is not written without its edition either.
    expect(fs.existsSync(path.join(root, "pages", "careers"))).toBe(false);
  });

  it("a content file linked to a file outside the site is not read and sent", async () => {
    const secret = '{ "secret": "kept outside the site" }\n';
    fs.writeFileSync(path.join(outside, "secret.json"), secret);
    fs.rmSync(path.join(root, "content", "clients.json"));
    fs.symlinkSync(path.join(outside, "secret.json"), path.join(root, "content", "clients.json"));
    const res = await call("content?name=clients");
    expect(res.status, res.text).toBe(400);
    expect(res.json.message).toMatch(LINK_REFUSED);
    expect(res.text).not.toContain("kept outside the site");
    namesNoFolder(res.text);
  });

  it("a translation linked to a file outside the site is neither read nor written through", async () => {
    const secret = '{ "fields": { "/meta/title": { "text": "kept outside the site", "from": "000000000000" } } }\n';
    fs.writeFileSync(path.join(outside, "about.json"), secret);
    const own = path.join(root, "i18n", "bn", "pages", "about.json");
    fs.rmSync(own);
    fs.symlinkSync(path.join(outside, "about.json"), own);
    const read = await call("translation?source=pages/about.json&locale=bn");
    expect(read.status, read.text).toBe(400);
    expect(read.json.message).toMatch(LINK_REFUSED);
    expect(read.text).not.toContain("kept outside the site");
    namesNoFolder(read.text);
    const save = await call("translation-save", {
      source: "pages/about.json",
      locale: "bn",
      version: null,
      fields: {},
    });
    expect(save.status, save.text).toBe(400);
    expect(fs.readFileSync(path.join(outside, "about.json"), "utf8")).toBe(secret);
    expect(fs.lstatSync(own).isSymbolicLink()).toBe(true);
  });

  it("a page file linked to another page of the site is not opened through the link", async () => {
    // Inside pages/ the page guard lets it through; the store does not follow it either.
    fs.rmSync(path.join(root, "pages", "contact.json"));
    fs.symlinkSync(path.join(root, "pages", "about.json"), path.join(root, "pages", "contact.json"));
    const res = await call("page?file=contact.json");
    expect(res.status, res.text).toBe(400);
    expect(res.json.message).toMatch(LINK_REFUSED);
    namesNoFolder(res.text);
  });

  it("the pickers' pictures leave out a picture linked from outside the site", async () => {
    fs.writeFileSync(path.join(outside, "leak.png"), "not a picture of the site");
    const link = path.join(root, "public", "images", "leak.png");
    fs.symlinkSync(path.join(outside, "leak.png"), link);
    try {
      const res = await call("site");
      expect(res.status, res.text).toBe(200);
      const images = res.json.images as string[];
      expect(images.length).toBeGreaterThan(0);
      expect(images).not.toContain("/images/leak.png");
    } finally {
      fs.rmSync(link);
    }
  });
});
