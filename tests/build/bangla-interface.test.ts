import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { htmlFiles } from "../../scripts/lib/html-files.ts";
import { ROOT } from "../../engine/paths.ts";
import { englishInterfaceWordsIn } from "../english-interface.ts";

// Reads the prerendered build, as a visitor's browser and screen reader get it before any script.
const client = path.join(ROOT, "build/client");
const bangla = htmlFiles(path.join(client, "bn")).map((file) => ({
  page: path.relative(client, file),
  html: fs.readFileSync(file, "utf8"),
}));

describe("the Bangla pages' interface words", () => {
  it("are read from every Bangla page of the build (all 43, the not-found page too)", () => {
    expect(bangla.map((p) => p.page)).toContain("bn/index.html");
    expect(bangla.map((p) => p.page)).toContain("bn/404.html");
    expect(bangla.length).toBeGreaterThanOrEqual(43);
  });

  it("would be found on a page that shows them: the English home page has them", () => {
    const english = englishInterfaceWordsIn(fs.readFileSync(path.join(client, "index.html"), "utf8"));
    expect(english).toEqual(expect.arrayContaining(['"Skip to main content" (ui.skipLink)', '"Open menu" (ui.openMenu)']));
  });

  for (const { page, html } of bangla)
    it(`${page}: no English interface word in its text, aria-label, alt or title`, () => {
      expect(englishInterfaceWordsIn(html)).toEqual([]);
    });
});

/**
 * The figures in a page's text that are Latin digits: each run of digits with what surrounds it.
 * Phone numbers, e-mail and web addresses and names with digits ('4G', 'HTTP/2', 'Windows 11')
 * keep them by the house rule (docs/translating.md, "Figures are written in Bengali digits"); a
 * figure standing as a word of its own ('ধাপ 1', a year '2022') is the code's, and must not.
 */
function latinFigures(html: string): string[] {
  const body = html.slice(html.indexOf("<body"));
  const text = body
    .replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "\n");
  return text
    .split("\n")
    .flatMap((line) => [...line.matchAll(/(^|[\s(])([0-9][0-9,.]*)(?=$|[\s),.;:!?%])/g)].map(() => line.trim()))
    .filter((line) => !/\+880|@|https?:/.test(line));
}

describe("figures on the Bangla pages", () => {
  it("would be found: the English pages write their years and step numbers in Latin digits", () => {
    expect(latinFigures(fs.readFileSync(path.join(client, "about/index.html"), "utf8"))).toContain("2022");
    const payroll = fs.readFileSync(path.join(client, "services/software/payroll-management/index.html"), "utf8");
    expect(latinFigures(payroll)).toContain("Step 1");
  });

  for (const { page, html } of bangla)
    it(`${page}: every figure standing as a word is in Bengali digits`, () => {
      expect(latinFigures(html)).toEqual([]);
    });
});
