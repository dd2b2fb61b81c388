import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { PAGES_DIR, ROOT } from "../../engine/paths.ts";
import type { DevServer } from "./dev-server.ts";
import { test } from "./edit-server.ts";
import {
  chooseSection,
  fields,
  heroTitle,
  openInEditor,
  readPage,
  saveStatus,
  section,
  sections,
} from "./editor-page.ts";
import { keepContentFiles } from "./keep-content.ts";

// Pages, content and their translations put back after each test (keep-content.ts).
keepContentFiles();

// The editor never loses work: it says whether the page is saved, asks before leaving unsaved
// changes, keeps them in the browser until saved, and the development server never reloads it.

const ABOUT = "about.json";
let original: string;
let dev: DevServer;
test.beforeAll(async ({ editServer }) => {
  test.setTimeout(240_000);
  original = readPage(ABOUT);
  dev = editServer;
});
test.afterEach(() => {
  if (readPage(ABOUT) !== original) fs.writeFileSync(path.join(PAGES_DIR, ABOUT), original);
});

const titleInFile = () => (JSON.parse(readPage(ABOUT)) as { sections: { title?: string }[] }).sections[0]!.title;

test("an edit makes the status say Unsaved changes, and All pages asks before leaving", async ({ page }) => {
  test.setTimeout(240_000);
  await openInEditor(page, dev.url, "/about");
  await expect(saveStatus(page)).toHaveText("");
  await (await heroTitle(page)).fill("About Nexaforge");
  await expect(saveStatus(page)).toHaveText("Unsaved changes");

  await page.getByRole("link", { name: "All pages" }).click();
  const ask = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Stay on this page" }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Editing /about" })).toBeVisible();
  await expect(await heroTitle(page)).toHaveValue("About Nexaforge");

  await page.getByRole("link", { name: "All pages" }).click();
  await ask.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible({ timeout: 60_000 });
  expect(readPage(ABOUT)).toBe(original);
});

test("a reload offers to restore the unsaved changes, and restoring brings them back to save", async ({ page }) => {
  test.setTimeout(240_000);
  await openInEditor(page, dev.url, "/about");
  await (await heroTitle(page)).fill("Kept through a reload");
  await expect(saveStatus(page)).toHaveText("Unsaved changes");
  // The browser asks before the reload (closing the tab asks the same way).
  const asked: string[] = [];
  page.on("dialog", (d) => void (asked.push(d.type()), d.accept()));
  await page.reload();
  expect(asked).toEqual(["beforeunload"]);

  await page.getByRole("button", { name: /^Restore unsaved changes from / }).click({ timeout: 60_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Editing /about" })).toBeVisible();
  await expect(await heroTitle(page)).toHaveValue("Kept through a reload");
  await expect(saveStatus(page)).toHaveText("Unsaved changes");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(saveStatus(page)).toHaveText("Saved", { timeout: 30_000 });
  expect(titleInFile()).toBe("Kept through a reload");

  // Saved: nothing is offered any more, and nothing asks before leaving.
  await page.reload();
  await expect(page.getByText("No problems: this page can be saved.")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: /^Restore unsaved changes/ })).toHaveCount(0);
  expect(asked).toEqual(["beforeunload"]);

  // Discard drops the kept changes and opens the file as it is.
  await (await heroTitle(page)).fill("Dropped");
  await page.reload();
  await page.getByRole("button", { name: "Discard" }).click();
  await expect(await heroTitle(page)).toHaveValue("Kept through a reload");
  await expect(saveStatus(page)).toHaveText("");
});

