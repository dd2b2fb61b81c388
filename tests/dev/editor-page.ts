import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { PAGES_DIR } from "../../engine/paths.ts";
import { developerWords } from "../person-words.ts";

/** What a person sees of the editor, found by name: the shared steps of the editor's browser tests. */
export const readPage = (file: string) => fs.readFileSync(path.join(PAGES_DIR, file), "utf8");

/** Opens the page at `route` from the editor's list of pages, and waits until it can be saved. */
export async function openInEditor(page: Page, base: string, route: string) {
  await page.goto(`${base}/_editor`);
  await page.getByRole("link", { name: route, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Editing ${route}` })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("No problems: this page can be saved.")).toBeVisible({ timeout: 30_000 });
}

export const sections = (page: Page) => page.getByRole("list", { name: "Sections" });
export const section = (page: Page, name: string) => sections(page).getByRole("listitem").filter({ hasText: name });
/** Chooses a section by its name in the Sections list ('Timeline'): its actions (Move up, Hide...) show under it. */
export async function chooseSection(page: Page, name: string) {
  const row = section(page, name);
  await row.getByRole("button", { name: new RegExp(`^\\d+\\. ${name}`) }).click();
  return row;
}
export const fields = (page: Page) => page.getByRole("complementary", { name: "Fields" });

/** Selects the page hero (the first section) and returns its Title field. */
export async function heroTitle(page: Page) {
  await section(page, "Page hero")
    .getByRole("button", { name: /Page hero/ })
    .click();
  return fields(page).getByLabel("Title", { exact: true });
}

/** The editor's status line (Unsaved changes, Saving…, Saved, or why not). */
export const saveStatus = (page: Page) => page.getByRole("banner").getByRole("status");

/** axe's serious and critical violations in the editor's own interface (the preview is the site's, checked by its own tests). */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).exclude("iframe").analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes[0]?.html}`);
}

/**
 * Save while the server behind the editor is stopped (`stop`): the status names it (`unreachable`,
 * e.g. "the studio cannot be reached"), says the changes are kept in this browser, and has none of
 * the browser's own error words. Returns what it said.
 */
export async function saveWhileStopped(page: Page, stop: () => Promise<unknown>, unreachable: string) {
  await stop();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const status = saveStatus(page);
  await expect(status).toContainText(unreachable, { timeout: 30_000 });
  await expect(status).toContainText("Your changes are kept in this browser");
  const said = (await status.textContent()) ?? "";
  expect(developerWords(said), said).toEqual([]);
  return said;
}
