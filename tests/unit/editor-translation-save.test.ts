/**
 * Saving a translation from the editor (the "translation" and "translation-save" operations): the
 * translator is shown each field's English with its fingerprint; a save writes the words with that
 * fingerprint through the content store, refuses to overwrite someone else's newer save, and
 * refuses a field whose English changed on disk meanwhile, in plain words, writing nothing.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sourceHash } from "../../engine/i18n/source-hash.ts";
import { loadSiteContent } from "../../engine/load.server.ts";
import { CONTENT_FOLDERS, ROOT } from "../../engine/paths.ts";
import type { EditorContext } from "../../editor/server/handlers/context.ts";
import { handle } from "../../editor/server/handlers/handle.ts";
import { SiteCache } from "../../editor/server/handlers/site-cache.ts";
import type { Change } from "../../editor/server/store/content-store.ts";
import { FileStore } from "../../editor/server/store/file-store.ts";
import { versionOf } from "../../editor/server/version.ts";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
vi.setConfig({ testTimeout: 60_000 });

const TRANSLATION = "i18n/bn/pages/about.json";
let root: string;
let ctx: EditorContext;
let changes: Change[];

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-translation-save-"));
  for (const dir of [...CONTENT_FOLDERS, "schema"])
    fs.cpSync(path.join(ROOT, dir), path.join(root, dir), { recursive: true });
  fs.symlinkSync(path.join(ROOT, "public"), path.join(root, "public"));
  const store = new FileStore(root);
  changes = [];
  const write = store.write.bind(store);
  store.write = (change) => (changes.push(change), write(change));
  ctx = {
    store,
    cache: new SiteCache(root),
    author: { name: "Rahima Akter", email: "rahima@nexaforge.example" },
    log: () => undefined,
    failureHint: "the log says why.",
  };
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const read = (rel: string) => fs.readFileSync(path.join(root, rel), "utf8");
const json = (rel: string) => JSON.parse(read(rel)) as Json;
const writeJson = (rel: string, data: unknown) =>
  fs.writeFileSync(path.join(root, rel), JSON.stringify(data, null, 2) + "\n");

/** The translation as the editor opens it. */
async function open(source = "pages/about.json") {
  const { status, body } = await handle("translation", { source, locale: "bn" }, ctx);
  expect(status, String(body.message)).toBe(200);
  return body as {
    text: string;
    version: string | null;
    file: string;
    english: { version: string; fields: { pointer: string; text: string; hash: string; what: string }[] };
  };
}

const fieldsOf = (opened: { text: string }) => (JSON.parse(opened.text) as Json).fields as Json;
const englishAt = (opened: Awaited<ReturnType<typeof open>>, pointer: string) =>
  opened.english.fields.find((f) => f.pointer === pointer)!;

describe("opening a translation", () => {
  it("gives the translation's text and version, and each English field with its fingerprint", async () => {
    const opened = await open();
    expect(opened.file).toBe(TRANSLATION);
    expect(opened.text).toBe(read(TRANSLATION));
    expect(opened.version).toBe(versionOf(read(TRANSLATION)));
    const heading = englishAt(opened, "/sections/1/heading");
    expect(heading.text).toBe(json("pages/about.json").sections[1].heading);
    expect(heading.hash).toBe(sourceHash(heading.text));
    expect(heading.what).toBe("section heading");
    // Links and pictures' paths are not words: they are not offered.
    expect(opened.english.fields.map((f) => f.pointer)).not.toContain("/sections/1/cta/href");
  });

  it("refuses a file that is not a page or a content file the editor opens, and a language it does not translate into", async () => {
    const outside = await handle("translation", { source: "pages/../package.json", locale: "bn" }, ctx);
    expect(outside.status).toBe(400);
    expect(JSON.stringify(outside.body)).not.toContain(root);
    const english = await handle("translation", { source: "pages/about.json", locale: "en" }, ctx);
    expect(english.status).toBe(400);
    expect(english.body.message).toBe("The editor translates into Bangla only: reload the editor and try again.");
  });
});