test("a page created in another tab leaves this tab's edits in place, and Save writes them", async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const file = path.join(PAGES_DIR, "editor-safety-check.json");
  try {
    await openInEditor(page, dev.url, "/about");
    await (await heroTitle(page)).fill("Kept through a new page");
    // Gone if the tab reloads.
    await page.evaluate(() => Object.assign(window, { editorTabMark: "still here" }));

    const other = await context.newPage();
    await other.goto(`${dev.url}/_editor`);
    await other.getByLabel("Address of the new page, e.g. /careers").fill("/editor-safety-check");
    await other.getByRole("button", { name: "Create page" }).click();
    await expect(other.getByRole("heading", { level: 1, name: "Editing /editor-safety-check" })).toBeVisible({
      timeout: 60_000,
    });
    await fields(other).getByLabel("Description", { exact: true }).fill("A page made while another tab edits.");
    await other.getByRole("button", { name: "Save" }).click();
    await expect(saveStatus(other)).toHaveText("Saved", { timeout: 30_000 });
    expect(fs.existsSync(file)).toBe(true);
    expect(dev.output()).not.toContain("server restarted");

    expect(await page.evaluate(() => (window as unknown as { editorTabMark?: string }).editorTabMark)).toBe(
      "still here",
    );
    await expect(fields(page).getByLabel("Title", { exact: true })).toHaveValue("Kept through a new page");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(saveStatus(page)).toHaveText("Saved", { timeout: 30_000 });
    expect(titleInFile()).toBe("Kept through a new page");
  } finally {
    fs.rmSync(file, { force: true });
    // Its Bangla edition, written with it.
    fs.rmSync(path.join(ROOT, "i18n/bn/pages/editor-safety-check.json"), { force: true });
  }
});

test("Ctrl+S saves, and Saved gives way to Unsaved changes at the next edit", async ({ page }) => {
  test.setTimeout(240_000);
  await openInEditor(page, dev.url, "/about");
  const title = await heroTitle(page);
  await title.fill("Saved by keyboard");
  await title.press("Control+s");
  await expect(saveStatus(page)).toHaveText("Saved", { timeout: 30_000 });
  expect(titleInFile()).toBe("Saved by keyboard");
  await title.fill("Saved by keyboard, then changed");
  await expect(saveStatus(page)).toHaveText("Unsaved changes");
});

