/**
 * Every refusal of the studio's API a person can read, in a person's words (issue 51): each route is
 * called with the bad input that makes it refuse, over a real socket, and every message it answers
 * with goes through tests/person-words.ts: no file path, JSON pointer, setting's name or release id.
 * Each call must be refused with the status expected, so a refusal that stopped happening is a failure too.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_DEPTH } from "../../editor/server/draft-bounds.ts";
import { siteCopy } from "./editor-server.ts";
import { login, startStudio, studioFetch, type TestStudio } from "./studio-helper.ts";
import { wordsReport } from "../person-words.ts";

let s: TestStudio;
let site: string;
type Who = { cookie: string; csrf: string };
let editor: Who;
let owner: Who;
const said: { where: string; text: string }[] = [];

beforeAll(async () => {
  site = siteCopy("nexaforge-refusals-");
  s = await startStudio(
    { "ed@example.com": "editor", "own@example.com": "owner" },
    { STUDIO_SITE_DIR: site, LOG_LEVEL: "silent" },
  );
  await s.listen();
  editor = await login(s, "ed@example.com");
  owner = await login(s, "own@example.com");
});
afterAll(() => s.close());

/** Calls the studio, expects it to refuse with `status`, and keeps the message it answered with. */
async function refused(
  where: string,
  status: number,
  url: string,
  init: Parameters<typeof studioFetch>[2] & { bytes?: Buffer } = {},
) {
  const res = init.bytes
    ? await fetch(s.base + url, {
        method: "POST",
        headers: {
          origin: s.base,
          cookie: init.cookie!,
          "x-csrf-token": init.csrf!,
          "content-type": "application/octet-stream",
        },
        body: new Uint8Array(init.bytes),
      })
    : await studioFetch(s, url, init);
  const body = (await res.json()) as { message?: string };
  expect({ where, status: res.status }).toEqual({ where, status });
  expect(typeof body.message, where).toBe("string");
  said.push({ where, text: body.message! });
  return body.message!;
}

const api = "/studio/api/editor";
const opened = async (file: string) =>
  (await (await studioFetch(s, `${api}/page?file=${file}`, editor)).json()) as { text: string; version: string };