describe("saving a translation", () => {
  it("writes the words with the fingerprint of the English the translator was shown, through the store", async () => {
    const opened = await open();
    const heading = englishAt(opened, "/sections/1/heading");
    const fields = { ...fieldsOf(opened), "/sections/1/heading": { text: "আমরা কারা", from: heading.hash } };
    const res = await handle(
      "translation-save",
      { source: "pages/about.json", locale: "bn", version: opened.version, fields },
      ctx,
    );
    expect(res.status, String(res.body.message ?? JSON.stringify(res.body.problems))).toBe(200);
    expect(res.body).toMatchObject({ version: versionOf(read(TRANSLATION)), text: read(TRANSLATION), written: true });
    expect(json(TRANSLATION).fields["/sections/1/heading"]).toEqual({ text: "আমরা কারা", from: heading.hash });
    // Everything else as it was, in the same order; one change, with who saved it and what.
    expect(read(TRANSLATION)).toBe(
      opened.text.replace(JSON.stringify(fieldsOf(opened)["/sections/1/heading"].text), JSON.stringify("আমরা কারা")),
    );
    expect(changes.map((c) => [[...c.texts.keys()], c.author?.name, c.message])).toEqual([
      [[TRANSLATION], "Rahima Akter", "About Us in Bangla (বাংলা): translated 1 field"],
    ]);
    expect(loadSiteContent(root).problems).toEqual([]);
  });

  it("refuses a field whose English changed on disk meanwhile, naming it with its English now, and writes nothing", async () => {
    const opened = await open();
    const shown = englishAt(opened, "/sections/1/heading");
    // Someone saves the English page while the translator types.
    const page = json("pages/about.json");
    page.sections[1].heading = "Who we are, in short";
    writeJson("pages/about.json", page);
    const before = read(TRANSLATION);
    const fields = { ...fieldsOf(opened), "/sections/1/heading": { text: "আমরা কারা", from: shown.hash } };
    const res = await handle(
      "translation-save",
      { source: "pages/about.json", locale: "bn", version: opened.version, fields },
      ctx,
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "Nothing was saved: the English of one field you translated changed since you opened it (section heading in section 2). Your words are kept in the editor: those fields now show the new English. Check your translation against it, then save again.",
    );
    expect(res.body.englishChanged).toEqual([
      {
        pointer: "/sections/1/heading",
        what: "section heading",
        english: "Who we are, in short",
        hash: sourceHash("Who we are, in short"),
      },
    ]);
    expect(read(TRANSLATION)).toBe(before);
    expect(changes).toEqual([]);
  });

  it("keeps a field behind its English that the translator did not touch, as it was", async () => {
    const page = json("pages/about.json");
    page.sections[1].heading = "Who we are, in short";
    writeJson("pages/about.json", page);
    const opened = await open();
    const eyebrow = englishAt(opened, "/sections/1/eyebrow");
    const fields = { ...fieldsOf(opened), "/sections/1/eyebrow": { text: "আমাদের গল্প", from: eyebrow.hash } };
    const res = await handle(
      "translation-save",
      { source: "pages/about.json", locale: "bn", version: opened.version, fields },
      ctx,
    );
    expect(res.status, String(res.body.message)).toBe(200);
    expect(json(TRANSLATION).fields["/sections/1/heading"]).toEqual(fieldsOf(opened)["/sections/1/heading"]);
  });

  it("confirming a translation still right re-stamps its fingerprint, its words unchanged", async () => {
    const page = json("pages/about.json");
    page.sections[1].heading = "Who we are, in short";
    writeJson("pages/about.json", page);
    const opened = await open();
    const heading = englishAt(opened, "/sections/1/heading");
    const old = fieldsOf(opened)["/sections/1/heading"];
    expect(old.from).not.toBe(heading.hash);
    const fields = { ...fieldsOf(opened), "/sections/1/heading": { text: old.text, from: heading.hash } };
    const res = await handle(
      "translation-save",
      { source: "pages/about.json", locale: "bn", version: opened.version, fields },
      ctx,
    );
    expect(res.status).toBe(200);
    expect(json(TRANSLATION).fields["/sections/1/heading"]).toEqual({ text: old.text, from: heading.hash });
    expect(changes[0]!.message).toBe("About Us in Bangla (বাংলা): confirmed 1 field still right");
    expect(loadSiteContent(root).warnings.filter((w) => w.code === "translation.stale")).toEqual([]);
  });

  it("never overwrites someone else's newer save of the translation", async () => {
    const opened = await open();
    const mine = { ...fieldsOf(opened) };
    delete mine["/meta/title"];
    // Another translator saves first.
    const theirs = json(TRANSLATION);
    theirs.fields["/meta/description"].text = "অন্য কারও অনুবাদ";
    writeJson(TRANSLATION, theirs);
    const res = await handle(
      "translation-save",
      { source: "pages/about.json", locale: "bn", version: opened.version, fields: mine },
      ctx,
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "Nothing was saved: someone else saved the Bangla edition of the About Us page (/about) since you opened it (or it was changed outside the editor). Open it again to see their changes, then make yours.",
    );
    expect(json(TRANSLATION)).toEqual(theirs);
  });

  it("refuses words longer than the field allows, as problems at the field, and writes nothing", async () => {
    const opened = await open();
    const title = englishAt(opened, "/meta/title");
    const fields = { ...fieldsOf(opened), "/meta/title": { text: "অ".repeat(61), from: title.hash } };
    const res = await handle(
      "translation-save",
      { source: "pages/about.json", locale: "bn", version: opened.version, fields },
      ctx,
    );
    expect(res.status).toBe(422);
    expect(res.body.problems).toMatchObject([
      {
        code: "text.too-long",
        file: TRANSLATION,
        pointer: "/meta/title",
        message: "this translated title has 61 characters, more than the 60 it may have",
      },
    ]);
    expect(changes).toEqual([]);
  });

  it("clearing a field's words leaves it untranslated (the English shows)", async () => {
    const opened = await open();
    const fields = { ...fieldsOf(opened), "/meta/title": { ...fieldsOf(opened)["/meta/title"], text: "  " } };
    const res = await handle(
      "translation-save",
      { source: "pages/about.json", locale: "bn", version: opened.version, fields },
      ctx,
    );
    expect(res.status).toBe(200);
    expect(json(TRANSLATION).fields["/meta/title"]).toBeUndefined();
    expect(changes[0]!.message).toBe("About Us in Bangla (বাংলা): cleared 1 field");
  });

  it("saves a content file's translation the same way", async () => {
    const opened = await open("content/site.json");
    expect(opened.file).toBe("i18n/bn/content/site.json");
    const first = opened.english.fields[0]!;
    const fields = { ...fieldsOf(opened), [first.pointer]: { text: "নতুন লেখা", from: first.hash } };
    const res = await handle(
      "translation-save",
      { source: "content/site.json", locale: "bn", version: opened.version, fields },
      ctx,
    );
    expect(res.status, String(res.body.message ?? JSON.stringify(res.body.problems))).toBe(200);
    expect(json("i18n/bn/content/site.json").fields[first.pointer]).toEqual({ text: "নতুন লেখা", from: first.hash });
  });
});

