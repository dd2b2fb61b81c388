import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { copySite } from "../../scripts/lib/site-copy.ts";
import { ROOT } from "../../engine/paths.ts";
import type { Page } from "../../src/generated/schema.ts";

// `npm run validate` on a copy of the site (SITE_ROOT, engine/paths.ts), broken one way per test
// and mended after it: what an editor who changed the English, or lost a Bangla file, is told.
let site: ReturnType<typeof copySite>;
const originals = new Map<string, string>();
beforeAll(() => {
  site = copySite();
  fs.symlinkSync(path.join(ROOT, "schema"), path.join(site.root, "schema"));
});
afterEach(() => {
  for (const [rel, text] of originals) fs.writeFileSync(path.join(site.root, rel), text);
  originals.clear();
});
afterAll(() => site.remove());

const read = (rel: string) => fs.readFileSync(path.join(site.root, rel), "utf8");
/** Changes a file of the copy for this test only. */
function change(rel: string, edit: (text: string) => string) {
  const before = read(rel);
  if (!originals.has(rel)) originals.set(rel, before);
  const after = edit(before);
  expect(after).not.toBe(before);
  fs.writeFileSync(path.join(site.root, rel), after);
}
function validate(...args: string[]) {
  const run = spawnSync("npm", ["run", "-s", "validate", "--", ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, SITE_ROOT: site.root, TRANSLATIONS: "" },
  });
  return { status: run.status, out: run.stdout + run.stderr };
}
/** The line (from 1) of a translation file on which the translation of `pointer` starts. */
const lineOf = (rel: string, pointer: string) =>
  read(rel)
    .split("\n")
    .findIndex((l) => l.includes(`"${pointer}": {`)) + 1;

// An FAQ answer of a page with an FAQ, found from the page (not written here, so content may change).
const PAGE = "pages/services/seo/seo-service.json";
const TRANSLATION = `i18n/bn/${PAGE}`;
const page = JSON.parse(fs.readFileSync(path.join(ROOT, PAGE), "utf8")) as Page;
const faq = page.sections.findIndex((s) => s.type === "faq");
const ANSWER = `/sections/${faq}/items/0/answer`;

// Each run starts npm and tsx and checks every page in both languages: a few seconds alone, more
// beside the other test files on a loaded 2-core machine.
describe("npm run validate and the Bangla edition", { timeout: 60_000 }, () => {
  it("passes on the copy as it is", () => {
    const run = validate("--strict-translations");
    expect(run.out).toMatch(/^All \d+ pages and the content files are valid\.$/m);
    expect(run.status).toBe(0);
  });

  it("warns, at the Bangla FAQ answer's line, that its English changed; --strict-translations fails on it", () => {
    expect(faq).toBeGreaterThan(-1);
    const line = lineOf(TRANSLATION, ANSWER);
    expect(line).toBeGreaterThan(1);
    change(PAGE, (text) => text.replace(/("answer": "[^"]*)"/, '$1 Ask us for a written plan."'));
    const run = validate();
    expect(run.status).toBe(0);
    const [warning] = run.out.split("\n").filter((l) => l.startsWith(`${TRANSLATION}:`));
    expect(warning).toMatch(
      new RegExp(
        `^${TRANSLATION}:${line}:\\d+ ${ANSWER}: warning: the English of this answer \\(".+"\\) changed since it was translated`,
      ),
    );
    // Where the new English is, to translate it again.
    expect(run.out).toContain(`translate it again from ${PAGE} line `);
    expect(run.out).toMatch(/^1 translation warning: the site builds/m);
    expect(run.out).toMatch(/^All \d+ pages and the content files are valid\.$/m);

    const strict = validate("--strict-translations");
    expect(strict.status).toBe(1);
    expect(strict.out).toMatch(new RegExp(`^${TRANSLATION}:${line}:\\d+ ${ANSWER}: the English of this answer`, "m"));
    expect(strict.out).toMatch(/^1 problem found\./m);
  });

  it("fails when a page's Bangla file is missing, naming that file and the address it leaves unbuilt", () => {
    const file = "i18n/bn/pages/about.json";
    originals.set(file, read(file));
    fs.rmSync(path.join(site.root, file));
    const run = validate();
    expect(run.status).toBe(1);
    expect(run.out).toMatch(
      /^pages\/about\.json:1:1 .*has no Bangla edition: i18n\/bn\/pages\/about\.json is missing, so \/bn\/about cannot be built/m,
    );
    expect(run.out).toMatch(/^1 problem found\./m);
  });

  it("fails on a translation longer than its field allows, at the translation's line", () => {
    const pointer = "/meta/title";
    const long = "এসইও সেবা ".repeat(7).trim(); // 69 characters, for a title of 60 at most
    change(TRANSLATION, (text) => {
      const data = JSON.parse(text) as { fields: Record<string, { text: string }> };
      data.fields[pointer]!.text = long;
      return JSON.stringify(data, null, 2) + "\n";
    });
    const line = lineOf(TRANSLATION, pointer);
    expect(line).toBeGreaterThan(1);
    const run = validate();
    expect(run.status).toBe(1);
    expect(run.out).toMatch(
      new RegExp(
        `^${TRANSLATION}:${line}:\\d+ ${pointer}: this translated title has ${[...long].length} characters, more than the 60 it may have`,
        "m",
      ),
    );
  });

  it("fails on a translation that drops a word in curly brackets the site fills in, at the translation's line", () => {
    const SITE = "i18n/bn/content/site.json";
    const pointer = "/footer/copyright";
    let kept = "";
    change(SITE, (text) => {
      const data = JSON.parse(text) as { fields: Record<string, { text: string }> };
      kept = data.fields[pointer]!.text;
      data.fields[pointer]!.text = kept.replace("{year}", "{বছর}");
      return JSON.stringify(data, null, 2) + "\n";
    });
    expect(kept).toContain("{year}");
    const line = lineOf(SITE, pointer);
    expect(line).toBeGreaterThan(1);
    const run = validate();
    expect(run.status).toBe(1);
    expect(run.out).toMatch(
      new RegExp(
        `^${SITE}:${line}:\\d+ ${pointer}: this translated .* must keep the words in curly brackets its English has: \\{year\\} is missing`,
        "m",
      ),
    );
  });
});
