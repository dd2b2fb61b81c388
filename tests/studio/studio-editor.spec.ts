import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ROOT } from "../../engine/paths.ts";
import { heroTitle, saveStatus } from "../dev/editor-page.ts";
import { logIn, logOut, startStudio } from "./studio.ts";

type Studio = Awaited<ReturnType<typeof startStudio>>;
let studio: Studio;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  studio = await startStudio({ email: "esha@example.com", name: "Esha Rahman", role: "editor" });
});
test.afterAll(() => studio?.stop());

test("an editor logs in, changes the /about banner heading, saves, and the site's file holds it", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${studio.base}/studio/about`);
  await expect(page.getByRole("heading", { name: "Log in to the studio" })).toBeVisible();
  await logIn(page, "esha@example.com", "not the password");
  await expect(page.getByRole("alert")).toHaveText(
    "That e-mail and password do not match an account. Check both and try again.",
  );
  await logIn(page, "esha@example.com");
  await expect(page.getByRole("heading", { level: 1, name: "Editing /about" })).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(`${studio.base}/studio/about`);
  await expect(page.getByText("Logged in as Esha Rahman")).toBeVisible();
  await expect(page.getByText("No problems: this page can be saved.")).toBeVisible({ timeout: 30_000 });
  await (await heroTitle(page)).fill("About the team behind Nexaforge");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(saveStatus(page)).toHaveText("Saved", { timeout: 30_000 });
  const saved = JSON.parse(fs.readFileSync(path.join(studio.site, "pages/about.json"), "utf8"));
  expect(saved.sections[0].title).toBe("About the team behind Nexaforge");
  await page.screenshot({ path: test.info().outputPath("saved.png") });
});

test("a login that ends mid-edit keeps the changes, and logging in again comes back to them", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${studio.base}/studio/contact`);
  await logIn(page, "esha@example.com");
  await expect(page.getByText("No problems: this page can be saved.")).toBeVisible({ timeout: 60_000 });
  await (await heroTitle(page)).fill("Talk to us");
  // Logged out from another browser ("Log out everywhere" there): this one's login ends.
  await context.clearCookies();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(saveStatus(page)).toHaveText("Your login ended; log in again (your changes are kept in this browser).");
  await page.screenshot({ path: test.info().outputPath("login-ended.png") });
  await saveStatus(page).getByRole("link", { name: "log in again" }).click();
  await expect(page).toHaveURL(/\/studio\/login\?next=%2Fstudio%2Fcontact$/);
  await logIn(page, "esha@example.com");
  await page.getByRole("button", { name: /Restore unsaved changes/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Editing /contact" })).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(saveStatus(page)).toHaveText("Saved", { timeout: 30_000 });
  const saved = JSON.parse(fs.readFileSync(path.join(studio.site, "pages/contact.json"), "utf8"));
  expect(saved.sections[0].title).toBe("Talk to us");
  await logOut(page);
  await expect(page.getByRole("heading", { name: "Log in to the studio" })).toBeVisible();
});

test("serves the editor as a production build: no source file, no path of this machine", async ({ request }) => {
  const built = path.join(ROOT, "build-studio", "assets");
  const leaking = fs
    .readdirSync(built)
    .filter((file) => /\.(js|css)$/.test(file) && fs.readFileSync(path.join(built, file), "utf8").includes(ROOT));
  expect(leaking).toEqual([]);
  const page = await (await request.get(`${studio.base}/studio/about`)).text();
  const scripts = [...page.matchAll(/src="([^"]+)"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toMatch(/^\/studio\/assets\/[\w-]+\.js$/);
  expect((await request.get(`${studio.base}/studio/client/main.tsx`)).status()).toBe(404);
});
