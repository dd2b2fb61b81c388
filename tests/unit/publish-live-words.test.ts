import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { liveWords, type WhatChanged } from "../../studio/server/publish/live-words.ts";
import { whatChanged } from "../../studio/server/publish/what-changed.ts";
import { developerWords } from "../person-words.ts";

// What a publisher reads when a publish ends: what went live, in words, from what changed.
const nothing: WhatChanged = { pages: [], removedPages: [], parts: [], pictures: 0, code: false };
const MENU = { words: "the main menu", many: false };
const SETTINGS = { words: "site settings", many: true };

describe("what went live, in words", () => {
  const cases: [WhatChanged | undefined, number, string][] = [
    [{ ...nothing, pages: ["About Us"] }, 2, "The About Us page is live."],
    [{ ...nothing, pages: ["About Us"], parts: [SETTINGS] }, 84, "The About Us page and site settings are live."],
    [
      { ...nothing, pages: ["About Us", "Careers", "Contact"], parts: [MENU] },
      84,
      "3 pages and the main menu are live.",
    ],
    [{ ...nothing, parts: [MENU] }, 84, "The main menu is live."],
    [{ ...nothing, parts: [SETTINGS] }, 84, "Site settings are live."],
    [{ ...nothing, pages: ["Careers"], pictures: 2 }, 2, "The Careers page and 2 pictures are live."],
    [
      { ...nothing, pages: ["Careers"], parts: [MENU], pictures: 1 },
      84,
      "The Careers page, the main menu and 1 picture are live.",
    ],
    [{ ...nothing, code: true }, 84, "The site's new design and code is live."],
    [{ ...nothing, removedPages: ["Old offer"] }, 0, "The Old offer page is no longer on the site."],
    [
      { ...nothing, pages: ["Home"], removedPages: ["Old offer", "Winter sale"] },
      2,
      "The Home page is live. 2 pages are no longer on the site.",
    ],
    [undefined, 84, "The whole site is live: 84 pages built afresh."],
    [nothing, 0, "Nothing had changed: the live site is as it was."],
  ];
  it.each(cases)("%j, %i pages built: %s", (changed, built, words) => {
    expect(liveWords(changed, built)).toBe(words);
    expect(developerWords(words)).toEqual([]);
  });
});

describe("what changed, from the files", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-what-changed-"));
  const write = (file: string, data: unknown) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), JSON.stringify(data));
  };
  write("pages/about.json", { meta: { title: "About Us" } });
  write("pages/careers.json", { meta: { title: "Careers" } });
  const site = { name: "Nexaforge", nav: [{ label: "Home" }], footer: { note: "a" }, tagline: "x" };
  write("content/site.json", { ...site, nav: [{ label: "Home" }, { label: "Blog" }] });
  const old: Record<string, unknown> = {
    "content/site.json": site,
    "pages/old-offer.json": { meta: { title: "Old offer" } },
  };
  const before = async (file: string) => (old[file] ? JSON.stringify(old[file]) : undefined);
  const change = (file: string, removed = false) => ({ file, removed, saves: [] });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("names pages by title (English and Bangla once), the part of the settings by where it shows, and counts pictures", async () => {
    const changed = await whatChanged(
      [
        change("pages/about.json"),
        change("i18n/bn/pages/about.json"),
        change("i18n/bn/pages/careers.json"),
        change("content/site.json"),
        change("pages/old-offer.json", true),
        change("public/images/uploads/team.webp"),
      ],
      root,
      before,
    );
    expect(changed).toEqual({
      pages: ["About Us", "Careers"],
      removedPages: ["Old offer"],
      parts: [{ words: "the main menu", many: false }],
      pictures: 1,
      code: false,
    });
    expect(liveWords(changed, 4)).toBe(
      "2 pages, the main menu and 1 picture are live. The Old offer page is no longer on the site.",
    );
  });

  it("says site settings for a setting with no place of its own, the collection by its name, and a developer's change", async () => {
    write("content/site.json", { ...site, tagline: "y" });
    const changed = await whatChanged(
      [change("content/site.json"), change("content/services.json"), change("src/app/root.tsx")],
      root,
      before,
    );
    expect(liveWords(changed, 84)).toBe(
      "Site settings, the service catalogue and the site's new design and code are live.",
    );
  });
});