test("Delete shows a message whose Undo puts the section back in its place", async ({ page }) => {
  test.setTimeout(240_000);
  await openInEditor(page, dev.url, "/about");
  const names = await sections(page)
    .getByRole("listitem")
    .getByRole("button", { name: /^\d+\. / })
    .allTextContents();
  const timeline = names.findIndex((n) => n.includes("Timeline"));
  expect(timeline).toBeGreaterThan(0);
  await (await chooseSection(page, "Timeline")).getByRole("button", { name: "Delete" }).click();
  const note = page.getByRole("status").filter({ hasText: "Deleted section" });
  await expect(note).toContainText(`Deleted section ${timeline + 1}. Timeline`);
  await expect(section(page, "Timeline")).toHaveCount(0);
  await expect(saveStatus(page)).toHaveText("Unsaved changes");

  await note.getByRole("button", { name: "Undo" }).click();
  await expect(note).toBeHidden();
  await expect(
    sections(page)
      .getByRole("listitem")
      .getByRole("button", { name: /^\d+\. / }),
  ).toHaveText(names);
  await expect(saveStatus(page)).toHaveText("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(saveStatus(page)).toHaveText("Nothing to save: this page has no changes since its last save.");
  expect(readPage(ABOUT)).toBe(original);
});

test("a paste over a length limit is kept whole, the counter says how much to remove, and Save waits", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openInEditor(page, dev.url, "/about");
  await section(page, "Call-to-action banner").getByRole("button", { name: /^6\. / }).click();
  const text = fields(page).getByLabel("Text (optional)", { exact: true });
  await expect(fields(page).getByText(`${(await text.inputValue()).length} / 400`, { exact: true })).toBeVisible();
  // No code words in the fields' labels and help, here and in the page settings.
  await expect(fields(page)).not.toContainText(/\b(true|string|array|quotes|JSON)\b/);

  const long = "Plain words for every visitor. ".repeat(30).slice(0, 640);
  await text.press("Control+a");
  await page.keyboard.insertText(long);
  await expect(text).toHaveValue(long);
  await expect(
    fields(page).getByText("640 / 400: 240 characters too many. Remove 240 to save this page; nothing was cut."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(saveStatus(page)).toContainText("Not saved", { timeout: 30_000 });
  expect(readPage(ABOUT)).toBe(original);

  // The problem names the section from 1, its block and title, and the field's label, in the words of
  // a publish's refusal (person-problem.ts); no file words.
  const problems = page.getByRole("region", { name: /^Problems/ });
  await expect(problems).toContainText(
    "Section 6, Call-to-action banner “Ready to Start Your Project?”, field “Text”: this is 640 characters long: at most 400 fit here. Shorten it by 240 characters.",
  );
  await expect(problems).not.toContainText("/sections/");
  await expect(section(page, "Call-to-action banner")).toContainText("(1 problem)");
  await page.getByRole("button", { name: "Page settings", exact: true }).click();
  await expect(fields(page)).not.toContainText(/\b(true|string|array|quotes|JSON)\b/);
  await problems.getByRole("button", { name: "Go to section 6" }).click();
  await expect(text).toBeFocused();

  await text.fill(long.slice(0, 400));
  await expect(page.getByText("No problems: this page can be saved.")).toBeVisible({ timeout: 15_000 });
  await expect(section(page, "Call-to-action banner")).not.toContainText("problem");
});

test("a duplicated section has no anchor", async ({ page }) => {
  test.setTimeout(240_000);
  await openInEditor(page, dev.url, "/about");
  await (await chooseSection(page, "Feature cards")).getByRole("button", { name: "Duplicate" }).click();
  await sections(page)
    .getByRole("button", { name: /^4\. Feature cards/ })
    .click();
  await expect(fields(page).getByLabel("Section anchor (optional)", { exact: true })).toHaveValue("");
  await sections(page)
    .getByRole("button", { name: /^3\. Feature cards/ })
    .click();
  await expect(fields(page).getByLabel("Section anchor (optional)", { exact: true })).toHaveValue("values");
});

test("the preview renders at the device's real width, and scrolls to the selected section", async ({ page }) => {
  test.setTimeout(240_000);
  await openInEditor(page, dev.url, "/about");
  const frame = (await page.locator("iframe").elementHandle())!.contentFrame();
  const width = () => frame.then((f) => f!.evaluate(() => document.documentElement.clientWidth));
  const widths = page.getByRole("group", { name: "Preview width" });
  await widths.getByRole("button", { name: /^Desktop/ }).click();
  await expect.poll(width).toBe(1440);
  await widths.getByRole("button", { name: /^Phone/ }).click();
  await expect.poll(width).toBe(390);
  await widths.getByRole("button", { name: /^Desktop/ }).click();
  await expect.poll(width).toBe(1440);
  // Scaled to fit the panel: the frame is no wider on screen than the panel holding it.
  const panel = (await page.getByRole("main", { name: "Preview" }).boundingBox())!;
  const shown = (await page.locator("iframe").boundingBox())!;
  expect(shown.width).toBeLessThanOrEqual(panel.width + 1);
  expect(shown.width).toBeGreaterThan(panel.width * 0.9);

  const preview = page.frameLocator("iframe");
  const last = await sections(page).getByRole("listitem").count();
  await sections(page)
    .getByRole("button", { name: new RegExp(`^${last}\\. Clients`) })
    .click();
  await expect(preview.getByRole("heading", { name: "Our Clients" })).toBeInViewport();
  // The site's header sticks as on the site: scrolled far down the page, its main bar is still in view.
  const header = await frame.then((f) =>
    f!.evaluate(() => ({
      scrolled: scrollY,
      bottom: document.querySelector("header")!.getBoundingClientRect().bottom,
    })),
  );
  expect(header.scrolled).toBeGreaterThan(2000);
  expect(header.bottom).toBeGreaterThan(40);
});
