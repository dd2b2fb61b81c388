import { expect, test } from "@playwright/test";
import { logIn, logOut, PASSWORD, startStudio } from "./studio.ts";

// The owner's page as the owner meets it, and what an editor sees of it.
type Studio = Awaited<ReturnType<typeof startStudio>>;
let studio: Studio;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  studio = await startStudio([
    { email: "rahim@example.com", name: "Rahim Uddin", role: "owner" },
    { email: "esha@example.com", name: "Esha Rahman", role: "editor" },
  ]);
});
test.afterAll(() => studio?.stop());

test("the owner adds a publisher, sees the password once, changes the role; the new account logs in with it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${studio.base}/studio/_accounts`);
  await logIn(page, "rahim@example.com");
  await expect(page.getByRole("heading", { level: 1, name: "Accounts" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("row", { name: /Esha Rahman esha@example\.com/ })).toBeVisible();

  const add = page.getByRole("form", { name: "Add account" });
  await add.getByLabel("E-mail").fill("nadia@example.com");
  await add.getByLabel("Name").fill("Nadia Islam");
  await add.getByLabel("Role").selectOption("publisher");
  await add.getByRole("button", { name: "Add account" }).click();
  const once = page.getByRole("region", { name: "Password for Nadia Islam" });
  await expect(once).toContainText("Give it to them in person or by phone");
  await expect(once.getByRole("button", { name: "Copy" })).toBeVisible();
  const password = (await once.locator("code").textContent())!;
  expect(password.length).toBeGreaterThanOrEqual(20);
  const nadia = page.getByRole("row", { name: /Nadia Islam nadia@example\.com/ });
  await expect(nadia.getByLabel("Role of Nadia Islam")).toHaveValue("publisher");
  await page.screenshot({ path: test.info().outputPath("accounts-1280.png"), fullPage: true });
  await once.getByRole("button", { name: "Done" }).click();
  await expect(once).toBeHidden();

  await nadia.getByLabel("Role of Nadia Islam").selectOption("editor");
  await expect(page.getByRole("status").filter({ hasText: "Nadia Islam is now an editor." })).toBeVisible();
  const activity = page.getByRole("region", { name: "Activity" });
  await expect(activity.getByRole("listitem").first()).toContainText(
    "Rahim Uddin changed the role of Nadia Islam (publisher to editor)",
  );
  await expect(activity).toContainText("Rahim Uddin added the account Nadia Islam (publisher)");

  // Remove asks first, naming the person; keeping the account changes nothing.
  await page.getByRole("button", { name: "Remove Esha Rahman" }).click();
  const confirm = page.getByRole("dialog", { name: "Remove Esha Rahman (esha@example.com)?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Keep the account" }).click();
  await expect(page.getByRole("row", { name: /Esha Rahman/ })).toBeVisible();

  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: test.info().outputPath("accounts-360.png"), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await logOut(page);
  await logIn(page, "nadia@example.com", password);
  await expect(page.getByText("Logged in as Nadia Islam")).toBeVisible({ timeout: 60_000 });
});

test("an editor has no Accounts link, is told the page is for owners, and changes their own password", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${studio.base}/studio`);
  await logIn(page, "esha@example.com");
  await expect(page.getByText("Logged in as Esha Rahman")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("link", { name: "My password" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Accounts" })).toHaveCount(0);
  await page.goto(`${studio.base}/studio/_accounts`);
  await expect(page.getByRole("alert")).toHaveText(
    "Accounts is for accounts with the owner role. Ask the site's owner if you need it.",
  );

  await page.getByRole("link", { name: "My password" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My password" })).toBeVisible();
  await page.getByLabel("Current password").fill("not my password at all");
  await page.getByLabel("New password", { exact: true }).fill("Esha's own longer password");
  await page.getByLabel("New password again").fill("Esha's own longer password");
  await page.getByRole("button", { name: "Change my password" }).click();
  await expect(page.getByRole("status")).toHaveText("Your current password is not the one given. Nothing was changed.");
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByRole("button", { name: "Change my password" }).click();
  await expect(page.getByRole("status")).toHaveText(/Your password was changed/);
  await page.setViewportSize({ width: 360, height: 700 });
  await page.screenshot({ path: test.info().outputPath("password-360.png"), fullPage: true });
  await logOut(page);
  await logIn(page, "esha@example.com", "Esha's own longer password");
  await expect(page.getByText("Logged in as Esha Rahman")).toBeVisible({ timeout: 60_000 });
});
