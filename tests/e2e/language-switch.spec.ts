import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./site.ts";

// The language switch as a visitor uses it: in the header and the drawer, before and after the
// page's scripts, keeping the section the address points at; a Bangla page's own links stay in
// Bangla; and nothing redirects by the browser's language (a crawler must reach both editions).

const mainMenu = (page: Page, name: string) => page.getByRole("navigation", { name, exact: true });
/** The switch in the top bar (the drawer's, the other one, is hidden at desktop width). */
const languageSwitch = (page: Page, name: "বাংলা" | "English") => page.getByRole("link", { name, exact: true });

test("the header's switch leads to the same page in the other language and back", async ({ page }) => {
  await page.goto("/about");
  await hydrated(page);
  await languageSwitch(page, "বাংলা").click();
  await expect(page).toHaveURL("/bn/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("আমাদের সম্পর্কে");
  await expect(page).toHaveTitle(/^আমাদের সম্পর্কে/);
  // The rest of the layout changed language with the page: menu, greeting, footer.
  await expect(mainMenu(page, "প্রধান মেনু").getByRole("link", { name: "যোগাযোগ" })).toHaveAttribute(
    "href",
    "/bn/contact",
  );
  await expect(page.locator("footer")).toContainText(/[\u0980-\u09FF]/);

  await languageSwitch(page, "English").click();
  await expect(page).toHaveURL("/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  await expect(mainMenu(page, "Main").getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
});

test("the switch keeps the section the address points at", async ({ page }) => {
  await page.goto("/about#growth");
  await hydrated(page);
  await languageSwitch(page, "বাংলা").click();
  await expect(page).toHaveURL("/bn/about#growth");
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.locator("#growth")).toBeInViewport();
});

test("a Bangla page's menu leads to Bangla pages", async ({ page }) => {
  await page.goto("/bn");
  await hydrated(page);
  await mainMenu(page, "প্রধান মেনু").getByRole("link", { name: "যোগাযোগ" }).click();
  await expect(page).toHaveURL("/bn/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("যোগাযোগ");
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the drawer's switch leads to the English page", async ({ page }) => {
    await page.goto("/bn/services");
    await hydrated(page);
    await page.getByRole("button", { name: "মেনু খুলুন" }).click();
    const drawer = page.getByRole("navigation", { name: "মেনু", exact: true });
    await expect(drawer).toBeVisible();
    await drawer.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/services");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(drawer).toBeHidden();
  });
});

test.describe("before the page's scripts run", () => {
  test.use({ javaScriptEnabled: false });

  test("the switch is a plain link that works", async ({ page }) => {
    await page.goto("/bn/contact");
    await languageSwitch(page, "English").click();
    await expect(page).toHaveURL("/contact");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Contact/);
  });
});

test("the not-found page in Bangla is in Bangla and its switch leads to the English home page", async ({ page }) => {
  const response = await page.goto("/bn/no-such-page");
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/[\u0980-\u09FF]/);
  await expect(languageSwitch(page, "English")).toHaveAttribute("href", "/");
});

test("no address redirects by the browser's language", async ({ browser }) => {
  for (const [language, address, lang] of [
    ["bn-BD,bn;q=0.9", "/about", "en"],
    ["bn-BD,bn;q=0.9", "/", "en"],
    ["en-US,en;q=0.9", "/bn/about", "bn"],
  ] as const) {
    const context = await browser.newContext({
      locale: language.split(",")[0],
      extraHTTPHeaders: { "Accept-Language": language },
    });
    const page = await context.newPage();
    const response = await page.goto(address);
    expect(response?.status(), `${address} with Accept-Language ${language}`).toBe(200);
    expect(response?.request().redirectedFrom(), `${address} was not redirected`).toBeNull();
    await expect(page).toHaveURL(address);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await context.close();
  }
});
