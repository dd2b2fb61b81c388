import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { heroTitle, saveStatus, saveWhileStopped } from "../dev/editor-page.ts";
import { git, logIn, siteCopy, startStudio } from "./studio.ts";

// Issue 51: a Save while the studio restarted said "Not saved: Failed to fetch". The studio's
// process is stopped for real here (not a mocked route): Save says in words that it cannot be
// reached and that the changes are kept in this browser, tries again by itself, and says when the
// studio is back and the page saved, with the save committed in the site's checkout.

const ESHA = { email: "esha@example.com", name: "Esha Rahman", role: "editor" };

type Studio = Awaited<ReturnType<typeof startStudio>>;
let studio: Studio;
let site: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-away-e2e-"));
  site = siteCopy(dir);
  git(site, "init", "-q", "-b", "main");
  git(site, "add", "-A");
  git(site, "commit", "-q", "-m", "The site");
  studio = await startStudio([ESHA], { dir, site });
});
test.afterAll(() => studio?.stop());

const aboutTitle = () => JSON.parse(fs.readFileSync(path.join(site, "pages/about.json"), "utf8")).sections[0].title;
/** The draft this browser keeps of /about's unsaved changes (drafts.ts), or null. */
const draftTitle = (page: Page) =>
  page.evaluate(() => {
    const draft = localStorage.getItem("nexaforge-editor-draft:about.json");
    return draft ? (JSON.parse(draft).page.sections[0].title as string) : null;
  });

/** Save with the studio stopped: the words a person reads, and nothing of the browser's error. */
const saveWhileAway = (page: Page) => saveWhileStopped(page, () => studio.halt(), "the studio cannot be reached");

test("a Save while the studio is stopped is kept, tried again by itself, and saved once it is back", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.goto(`${studio.base}/studio/about`);
  await logIn(page, ESHA.email);
  await expect(page.getByText("No problems: this page can be saved.")).toBeVisible({ timeout: 60_000 });
  await (await heroTitle(page)).fill("About the people of Nexaforge");
  await expect(page.getByText("No problems: this page can be saved.")).toBeVisible({ timeout: 30_000 });

  await saveWhileAway(page);
  await page.screenshot({ path: test.info().outputPath("away.png") });
  expect(await draftTitle(page)).toBe("About the people of Nexaforge");
  expect(aboutTitle()).not.toBe("About the people of Nexaforge");

  // Started again on the same port and data: saved without pressing Save again.
  await studio.resume();
  await expect(saveStatus(page)).toHaveText(/^Saved at \d{1,2}:\d{2}( [AP]M)?: the studio is back\.$/, {
    timeout: 90_000,
  });
  await page.screenshot({ path: test.info().outputPath("back.png") });
  expect(aboutTitle()).toBe("About the people of Nexaforge");
  expect(git(site, "log", "-1", "--format=%an", "--", "pages/about.json")).toBe(ESHA.name);
  expect(git(site, "status", "--porcelain")).toBe("");
  expect(await draftTitle(page)).toBeNull();
});

test("changes kept while the studio is stopped are offered again in a new tab once it is back", async ({ context }) => {
  test.setTimeout(300_000);
  const page = await context.newPage();
  await page.goto(`${studio.base}/studio/about`);
  await logIn(page, ESHA.email);
  await expect(page.getByText("No problems: this page can be saved.")).toBeVisible({ timeout: 60_000 });
  await (await heroTitle(page)).fill("Meet the Nexaforge team");
  await saveWhileAway(page);
  // The person gives up and closes the tab while the studio is still away.
  await page.close();
  await studio.resume();
  const again = await context.newPage();
  await again.goto(`${studio.base}/studio/about`);
  await again.getByRole("button", { name: /Restore unsaved changes/ }).click({ timeout: 60_000 });
  await expect(await heroTitle(again)).toHaveValue("Meet the Nexaforge team");
  await again.getByRole("button", { name: "Save", exact: true }).click();
  await expect(saveStatus(again)).toHaveText("Saved", { timeout: 30_000 });
  expect(aboutTitle()).toBe("Meet the Nexaforge team");
});
