/**
 * The editor's content store on the file system (what `npm run edit` writes through): a change of
 * several files is one unit, refused whole when any file moved on since it was read, read back
 * after it is written; and it carries an author and a message for a store that keeps history.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LinkRefused } from "../../editor/server/guard.ts";
import { StaleFile, type Change } from "../../editor/server/store/content-store.ts";
import { FileStore } from "../../editor/server/store/file-store.ts";
import { versionOf } from "../../editor/server/version.ts";

let root: string;
let store: FileStore;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-store-"));
  fs.mkdirSync(path.join(root, "pages", "services"), { recursive: true });
  fs.writeFileSync(path.join(root, "pages", "about.json"), '{ "a": 1 }\n');
  fs.writeFileSync(path.join(root, "pages", "services", "seo.json"), '{ "s": 1 }\n');
  store = new FileStore(root);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const onDisk = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

describe("the file store", () => {
  it("lists, reads and versions files by their path from the site's folder", () => {
    expect(store.list("pages")).toEqual(["pages/about.json", "pages/services/seo.json"]);
    expect(store.read("pages/about.json")).toEqual({ text: '{ "a": 1 }\n', version: versionOf('{ "a": 1 }\n') });
    expect(store.read("pages/none.json")).toBeUndefined();
    expect(store.version("pages/none.json")).toBeNull();
  });

  it("writes several files as one unit, with an author and a message, and answers their new versions", async () => {
    const change: Change = {
      texts: new Map([
        ["pages/about.json", '{ "a": 2 }\n'],
        ["pages/new/page.json", '{ "n": 1 }\n'],
        ["pages/services/seo.json", null],
      ]),
      read: new Map([
        ["pages/about.json", store.version("pages/about.json")],
        ["pages/new/page.json", null],
        ["pages/services/seo.json", store.version("pages/services/seo.json")],
      ]),
      author: { name: "Rahima Akter", email: "rahima@nexaforge.example" },
      message: "About: changed a; added /new/page; removed /services/seo",
    };
    const versions = await store.write(change);
    expect(versions).toEqual(
      new Map([
        ["pages/about.json", versionOf('{ "a": 2 }\n')],
        ["pages/new/page.json", versionOf('{ "n": 1 }\n')],
      ]),
    );
    expect(onDisk("pages/about.json")).toBe('{ "a": 2 }\n');
    // The folder a removal leaves empty goes with it; no temporary file is left behind.
    expect(fs.existsSync(path.join(root, "pages", "services"))).toBe(false);
    expect(store.list("pages")).toEqual(["pages/about.json", "pages/new/page.json"]);
  });

  it("refuses a change whole (409) when one of its files changed since it was read", async () => {
    const read = store.version("pages/about.json");
    fs.writeFileSync(path.join(root, "pages", "services", "seo.json"), '{ "s": 2 }\n');
    const writing = store.write({
      texts: new Map([
        ["pages/about.json", '{ "a": 2 }\n'],
        ["pages/services/seo.json", '{ "s": 3 }\n'],
      ]),
      read: new Map([
        ["pages/about.json", read],
        ["pages/services/seo.json", versionOf('{ "s": 1 }\n')],
      ]),
    });
    await expect(writing).rejects.toBeInstanceOf(StaleFile);
    await expect(writing).rejects.toMatchObject({ status: 409, file: "pages/services/seo.json" });
    expect(onDisk("pages/about.json")).toBe('{ "a": 1 }\n');
    expect(onDisk("pages/services/seo.json")).toBe('{ "s": 2 }\n');
  });

  it("refuses to create a file that appeared since it was read as missing, and to remove a stale one", async () => {
    const creating = store.write({
      texts: new Map([["pages/about.json", "{}\n"]]),
      read: new Map([["pages/about.json", null]]),
    });
    await expect(creating).rejects.toBeInstanceOf(StaleFile);
    await expect(store.remove("pages/about.json", versionOf("other"))).rejects.toBeInstanceOf(StaleFile);
    expect(onDisk("pages/about.json")).toBe('{ "a": 1 }\n');
  });

  it("never reaches outside its folder, whatever path it is handed", () => {
    expect(() => store.read("../package.json")).toThrow(/outside the site/);
    expect(() => store.version(path.join(root, "pages", "about.json"))).toThrow(/outside the site/);
  });

  it("follows no link: reads, versions and writes through one are refused, and a list leaves links out", async () => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), "editor-store-out-"));
    try {
      fs.writeFileSync(path.join(elsewhere, "secret.json"), "{}\n");
      fs.symlinkSync(path.join(elsewhere, "secret.json"), path.join(root, "pages", "linked.json"));
      fs.symlinkSync(elsewhere, path.join(root, "pages", "folder"));
      // A link to nothing yet: a write would create its target.
      fs.symlinkSync(path.join(elsewhere, "later"), path.join(root, "pages", "dangling"));
      expect(() => store.read("pages/linked.json")).toThrow(LinkRefused);
      expect(() => store.version("pages/folder/secret.json")).toThrow(LinkRefused);
      for (const file of ["pages/folder/new.json", "pages/dangling/new.json", "pages/linked.json"])
        await expect(
          store.write({ texts: new Map([[file, "{}\n"]]), read: new Map([[file, null]]) }),
          file,
        ).rejects.toBeInstanceOf(LinkRefused);
      expect(fs.readdirSync(elsewhere)).toEqual(["secret.json"]);
      expect(store.list("pages")).toEqual(["pages/about.json", "pages/services/seo.json"]);
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
