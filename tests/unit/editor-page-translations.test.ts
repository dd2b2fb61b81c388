/**
 * A page's Bangla edition goes where the page goes, in the same change: a new page is saved with its
 * empty edition, a copy with the translations of the page it copies, a deleted page takes its
 * edition along, a moved one moves it; and when sections (or list items) move in a save, the
 * translated fields move with them. Called as the editor's handlers, on a copy of the site.
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

// Each save checks the whole site first, as `npm run validate` would: a few seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

let root: string;
let ctx: EditorContext;
let changes: Change[];

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-page-translations-"));
  for (const dir of [...CONTENT_FOLDERS, "schema"])
    fs.cpSync(path.join(ROOT, dir), path.join(root, dir), { recursive: true });
  fs.symlinkSync(path.join(ROOT, "public"), path.join(root, "public"));
  const store = new FileStore(root);
  changes = [];
  const write = store.write.bind(store);
  store.write = (change) => (changes.push(change), write(change));
  ctx = { store, cache: new SiteCache(root), log: () => undefined, failureHint: "the log says why." };
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const read = (rel: string) => fs.readFileSync(path.join(root, rel), "utf8");
const json = (rel: string) => JSON.parse(read(rel)) as Json;
const exists = (rel: string) => fs.existsSync(path.join(root, rel));
const version = (rel: string) => versionOf(read(rel));
/** The files each write changed, as one list per change. */
const written = () => changes.map((c) => [...c.texts.keys()].sort());

/** A small page of its own, with words of its own (the site refuses a long paragraph on two pages). */
const offer = (title: string) => ({
  $schema: "../../schema/page.schema.json",
  meta: { title, description: `${title}: a short offer for new clients of Nexaforge in Dhaka, for this spring only.` },
  sections: [
    { type: "pageHero", title, breadcrumb: [{ label: "Home", href: "/" }, { label: title }] },
    {
      type: "ctaBanner",
      heading: `${title} ends soon`,
      text: "Ask us about it.",
      cta: { label: "Contact us", href: "/contact" },
    },
  ],
});

describe("a new page", () => {
  it("is saved with its empty Bangla edition, in one change", async () => {
    const res = await handle("save", { file: "offers/spring.json", version: null, page: offer("Spring offer") }, ctx);
    expect(res.status, String(res.body.message ?? JSON.stringify(res.body.problems))).toBe(200);
    expect(read("i18n/bn/pages/offers/spring.json")).toBe(
      '{\n  "$schema": "../../../../schema/translation.schema.json",\n  "fields": {}\n}\n',
    );
    expect(written()).toEqual([["i18n/bn/pages/offers/spring.json", "pages/offers/spring.json"]]);
    expect(loadSiteContent(root).problems).toEqual([]);
  });

  it("made as a copy of a page starts with that page's translations, on the copy's sections", async () => {
    const first = offer("Spring offer");
    await handle("save", { file: "offers/spring.json", version: null, page: first }, ctx);
    const hash = (text: string) => sourceHash(text);
    const translation = {
      $schema: "../../../../schema/translation.schema.json",
      fields: {
        "/meta/title": { text: "বসন্তের অফার", from: hash("Spring offer") },
        "/sections/1/cta/label": { text: "যোগাযোগ করুন", from: hash("Contact us") },
      },
    };
    fs.writeFileSync(path.join(root, "i18n/bn/pages/offers/spring.json"), JSON.stringify(translation, null, 2) + "\n");
    // The copy as the editor holds it: its own words, and a section added before the banner.
    const copy = offer("Summer offer");
    copy.sections.splice(1, 0, {
      type: "ctaBanner",
      heading: "Why summer",
      text: "Because it is warm.",
      cta: { label: "See the prices", href: "/contact" },
    });
    const res = await handle(
      "save",
      { file: "offers/summer.json", version: null, page: copy, copyOf: "offers/spring.json" },
      ctx,
    );
    expect(res.status, String(res.body.message ?? JSON.stringify(res.body.problems))).toBe(200);
    const copied = json("i18n/bn/pages/offers/summer.json");
    expect(copied.$schema).toBe("../../../../schema/translation.schema.json");
    // Its banner is the third section now: the banner's translation is there. The title's English
    // differs, so that translation shows as behind its English.
    expect(copied.fields).toEqual({
      "/meta/title": translation.fields["/meta/title"],
      "/sections/2/cta/label": translation.fields["/sections/1/cta/label"],
    });
    // The page it copies keeps its own.
    expect(json("i18n/bn/pages/offers/spring.json")).toEqual(translation);
  });
});

