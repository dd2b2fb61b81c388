import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { sourceHash } from "../../engine/i18n/source-hash.ts";
import { git, logIn, siteCopy, startStudio } from "./studio.ts";

// The studio serves the same editor: a publisher opens /about, switches it to Bangla, translates
// the banner's title, saves (one commit in their name, of the translation only), and finds it among
// the changes to publish, named as the Bangla of /about. (Publishing itself builds the site: the
// publish spec covers it; a translation is built as its page is, scripts/lib/incremental-build.ts.)

const NADIA = { email: "nadia@example.com", name: "Nadia Karim", role: "publisher" };

type Studio = Awaited<ReturnType<typeof startStudio>>;
let studio: Studio;
let site: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-translate-e2e-"));
  site = siteCopy(dir);
  git(site, "init", "-q", "-b", "main");
  git(site, "add", "-A");
  git(site, "commit", "-q", "-m", "The site");
  // A live release made from the checkout's first commit, as the studio records its own publishes.
  const releases = path.join(dir, "releases");
  const live = "20260101-000000-000";
  fs.mkdirSync(path.join(releases, live), { recursive: true });
  fs.symlinkSync(live, path.join(releases, "current"));
  studio = await startStudio([NADIA], { dir, site, env: { RELEASES_DIR: releases } });
  const db = new Database(studio.databaseFile);
  db.prepare("INSERT INTO publishes VALUES (?, ?, ?, ?, 'full', 0)").run(
    live,
    git(site, "rev-parse", "HEAD"),
    "operator@example.com",
    Date.now(),
  );
  db.close();
});
test.afterAll(() => studio?.stop());

test("a publisher translates a title into Bangla in the studio: saved as a commit in their name, listed to publish", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto(`${studio.base}/studio/about`);
  await logIn(page, NADIA.email);
  await expect(page.getByText("No problems: this page can be saved.")).toBeVisible({ timeout: 60_000 });
  await page.getByRole("group", { name: "Language of this page" }).getByRole("button", { name: "বাংলা" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Editing /about in Bangla" })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole("button", { name: /^1\. Page hero/ }).click();
  const title = page.getByRole("complementary", { name: "Fields in Bangla" }).getByLabel("Title in Bangla");
  await expect(title).toHaveAccessibleDescription(/English About Us/);
  await title.fill("আমাদের গল্প");
  await page.keyboard.press("Control+s");
  const status = page.getByRole("banner").filter({ visible: true }).getByRole("status");
  await expect(status).toHaveText("Saved", { timeout: 30_000 });

  const saved = JSON.parse(fs.readFileSync(path.join(site, "i18n/bn/pages/about.json"), "utf8"));
  expect(saved.fields["/sections/0/title"]).toEqual({ text: "আমাদের গল্প", from: sourceHash("About Us") });
  expect(git(site, "log", "-1", "--format=%an <%ae>|%s")).toBe(
    "Nadia Karim <nadia@example.com>|About Us in Bangla (বাংলা): translated 1 field",
  );
  expect(git(site, "show", "--name-only", "--format=", "HEAD")).toBe("i18n/bn/pages/about.json");

  await page.goto(`${studio.base}/studio/_publish`);
  await expect(page.getByRole("heading", { name: "Not yet live" })).toBeVisible({ timeout: 30_000 });
  const pending = page.locator(".ed-publish-changes > li");
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText("The page /about in Bangla");
  await expect(pending).toContainText("saved by Nadia Karim");
  await expect(pending.getByRole("link", { name: "/about" })).toHaveAttribute("href", "/studio/about?lang=bn");
});
