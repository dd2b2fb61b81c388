import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { PAGES_DIR } from "../../engine/paths.ts";
import type { DevServer } from "./dev-server.ts";
import { test } from "./edit-server.ts";
import { fields, openInEditor, readPage, saveStatus, sections, seriousViolations } from "./editor-page.ts";
import { keepContentFiles } from "./keep-content.ts";

// Pages, content and their translations put back after each test (keep-content.ts).
keepContentFiles();

// The editor's own interface as a person meets it on a laptop and a large screen: compact enough to
// see a long page's sections at once, readable, usable by keyboard alone, and accessible. The
// screenshots are kept in artifacts/screenshots/ for people to look at.
const SHOTS = path.join(import.meta.dirname, "../../artifacts/screenshots");
const LONG = "/services/seo/seo-service";
/** Its sections: 13 since issue 37 gave it a problem list, as many as the longest pages have. */
const LONG_SECTIONS = (JSON.parse(readPage("services/seo/seo-service.json")) as { sections: unknown[] }).sections
  .length;

const ABOUT = "about.json";
/** Puts back what a test changed, whether it passed or not. */
let onTestEnd: (() => void) | undefined;
test.afterEach(() => {
  onTestEnd?.();
  onTestEnd = undefined;
});

let dev: DevServer;
test.beforeAll(async ({ editServer }) => {
  test.setTimeout(120_000);
  dev = editServer;
});

/** How many rows of the Sections list are wholly on screen without scrolling. */
async function rowsInView(page: Page) {
  return page.evaluate(() => {
    const rows = [...document.querySelectorAll('[aria-labelledby="sections-heading"] > li')];
    return rows.filter((row) => {
      const box = row.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
    }).length;
  });
}

for (const [width, height] of [
  [1280, 720],
  [1920, 1080],
] as const) {
  test(`at ${width}×${height} the Sections list shows the longest page (${LONG_SECTIONS} sections) whole, and nothing is serious for axe`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    await openInEditor(page, dev.url, LONG);
    await expect(sections(page).getByRole("listitem")).toHaveCount(LONG_SECTIONS);
    await page.screenshot({ path: path.join(SHOTS, `editor-${width}x${height}.png`) });
    expect(await rowsInView(page)).toBe(LONG_SECTIONS);
    // A chosen section's actions show under it, each with its word.
    const row = sections(page).getByRole("listitem").nth(1);
    await row.getByRole("button", { name: /^2\. / }).click();
    for (const name of ["Move up", "Move down", "Hide", "Duplicate", "Delete"])
      await expect(row.getByRole("button", { name, exact: true })).toHaveCount(1);
    // Problems sit at the top of the fields panel, above the fields.
    const panel = fields(page);
    const problems = await panel.getByText("No problems: this page can be saved.").boundingBox();
    const firstField = await panel.getByRole("textbox").first().boundingBox();
    expect(problems!.y).toBeLessThan(firstField!.y);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("every action can be done with the keyboard alone", async ({ page }) => {
  test.setTimeout(120_000);
  // It saves /about: the file is put back as it was afterwards, for the tests that follow.
  const about = readPage(ABOUT);
  onTestEnd = () => fs.writeFileSync(path.join(PAGES_DIR, ABOUT), about);
  await page.setViewportSize({ width: 1280, height: 720 });
  await openInEditor(page, dev.url, "/about");
  // From the Sections list: select a section, then move it, with Tab and Enter only.
  const name = sections(page).getByRole("button", { name: /^3\. / });
  await name.focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("complementary", { name: "Fields" }).getByRole("heading", { level: 2 }).first(),
  ).toContainText("Section:");
  await page.keyboard.press("Tab"); // Move up
  await expect(page.locator(":focus")).toHaveAccessibleName("Move up");
  await page.keyboard.press("Enter");
  await expect(sections(page).getByRole("button", { name: /^2\. / })).toHaveAttribute("aria-current", "true");
  // Ctrl+S saves from anywhere, the preview included.
  await page.frameLocator("iframe").locator("body").click();
  await page.keyboard.press("Control+s");
  await expect(saveStatus(page)).toHaveText("Saved", { timeout: 30_000 });
  expect(readPage(ABOUT)).not.toBe(about);
});
