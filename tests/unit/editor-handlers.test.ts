/**
 * The editor's operations with no host and no HTTP (editor/server/handlers/): an input and a
 * context in, plain data out. What `npm run edit` and the studio both mount must know nothing of
 * either: a refusal is a status and words, a failure a 500 whose details reach only the log.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CONTENT_FOLDERS, ROOT } from "../../engine/paths.ts";
import type { EditorContext } from "../../editor/server/handlers/context.ts";
import { handle } from "../../editor/server/handlers/handle.ts";
import { SiteCache } from "../../editor/server/handlers/site-cache.ts";
import type { Change } from "../../editor/server/store/content-store.ts";
import { FileStore } from "../../editor/server/store/file-store.ts";
import sharp from "sharp";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-handlers-"));
for (const dir of [...CONTENT_FOLDERS, "schema", "public"])
  fs.cpSync(path.join(ROOT, dir), path.join(root, dir), { recursive: true });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const logged: string[] = [];
const ctx: EditorContext = {
  store: new FileStore(root),
  cache: new SiteCache(root),
  log: (details) => logged.push(details),
  failureHint: "the log says why.",
};
const author = { name: "Rahima Akter", email: "rahima@nexaforge.example" };
/** A store on the copy that keeps every change written through it, to see its author and message. */
function recording() {
  const changes: Change[] = [];
  const store = new FileStore(root);
  const write = store.write.bind(store);
  store.write = (change) => (changes.push(change), write(change));
  return { changes, store };
}
const about = () => JSON.parse(fs.readFileSync(path.join(root, "pages", "about.json"), "utf8")) as object;

describe("the editor's handlers, called directly", () => {
  it("read a page: its text and version", async () => {
    const { status, body } = await handle("page", { file: "about.json" }, ctx);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      file: "about.json",
      text: fs.readFileSync(path.join(root, "pages", "about.json"), "utf8"),
    });
  });

  it("check a page: its problems, nothing written", async () => {
    const page = about() as { meta: { title: string } };
    page.meta.title = "";
    const before = fs.readFileSync(path.join(root, "pages", "about.json"), "utf8");
    const { status, body } = await handle("check", { file: "about.json", page }, ctx);
    expect(status).toBe(200);
    expect((body.problems as { pointer: string }[]).map((p) => p.pointer)).toContain("/meta/title");
    expect(fs.readFileSync(path.join(root, "pages", "about.json"), "utf8")).toBe(before);
  });

  it("save with a version that is no longer the file's: 409, in words, nothing written", async () => {
    const before = fs.readFileSync(path.join(root, "pages", "about.json"), "utf8");
    const { status, body } = await handle(
      "save",
      { file: "about.json", version: "0123456789abcdef", page: about() },
      ctx,
    );
    expect(status).toBe(409);
    expect(body.message).toMatch(
      /^Nothing was saved: someone else saved the About Us page \(\/about\) since you opened it/,
    );
    expect(fs.readFileSync(path.join(root, "pages", "about.json"), "utf8")).toBe(before);
  });

  it("a page file outside pages/: refused with 400, naming no folder of this machine", async () => {
    const { status, body } = await handle("page", { file: "../package.json" }, ctx);
    expect(status).toBe(400);
    expect(body.message).toMatch(/^That is not the name of one of the site's pages/);
    expect(JSON.stringify(body)).not.toContain(root);
  });

  it("an input that is not the operation's: 400 in plain words, never a validator's keyword", async () => {
    for (const [input, words] of [
      [
        { file: "about.json", version: 12345, page: about() },
        "The request held no version of the file as it was opened",
      ],
      [{ file: "about.json", version: null }, "The request held no page to check or save"],
    ] as const) {
      const { status, body } = await handle("save", input, ctx);
      expect(status).toBe(400);
      expect(body.message).toBe(`${words}: reload the editor and try again.`);
    }
  });

  it("a property the operation does not take is dropped, not refused (the editor's page sends a check its version)", async () => {
    const { status, body } = await handle("check", { file: "about.json", version: "x", page: about() }, ctx);
    expect(status).toBe(200);
    expect(body).toEqual({ problems: [] });
  });

  it("a failure that is not a refusal: 500 whose words say where to look, its details only in the log", async () => {
    const broken: EditorContext = {
      ...ctx,
      store: new FileStore(path.join(root, "no-such-folder")),
      cache: new SiteCache(path.join(root, "no-such-folder")),
    };
    const { status, body } = await handle("check", { file: "about.json", page: about() }, broken);
    expect(status).toBe(500);
    expect(body).toEqual({ message: "The editor's server failed on this request; the log says why." });
    expect(logged.join("\n")).toContain("no-such-folder");
  });

  it("an upload is written through the store, as one change with its author and a message", async () => {
    const { changes, store } = recording();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#1d4ed8" } })
      .png()
      .toBuffer();
    const { status, body } = await handle("image", { name: "Team photo.png" }, { ...ctx, store, author }, png);
    expect(status).toBe(201);
    expect(body).toEqual({ src: "/images/uploads/team-photo.webp", width: 40, height: 30 });
    expect(changes.map((c) => [[...c.texts.keys()], c.author, c.message])).toEqual([
      [["public/images/uploads/team-photo.webp"], author, "Uploaded the picture /images/uploads/team-photo.webp"],
    ]);
  });

  it("a page save and a content save reach the store with their author and what they changed in words", async () => {
    const { changes, store } = recording();
    const page = about() as { sections: { title?: string }[] };
    page.sections[0]!.title = "About Nexaforge";
    const version = store.version("pages/about.json");
    const saved = await handle("save", { file: "about.json", version, page }, { ...ctx, store, author });
    expect(saved.status).toBe(200);
    const site = JSON.parse(fs.readFileSync(path.join(root, "content", "site.json"), "utf8"));
    site.nav[0].label = "Start";
    const opened = store.version("content/site.json");
    const content = await handle(
      "content-save",
      { name: "site", version: opened, content: site },
      { ...ctx, store, author },
    );
    expect(content.status).toBe(200);
    expect(changes.map((c) => [[...c.texts.keys()], c.author, c.message])).toEqual([
      [["pages/about.json"], author, "About Us: changed Page hero › Title"],
      [["content/site.json"], author, "Site settings: changed Main menu"],
    ]);
  });
});