describe("placeholders, the words in curly brackets the site fills in", () => {
  it("a translation save that loses one is refused, as a problem at the field, and writes nothing", async () => {
    const opened = await open("content/site.json");
    const copyright = englishAt(opened, "/footer/copyright");
    expect(copyright.text).toContain("{year}");
    const fields = {
      ...fieldsOf(opened),
      "/footer/copyright": { text: "কপিরাইট © {বছর} {name}। সর্বস্বত্ব সংরক্ষিত।", from: copyright.hash },
    };
    const res = await handle(
      "translation-save",
      { source: "content/site.json", locale: "bn", version: opened.version, fields },
      ctx,
    );
    expect(res.status).toBe(422);
    expect(res.body.problems).toMatchObject([
      {
        code: "translation.placeholders",
        file: "i18n/bn/content/site.json",
        pointer: "/footer/copyright",
        data: { missing: ["{year}"], unknown: ["{বছর}"] },
      },
    ]);
    expect(changes).toEqual([]);
  });

  it("an English edit that removes one saves, and leaves its Bangla behind (a warning), not broken", async () => {
    const site = json("content/site.json");
    site.footer.copyright = "Copyright © {year}. All rights reserved.";
    const saved = await handle(
      "content-save",
      { name: "site", version: versionOf(read("content/site.json")), content: site },
      ctx,
    );
    expect(saved.status, JSON.stringify(saved.body.problems ?? saved.body.message)).toBe(200);
    const content = loadSiteContent(root);
    expect(content.problems).toEqual([]);
    expect(content.warnings).toMatchObject([{ code: "translation.stale", pointer: "/footer/copyright" }]);

    // The Bangla of the other fields still saves while that one waits to be translated again...
    const opened = await open("content/site.json");
    const first = opened.english.fields[0]!;
    const fields = { ...fieldsOf(opened), [first.pointer]: { text: "নতুন লেখা", from: first.hash } };
    const save = (version: string | null, sent: Json) =>
      handle("translation-save", { source: "content/site.json", locale: "bn", version, fields: sent }, ctx);
    const res = await save(opened.version, fields);
    expect(res.status, JSON.stringify(res.body.problems ?? res.body.message)).toBe(200);
    // ...and once confirmed as the translation of the English now ("Still right"), it must lose its {name}.
    const copyright = englishAt(opened, "/footer/copyright");
    const confirmed = await save(res.body.version as string, {
      ...fields,
      "/footer/copyright": { ...fields["/footer/copyright"], from: copyright.hash },
    });
    expect(confirmed.status).toBe(422);
    expect(confirmed.body.problems).toMatchObject([
      { code: "translation.placeholders", pointer: "/footer/copyright", data: { missing: [], unknown: ["{name}"] } },
    ]);
  });
});

describe("the list of pages", () => {
  it("says of each page what is left of its Bangla: fields not translated, and fields behind their English", async () => {
    const list = async () =>
      ((await handle("pages", {}, ctx)).body.pages as Json[]).find((p) => p.file === "about.json")!.bangla;
    expect(await list()).toEqual({ missing: 0, stale: 0 });
    const translation = json(TRANSLATION);
    delete translation.fields["/meta/title"];
    writeJson(TRANSLATION, translation);
    const page = json("pages/about.json");
    page.meta.description = `${page.meta.description as string} Again.`;
    writeJson("pages/about.json", page);
    expect(await list()).toEqual({ missing: 1, stale: 1 });
  });
});
