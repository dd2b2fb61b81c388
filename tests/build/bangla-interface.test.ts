import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { htmlFiles } from "../../scripts/lib/html-files.ts";
import { ROOT } from "../../src/content/paths.ts";
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
