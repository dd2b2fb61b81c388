import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { ROOT } from "../../engine/paths.ts";
import { siteManifest } from "../../scripts/lib/site-manifest.ts";
import type { DevServer } from "./dev-server.ts";
import { test } from "./edit-server.ts";
import { keepContentFiles } from "./keep-content.ts";
import { openInEditor } from "./editor-page.ts";

// Deleting, moving and duplicating pages in `npm run edit`, by the names on the screen. These change
// several files at once: every page, content and translation file is put back as it was after each
// test (keep-content.ts).
test.describe.configure({ mode: "serial" });
keepContentFiles();
let dev: DevServer;

test.beforeAll(async ({ editServer }) => {
  test.setTimeout(120_000);
  dev = editServer;
});

test("Delete is refused while other places link to the page, and lists them in plain words", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${dev.url}/_editor`);
  // The first visit waits while the development server prepares the editor's modules.
  await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible({ timeout: 90_000 });
  await page.getByRole("button", { name: "Delete /about", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Delete /about?" });
  const refusal = dialog.getByRole("alert");
  await expect(refusal).toContainText("/about cannot be deleted while 3 places link to it.");
  await expect(refusal.getByRole("listitem")).toHaveText([
    / links to it: Section 2, .+ › .+/,
    "The main menu (Site settings) links to it",
    "The footer (Site settings) links to it",
  ]);
  await expect(refusal.getByRole("listitem").first()).toHaveText(/^\/ links to it: Section 2, /);
  await expect(dialog.getByRole("button", { name: "Delete /about" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close" }).click();
  expect(fs.existsSync(path.join(ROOT, "pages", "about.json"))).toBe(true);
});

test("Delete asks with the page's address, then deletes the file and its unsaved draft", async ({ page }) => {
  test.setTimeout(120_000);
  const file = path.join(ROOT, "pages", "editor-delete-check.json");
  // A valid page of its own words that nothing links to.
  const own = {
    $schema: "../schema/page.schema.json",
    meta: { title: "Delete check", description: "A page made by a test to be deleted from the editor." },
    sections: [
      {
        type: "pageHero",
        title: "Delete check",
        breadcrumb: [{ label: "Home", href: "/" }, { label: "Delete check" }],
      },
    ],
  };
  fs.writeFileSync(file, JSON.stringify(own, null, 2) + "\n");
  // With its Bangla edition, as every page has (the site does not build without one).
  const bangla = path.join(ROOT, "i18n/bn/pages/editor-delete-check.json");
  fs.writeFileSync(
    bangla,
    JSON.stringify({ $schema: "../../../schema/translation.schema.json", fields: {} }, null, 2) + "\n",
  );
  await page.goto(`${dev.url}/_editor`);
  await page.evaluate(() =>
    localStorage.setItem("nexaforge-editor-draft:editor-delete-check.json", '{"page":{},"version":"x","at":0}'),
  );
  await page.getByRole("button", { name: "Delete /editor-delete-check", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Delete /editor-delete-check?" });
  await expect(dialog).toContainText("The page at /editor-delete-check will be removed from the site");
  await dialog.getByRole("button", { name: "Delete /editor-delete-check" }).click();
  await expect(page.getByRole("status")).toHaveText("/editor-delete-check was deleted.");
  await expect(page.getByRole("link", { name: "/editor-delete-check", exact: true })).toHaveCount(0);
  expect(fs.existsSync(file)).toBe(false);
  // Its Bangla went with it.
  expect(fs.existsSync(bangla)).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem("nexaforge-editor-draft:editor-delete-check.json"))).toBe(null);
});

test("a page moved from the editor leaves no broken link, and its old address forwards to the new one", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openInEditor(page, dev.url, "/services/seo/seo-audit-service");
  await page.getByRole("button", { name: "Move to another address" }).click();
  const dialog = page.getByRole("dialog", { name: "Move /services/seo/seo-audit-service to another address" });
  await dialog.getByLabel("New address, e.g. /services/seo/audit").fill("/services/seo/audit");
  await dialog.getByRole("button", { name: "Move the page" }).click();
  await expect(dialog.getByRole("status")).toHaveText(
    "Moved to /services/seo/audit. Links in 2 other files now lead there, and /services/seo/seo-audit-service forwards to it.Continue editing /services/seo/audit",
    { timeout: 60_000 },
  );
  expect(fs.existsSync(path.join(ROOT, "pages", "services", "seo", "seo-audit-service.json"))).toBe(false);
  // Its Bangla edition moved with it.
  expect(fs.existsSync(path.join(ROOT, "i18n/bn/pages/services/seo/seo-audit-service.json"))).toBe(false);
  expect(fs.existsSync(path.join(ROOT, "i18n/bn/pages/services/seo/audit.json"))).toBe(true);
  // `npm run validate` finds no broken link (it exits 1 on any problem).
  expect(execFileSync("npm", ["run", "--silent", "validate"], { cwd: ROOT, encoding: "utf8" })).toMatch(
    /^All \d+ pages and the content files are valid\./,
  );
  // The build hands the server this redirect (tests/server/editor-pages.test.ts sees it answer 301).
  expect(siteManifest().redirects).toContainEqual({
    from: "/services/seo/seo-audit-service",
    to: "/services/seo/audit",
  });
  await dialog.getByRole("link", { name: "Continue editing /services/seo/audit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Editing /services/seo/audit" })).toBeVisible({
    timeout: 60_000,
  });
});

test("Duplicate opens an unsaved copy, and says plainly that its repeated text must be rewritten", async ({ page }) => {
  test.setTimeout(120_000);
  await openInEditor(page, dev.url, "/about");
  await page.getByRole("button", { name: "Duplicate page" }).click();
  const dialog = page.getByRole("dialog", { name: "Duplicate /about" });
  await expect(dialog).toContainText("the site does not allow the same long paragraph on two pages");
  await dialog.getByLabel("New address, e.g. /services/seo/audit").fill("/about-us-copy");
  await dialog.getByRole("button", { name: "Make the copy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Editing /about-us-copy" })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole("banner").getByRole("status")).toHaveText("Unsaved changes");
  await expect(page.getByRole("heading", { name: /^Problems \(\d+\)$/ })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText("repeats a passage from another page. Write this passage for this page.").first(),
  ).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Fields" }).getByLabel("Title", { exact: true })).toHaveValue(
    "About Us (copy)",
  );
  expect(fs.existsSync(path.join(ROOT, "pages", "about-us-copy.json"))).toBe(false);
});

test("a canonical address naming another page is questioned in Page settings, and the page can still be saved", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openInEditor(page, dev.url, "/about");
  const fields = page.getByRole("complementary", { name: "Fields" });
  await fields.getByLabel("Canonical address").fill("/contact");
  await expect(fields.getByRole("status")).toHaveText(
    'This page tells search engines that /contact is the real page; this page will not appear in search results. Is that what you want? If not, empty "Canonical address" in Page settings.',
  );
  await expect(page.getByText("No problems: this page can be saved.")).toBeVisible({ timeout: 30_000 });
  await fields.getByLabel("Canonical address").fill("/about");
  await expect(fields.getByRole("status")).toHaveCount(0);
});
