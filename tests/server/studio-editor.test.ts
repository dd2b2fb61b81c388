import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPERATIONS } from "../../editor/server/handlers/operations.ts";
import { startApp } from "./contact-helper.ts";
import { siteCopy } from "./editor-server.ts";
import { login, saveAboutTitle, startStudio, studioFetch, type TestStudio } from "./studio-helper.ts";

// The editor in the studio: its operations behind the login, on the site's folder (STUDIO_SITE_DIR).
let s: TestStudio;
let site: string;
beforeAll(async () => {
  site = siteCopy("nexaforge-studio-site-");
  s = await startStudio(
    { "ed@example.com": "editor", "own@example.com": "owner" },
    { STUDIO_SITE_DIR: site, LOG_LEVEL: "silent" },
  );
  await s.listen();
});
afterAll(() => s.close());

const operations = Object.entries(OPERATIONS).map(([name, { via }]) => [name, via] as const);

describe("the studio's editor API", () => {
  it.each(operations)("answers %s (%s) with 401 without a login", async (name, via) => {
    const res = await studioFetch(s, `/studio/api/editor/${name}`, via === "query" ? {} : { body: {} });
    expect(res.status).toBe(401);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(((await res.json()) as { message: string }).message).toMatch(/log in/);
  });

  it("reads a page for a logged-in editor, not to be cached", async () => {
    const { cookie } = await login(s, "ed@example.com");
    const res = await studioFetch(s, "/studio/api/editor/page?file=about.json", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(((await res.json()) as { text: string }).text).toContain('"About Us"');
  });

  it("refuses a save from another origin, and one without the CSRF token (403), writing nothing", async () => {
    const { cookie, csrf } = await login(s, "ed@example.com");
    const before = fs.readFileSync(path.join(site, "pages/about.json"), "utf8");
    const body = { file: "about.json", version: "x", page: JSON.parse(before) };
    const foreign = await studioFetch(s, "/studio/api/editor/save", {
      body,
      cookie,
      csrf,
      origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    const noToken = await studioFetch(s, "/studio/api/editor/save", { body, cookie });
    expect(noToken.status).toBe(403);
    expect(((await noToken.json()) as { message: string }).message).toMatch(/Reload the page/);
    expect(fs.readFileSync(path.join(site, "pages/about.json"), "utf8")).toBe(before);
  });

  it("saves a page to the site's folder and records who saved which file in the audit log", async () => {
    const res = await saveAboutTitle(s, await login(s, "ed@example.com"), "About the studio's team");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(JSON.parse(fs.readFileSync(path.join(site, "pages/about.json"), "utf8")).sections[0].title).toBe(
      "About the studio's team",
    );
    const audit = await studioFetch(s, "/studio/api/audit?limit=5", await login(s, "own@example.com"));
    const { entries } = (await audit.json()) as { entries: { actor: string; action: string; subject: string }[] };
    expect(entries).toContainEqual(
      expect.objectContaining({ actor: "ed@example.com", action: "page_saved", subject: "pages/about.json" }),
    );
  });

  it("saves a translation and records it in the audit log as the translation of its page", async () => {
    const editor = await login(s, "ed@example.com");
    const opened = (await (
      await studioFetch(s, "/studio/api/editor/translation?source=pages/about.json&locale=bn", editor)
    ).json()) as { text: string; version: string; english: { fields: { pointer: string; hash: string }[] } };
    const title = opened.english.fields.find((f) => f.pointer === "/meta/title")!;
    const fields = { ...JSON.parse(opened.text).fields, "/meta/title": { text: "আমাদের কথা", from: title.hash } };
    const res = await studioFetch(s, "/studio/api/editor/translation-save", {
      body: { source: "pages/about.json", locale: "bn", version: opened.version, fields },
      ...editor,
    });
    expect(res.status).toBe(200);
    expect(
      JSON.parse(fs.readFileSync(path.join(site, "i18n/bn/pages/about.json"), "utf8")).fields["/meta/title"],
    ).toEqual({
      text: "আমাদের কথা",
      from: title.hash,
    });
    const audit = await studioFetch(s, "/studio/api/audit?limit=5", await login(s, "own@example.com"));
    const { entries } = (await audit.json()) as { entries: { actor: string; action: string; subject: string }[] };
    expect(entries).toContainEqual(
      expect.objectContaining({
        actor: "ed@example.com",
        action: "translation_saved",
        subject: "i18n/bn/pages/about.json",
      }),
    );
  });

  it("records no save that was refused (a stale version: 409)", async () => {
    const editor = await login(s, "ed@example.com");
    const page = JSON.parse(fs.readFileSync(path.join(site, "pages/contact.json"), "utf8"));
    const res = await studioFetch(s, "/studio/api/editor/save", {
      body: { file: "contact.json", version: "0000", page },
      ...editor,
    });
    expect(res.status).toBe(409);
    const audit = await studioFetch(s, "/studio/api/audit?limit=50", await login(s, "own@example.com"));
    const { entries } = (await audit.json()) as { entries: { subject: string }[] };
    expect(entries.map((e) => e.subject)).not.toContain("pages/contact.json");
  });

  it("takes a picture's bytes, stores it in the site's folder, and refuses one too large in words", async () => {
    const editor = await login(s, "ed@example.com");
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const send = (body: Buffer) =>
      fetch(`${s.base}/studio/api/editor/image?name=Team%20Photo.png`, {
        method: "POST",
        headers: {
          origin: s.base,
          cookie: editor.cookie,
          "x-csrf-token": editor.csrf,
          "content-type": "application/octet-stream",
        },
        body: new Uint8Array(body),
      });
    const res = await send(png);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ src: "/images/uploads/team-photo.webp", width: 8, height: 6 });
    expect(fs.existsSync(path.join(site, "public/images/uploads/team-photo.webp"))).toBe(true);
    const large = await send(Buffer.alloc(16 * 1024 * 1024));
    expect(large.status).toBe(413);
    expect(((await large.json()) as { message: string }).message).toMatch(/larger than 15 MB/);
  });

  it("answers a failure with where to look, never its details", async () => {
    const editor = await login(s, "ed@example.com");
    // A folder where a page file should be: reading it fails inside the handler.
    fs.mkdirSync(path.join(site, "pages/broken.json"));
    try {
      const res = await studioFetch(s, "/studio/api/editor/page?file=broken.json", editor);
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text).message).toMatch(/the studio's log says why/);
      expect(text).not.toContain(site);
    } finally {
      fs.rmdirSync(path.join(site, "pages/broken.json"));
    }
  });
});

describe("the public server and the studio's editor", () => {
  it.each(["/studio/api/editor/pages", "/studio/api/editor/page?file=about.json", "/studio/about"])(
    "answers GET %s with 404",
    async (url) => {
      const t = await startApp();
      try {
        expect((await t.app.inject({ url })).statusCode).toBe(404);
      } finally {
        await t.close();
      }
    },
  );
});