describe("the studio's refusals, as a person reads them", () => {
  it("refuses a page it cannot open", async () => {
    await refused("page without a file", 400, `${api}/page`, editor);
    await refused("a page that is not there", 404, `${api}/page?file=no-such-page.json`, editor);
    await refused("a page outside the pages", 400, `${api}/page?file=..%2Fpackage.json`, editor);
    await refused("a page name Windows keeps", 400, `${api}/page?file=con.json`, editor);
    await refused("a page name in capitals", 400, `${api}/page?file=About.json`, editor);
    await refused("a page name too long", 400, `${api}/page?file=${"a".repeat(201)}.json`, editor);
    await refused("a content file not on the list", 400, `${api}/content?name=package`, editor);
    await refused("a check of a content file not on the list", 400, `${api}/content-check`, {
      body: { name: "package", content: {} },
      ...editor,
    });
  });

  it("refuses a save of a page or of the site settings changed since it was opened", async () => {
    const about = await opened("about.json");
    const page = JSON.parse(about.text) as unknown;
    await refused("a page changed since", 409, `${api}/save`, {
      body: { file: "about.json", version: "old", page },
      ...editor,
    });
    const settings = (await (await studioFetch(s, `${api}/content?name=site`, editor)).json()) as { text: string };
    await refused("site settings changed since", 409, `${api}/content-save`, {
      body: { name: "site", version: "old", content: JSON.parse(settings.text) },
      ...editor,
    });
    const deep = JSON.parse("[".repeat(MAX_DEPTH + 2) + "]".repeat(MAX_DEPTH + 2)) as unknown;
    await refused("values nested too deep", 400, `${api}/check`, {
      body: { file: "about.json", page: deep },
      ...editor,
    });
    const many = Object.fromEntries(Array.from({ length: 20_001 }, (_, i) => [`x${i}`, 1]));
    await refused("too many unknown fields", 400, `${api}/check`, {
      body: { file: "about.json", page: many },
      ...editor,
    });
    await refused("a save without its page", 400, `${api}/save`, {
      body: { file: "about.json", version: "x" },
      ...editor,
    });
  });

  it("refuses a new page at an address it cannot have", async () => {
    const at = (route: string) => ({ body: { route }, ...editor });
    await refused("a new page with no address", 400, `${api}/new`, at(""));
    await refused("a new page at the home page", 409, `${api}/new`, at("/"));
    await refused("a new page at an address a page has", 409, `${api}/new`, at("/about"));
    await refused("a new page at the not-found page's name", 409, `${api}/new`, at("/404"));
    await refused("a new page at an address with spaces", 400, `${api}/new`, at("/Our Team"));
    await refused("a new page at an address too long", 400, `${api}/new`, at(`/${"a".repeat(250)}`));
  });

  it("refuses to delete or move a page it must keep, one changed since, or one linked to", async () => {
    const about = await opened("about.json");
    await refused("deleting the home page", 400, `${api}/delete`, {
      body: { file: "index.json", version: "x" },
      ...editor,
    });
    await refused("deleting the not-found page", 400, `${api}/delete`, {
      body: { file: "404.json", version: "x" },
      ...editor,
    });
    await refused("deleting a page changed since", 409, `${api}/delete`, {
      body: { file: "about.json", version: "old" },
      ...editor,
    });
    await refused("deleting a page linked to", 409, `${api}/delete`, {
      body: { file: "about.json", version: about.version },
      ...editor,
    });
    await refused("moving a page changed since", 409, `${api}/rename`, {
      body: { file: "about.json", version: "old", route: "/about-us" },
      ...editor,
    });
    await refused("moving a page to an address a page has", 409, `${api}/rename`, {
      body: { file: "about.json", version: about.version, route: "/contact" },
      ...editor,
    });
    await refused("moving a page to a redirected address", 409, `${api}/rename`, {
      body: { file: "about.json", version: about.version, route: "/services/website/website-maintenance" },
      ...editor,
    });
    const settings = path.join(site, "content/site.json");
    const before = fs.readFileSync(settings, "utf8");
    fs.writeFileSync(settings, "{");
    try {
      await refused("moving a page while the site settings are broken", 409, `${api}/rename`, {
        body: { file: "about.json", version: about.version, route: "/about-us" },
        ...editor,
      });
    } finally {
      fs.writeFileSync(settings, before);
    }
  });

  it("refuses a translation it cannot open or save", async () => {
    const bn = (source: string, locale = "bn") => `${api}/translation?source=${source}&locale=${locale}`;
    await refused("a translation into a language the site has not", 400, bn("pages/about.json", "fr"), editor);
    await refused("a translation of a page that is not there", 404, bn("pages/no-such-page.json"), editor);
    await refused("a translation of a content file not on the list", 400, bn("content/package.json"), editor);
    await refused("a translation saved over a newer one", 409, `${api}/translation-save`, {
      body: { source: "pages/about.json", locale: "bn", version: "old", fields: {} },
      ...editor,
    });
    fs.writeFileSync(path.join(site, "pages/broken.json"), "{");
    try {
      await refused("a translation of a page that cannot be read", 409, bn("pages/broken.json"), editor);
    } finally {
      fs.rmSync(path.join(site, "pages/broken.json"));
    }
    fs.symlinkSync(os.tmpdir(), path.join(site, "pages/linked"));
    await refused("a page through a link", 400, `${api}/page?file=linked/x.json`, editor);
  });

  it("refuses a picture that is not one", async () => {
    const image = `${api}/image?name=x.png`;
    await refused("a picture that is not one", 415, image, { ...editor, bytes: Buffer.from("not a picture") });
    await refused("an SVG drawing", 415, image, { ...editor, bytes: Buffer.from("<svg xmlns='x'></svg>") });
  });

  it("refuses who may not, and what is not there", async () => {
    await refused("no login", 401, `${api}/pages`);
    await refused("no CSRF token", 403, `${api}/new`, { body: { route: "/x" }, cookie: editor.cookie });
    await refused("an editor publishing", 403, "/studio/api/publish", { body: {}, ...editor });
    await refused("a wrong password", 401, "/studio/api/login", { body: { email: "ed@example.com", password: "no" } });
    await refused("an enquiry that is not there", 404, "/studio/api/enquiries/999999", owner);
    await refused("an address nothing answers", 404, "/studio/api/nothing-here", owner);
    await refused("a malformed body", 400, "/studio/api/accounts", { body: { email: 5 }, ...owner });
    await refused("a taken e-mail", 409, "/studio/api/accounts", {
      body: { email: "ed@example.com", role: "editor" },
      ...owner,
    });
    await refused("the last owner", 409, "/studio/api/accounts/own@example.com", { method: "DELETE", ...owner });
  });

  it("says publishing is not set up in words a person can act on", async () => {
    const publisher = await startStudio({ "pub@example.com": "publisher" }, { STUDIO_SITE_DIR: site });
    await publisher.listen();
    try {
      const who = await login(publisher, "pub@example.com");
      for (const [method, url] of [
        ["GET", "/studio/api/publish"],
        ["POST", "/studio/api/publish"],
      ] as const) {
        const res = await studioFetch(publisher, url, { method, ...(method === "POST" ? { body: {} } : {}), ...who });
        expect(res.status).toBe(503);
        said.push({
          where: `${method} publish, not set up`,
          text: ((await res.json()) as { message: string }).message,
        });
      }
    } finally {
      await publisher.close();
    }
  });

  it("has none of the words a person must not read", () => {
    expect(said.length).toBeGreaterThanOrEqual(40);
    expect(wordsReport(said)).toEqual([]);
  });
});