describe("deleting a page", () => {
  it("deletes its Bangla edition with it, in one change", async () => {
    await handle("save", { file: "offers/spring.json", version: null, page: offer("Spring offer") }, ctx);
    const res = await handle(
      "delete",
      { file: "offers/spring.json", version: version("pages/offers/spring.json") },
      ctx,
    );
    expect(res.status, String(res.body.message)).toBe(200);
    expect(exists("pages/offers")).toBe(false);
    expect(exists("i18n/bn/pages/offers")).toBe(false);
    expect(written()[1]).toEqual(["i18n/bn/pages/offers/spring.json", "pages/offers/spring.json"]);
    expect(loadSiteContent(root).problems).toEqual([]);
  });
});

describe("moving a page", () => {
  it("moves its Bangla edition to the new file's name, its schema line fitted to its new folder", async () => {
    const OLD = "i18n/bn/pages/services/seo/seo-audit-service.json";
    const before = json(OLD);
    const res = await handle(
      "rename",
      {
        file: "services/seo/seo-audit-service.json",
        version: version("pages/services/seo/seo-audit-service.json"),
        route: "/seo-audit",
      },
      ctx,
    );
    expect(res.status, String(res.body.message)).toBe(200);
    expect(exists(OLD)).toBe(false);
    expect(json("i18n/bn/pages/seo-audit.json")).toEqual({
      ...before,
      $schema: "../../../schema/translation.schema.json",
    });
    expect(written()).toHaveLength(1);
    expect(written()[0]).toEqual(expect.arrayContaining([OLD, "i18n/bn/pages/seo-audit.json"]));
    // The links it rewrote are named; its translation is not a link.
    expect(res.body.changed).not.toContain("i18n/bn/pages/seo-audit.json");
    expect(loadSiteContent(root).problems).toEqual([]);
  });
});

describe("a save that moves sections", () => {
  const TRANSLATION = "i18n/bn/pages/about.json";

  it("moves each translated field with its section, in the same change as the page", async () => {
    const page = json("pages/about.json");
    const before = json(TRANSLATION).fields as Json;
    // The timeline (section 5) moves up to be the second section; the call-to-action banner is deleted.
    const [timeline] = page.sections.splice(4, 1);
    page.sections.splice(1, 0, timeline);
    page.sections.splice(5, 1);
    const res = await handle("save", { file: "about.json", version: version("pages/about.json"), page }, ctx);
    expect(res.status, String(res.body.message ?? JSON.stringify(res.body.problems))).toBe(200);
    expect(written()).toEqual([[TRANSLATION, "pages/about.json"]]);
    const after = json(TRANSLATION).fields as Json;
    expect(after["/sections/1/heading"]).toEqual(before["/sections/4/heading"]);
    expect(after["/sections/1/items/3/text"]).toEqual(before["/sections/4/items/3/text"]);
    expect(after["/sections/2/heading"]).toEqual(before["/sections/1/heading"]);
    expect(after["/sections/4/heading"]).toEqual(before["/sections/3/heading"]);
    // The banner's translation went with it; the client list after it is the sixth section now.
    expect(Object.values(after)).not.toContainEqual(before["/sections/5/cta/label"]);
    expect(after["/sections/5/heading"]).toEqual(before["/sections/6/heading"]);
    // Every field is translated from the English now at its place: nothing lands on another section.
    const content = loadSiteContent(root);
    expect(content.problems).toEqual([]);
    expect(content.warnings.filter((w) => w.file === "pages/about.json" || w.file === TRANSLATION)).toEqual([]);
  });

  it("leaves the translation file alone when nothing moved", async () => {
    const page = json("pages/about.json");
    page.sections[1].heading = "Who we are, in short";
    const translation = read(TRANSLATION);
    const res = await handle("save", { file: "about.json", version: version("pages/about.json"), page }, ctx);
    expect(res.status).toBe(200);
    expect(written()).toEqual([["pages/about.json"]]);
    expect(read(TRANSLATION)).toBe(translation);
  });

  it("in a content file, moves each translated field with its list item", async () => {
    const TRANSLATED = "i18n/bn/content/clients.json";
    const clients = json("content/clients.json");
    const list = clients.clients as Json[];
    const before = json(TRANSLATED).fields as Json;
    const key = Object.keys(before).find((k) => k.startsWith("/clients/0/"))!;
    list.push(list.shift()!);
    const res = await handle(
      "content-save",
      { name: "clients", version: version("content/clients.json"), content: clients },
      ctx,
    );
    expect(res.status, String(res.body.message ?? JSON.stringify(res.body.problems))).toBe(200);
    expect(written()).toEqual([["content/clients.json", TRANSLATED]]);
    const moved = key.replace("/clients/0/", `/clients/${list.length - 1}/`);
    expect((json(TRANSLATED).fields as Json)[moved]).toEqual(before[key]);
    expect(loadSiteContent(root).warnings.filter((w) => w.file === "content/clients.json")).toEqual([]);
  });
});
