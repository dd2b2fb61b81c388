import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { copySite } from "../../scripts/lib/site-copy.ts";
import { sourceHash } from "../../engine/i18n/source-hash.ts";
import { ROOT } from "../../engine/paths.ts";
import { npmRun } from "../npm-run.ts";

// `npm run translations`, as a translator runs it, on a copy of the site (SITE_ROOT, engine/paths.ts).
const site = copySite();
// A site's folder has its schemas (the studio's checkout does); the copy links this one's.
fs.symlinkSync(path.join(ROOT, "schema"), path.join(site.root, "schema"));
afterAll(() => site.remove());
const run = (...args: string[]) => npmRun(["-s", "translations", "--", ...args], { SITE_ROOT: site.root });
const translationOf = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(site.root, "i18n/bn", file), "utf8")) as {
    fields: Record<string, { text: string; from: string }>;
  };
const english = JSON.parse(fs.readFileSync(path.join(site.root, "pages/contact.json"), "utf8")) as {
  meta: { title: string; description: string };
};

describe("npm run translations", () => {
  it("status: every file translated, with nothing missing or behind", async () => {
    const { code, out } = await run("status");
    expect(code).toBe(0);
    expect(out).toMatch(/^pages\/contact\.json\s+21\/21$/m);
    expect(out).toContain("0 field(s) missing, 0 behind the English.");
  }, 60_000);

  it("todo lists what is missing, import takes it back with the fingerprint of the English, both keep to the field's length", async () => {
    const before = translationOf("pages/contact.json");
    delete before.fields["/meta/title"];
    fs.writeFileSync(path.join(site.root, "i18n/bn/pages/contact.json"), JSON.stringify(before, null, 2));

    const todo = await run("todo", "pages/contact.json");
    expect(todo.code).toBe(0);
    expect(JSON.parse(todo.out)).toEqual({ "/meta/title": english.meta.title });

    const words = path.join(os.tmpdir(), `words-${process.pid}.json`);
    fs.writeFileSync(words, JSON.stringify({ "/meta/title": "যোগাযোগ করুন" }));
    const imported = await run("import", "pages/contact.json", words);
    expect(imported.code, imported.out).toBe(0);
    expect(translationOf("pages/contact.json").fields["/meta/title"]).toEqual({
      text: "যোগাযোগ করুন",
      from: sourceHash(english.meta.title),
    });
    expect(JSON.parse((await run("todo", "pages/contact.json")).out)).toEqual({});

    // A title of 61 characters is longer than any page title may be, in any language: import refuses
    // it, and check finds it when it got into the translation file another way.
    fs.writeFileSync(words, JSON.stringify({ "/meta/title": "ক".repeat(61) }));
    const refused = await run("import", "pages/contact.json", words);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain("has 61 characters, more than the 60 it may have");
    expect(translationOf("pages/contact.json").fields["/meta/title"]!.text).toBe("যোগাযোগ করুন");
    const edited = translationOf("pages/contact.json");
    edited.fields["/meta/title"]!.text = "ক".repeat(61);
    fs.writeFileSync(path.join(site.root, "i18n/bn/pages/contact.json"), JSON.stringify(edited, null, 2));
    const check = await run("check", "pages/contact.json");
    expect(check.code).toBe(1);
    expect(check.out).toContain("/meta/title");
    fs.rmSync(words);
  }, 60_000);

  it("import refuses words for a field the English file does not have, and writes nothing", async () => {
    const words = path.join(os.tmpdir(), `words-bad-${process.pid}.json`);
    fs.writeFileSync(words, JSON.stringify({ "/sections/99/heading": "শিরোনাম" }));
    const before = fs.readFileSync(path.join(site.root, "i18n/bn/pages/about.json"), "utf8");
    const { code, out } = await run("import", "pages/about.json", words);
    expect(code).toBe(1);
    expect(out).toContain('"/sections/99/heading" is not a field of pages/about.json to translate');
    expect(fs.readFileSync(path.join(site.root, "i18n/bn/pages/about.json"), "utf8")).toBe(before);
    fs.rmSync(words);
  }, 60_000);

  it("import refuses words that lose a {placeholder} the site fills in, names it at its line, and writes nothing", async () => {
    const words = path.join(os.tmpdir(), `words-placeholder-${process.pid}.json`);
    fs.writeFileSync(
      words,
      JSON.stringify({ "/ui/homeLink": "হোম পেজ", "/footer/copyright": "কপিরাইট © {year} {নাম}।" }, null, 2),
    );
    const before = fs.readFileSync(path.join(site.root, "i18n/bn/content/site.json"), "utf8");
    const { code, out } = await run("import", "content/site.json", words);
    expect(code).toBe(1);
    expect(out).toMatch(new RegExp(`${words}:2:1 /ui/homeLink: .*\\{name\\} is missing`));
    expect(out).toMatch(new RegExp(`${words}:3:1 /footer/copyright: .*\\{name\\} is missing`));
    expect(out).toContain("Nothing was taken in");
    expect(fs.readFileSync(path.join(site.root, "i18n/bn/content/site.json"), "utf8")).toBe(before);
    fs.rmSync(words);
  }, 60_000);

  it("check finds a {placeholder} lost in the translation file itself, at its line", async () => {
    const file = "i18n/bn/content/site.json";
    const before = fs.readFileSync(path.join(site.root, file), "utf8");
    expect((await run("check", "content/site.json")).code).toBe(0);
    // Made by hand in the translation file, which keeps the English's fingerprint.
    expect(before).toContain('"{name}, হোম পেজ"');
    fs.writeFileSync(path.join(site.root, file), before.replace('"{name}, হোম পেজ"', '"{নাম}, হোম পেজ"'));
    const line = before.split("\n").findIndex((l) => l.includes('"/ui/homeLink": {')) + 1;
    const check = await run("check", "content/site.json");
    fs.writeFileSync(path.join(site.root, file), before);
    expect(check.code).toBe(1);
    expect(check.out).toMatch(
      new RegExp(
        `^${file}:${line}:\\d+ /ui/homeLink: .*\\{name\\} is missing, and \\{নাম\\} is not in the English`,
        "m",
      ),
    );
  }, 60_000);
});
