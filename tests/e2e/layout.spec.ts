import { expect, test } from "@playwright/test";
import { heardAsExpanded, hydrated, site } from "./site.ts";

test.describe("header at desktop width", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("shows the navigation with the current page marked, and the contact links", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await expect(nav.getByRole("link")).toHaveText(site.nav.map((n) => n.label));
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: site.contact.email }).first()).toHaveAttribute(
      "href",
      `mailto:${site.contact.email}`,
    );
    await expect(
      page.getByRole("link", { name: new RegExp(site.headerCta.label.replace(/\+/g, "\\+")) }),
    ).toHaveAttribute("href", site.headerCta.href);
    await expect(page.getByText(site.contact.officeHours).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("the main bar stays at the top while scrolling", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const top = await page
      .getByRole("navigation", { name: "Main", exact: true })
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(80);
  });
});

test.describe("greeting in the visitor's local time", () => {
  const cases: [string, string][] = [
    ["2026-03-02T06:30:00", site.greeting.morning],
    ["2026-03-02T11:59:00", site.greeting.morning],
    ["2026-03-02T12:00:00", site.greeting.afternoon],
    ["2026-03-02T17:59:00", site.greeting.afternoon],
    ["2026-03-02T18:00:00", site.greeting.evening],
    ["2026-03-02T23:30:00", site.greeting.evening],
    ["2026-03-02T00:30:00", site.greeting.morning],
  ];
  test.use({ viewport: { width: 1440, height: 900 }, timezoneId: "Asia/Dhaka" });
  for (const [time, text] of cases) {
    test(`at ${time.slice(11, 16)} it reads "${text}"`, async ({ page }) => {
      await page.clock.install({ time: new Date(`${time}+06:00`) });
      await page.goto("/");
      await hydrated(page);
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    });
  }

  test("it changes on the hourly refresh", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-03-02T11:30:00+06:00") });
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByText(site.greeting.morning, { exact: true })).toBeVisible();
    await page.clock.runFor(site.greeting.refreshMs);
    await expect(page.getByText(site.greeting.afternoon, { exact: true })).toBeVisible();
  });
});

test.describe("drawer below 1024 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("opens from the hamburger, moves focus in and back, and closes every way", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    const drawer = page.getByRole("navigation", { name: "Main menu" });
    await expect(
      page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "About" }),
    ).toBeHidden();
    await expect(drawer).toBeHidden();

    await expect.poll(() => heardAsExpanded(page, "Open menu")).toBe(false);
    await toggle.click();
    await expect.poll(() => heardAsExpanded(page, "Open menu")).toBe(true);
    // The menu's links, then the language switch (this page in Bangla).
    await expect(drawer.getByRole("link")).toHaveText([...site.nav.map((n) => n.label), "বাংলা"]);
    await expect(drawer.getByRole("link", { name: "বাংলা" })).toHaveAttribute("href", "/bn");
    await expect(drawer.getByRole("button", { name: "Close menu" })).toBeFocused();
    // Tab stays inside the open drawer.
    for (let i = 0; i < site.nav.length + 3; i++) await page.keyboard.press("Tab");
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect.poll(() => heardAsExpanded(page, "Open menu")).toBe(false);

    await toggle.click();
    await page.mouse.click(360, 400); // outside the panel, on the dimmed page
    await expect(drawer).toBeHidden();

    await toggle.click();
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await drawer.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL("/about");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  });
});

test.describe("scrolling", () => {
  test("the scroll-to-top button shows only past 300 px and brings the page back up", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const button = page.getByRole("link", { name: "Scroll to top" });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
    expect(new URL(page.url()).hash).toBe("");
  });

  test("a route change starts the new page at the top", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL("/contact");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("footer", () => {
  test("has the tagline, social links, useful links, top services in order, address, e-mail and this year", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(site.tagline)).toBeVisible();
    for (const s of site.social)
      await expect(footer.getByRole("link", { name: s.label })).toHaveAttribute("href", s.href);
    const topServices = footer
      .getByRole("heading", { name: site.footer.topServices.heading })
      .locator("xpath=following-sibling::ul[1]");
    await expect(topServices.getByRole("link")).toHaveText([
      "Website",
      "Software",
      "Digital Marketing",
      "SEO",
      "Creative Design",
      "Creative Content",
    ]);
    expect(await topServices.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/services/website",
      "/services/software",
      "/services/digital-marketing",
      "/services/seo",
      "/services/creative-design",
      "/services/creative-content",
    ]);
    await expect(footer.getByText(site.contact.address[0]!)).toBeVisible();
    await expect(footer.getByRole("link", { name: site.contact.email })).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} ${site.name}`)).toBeVisible();
  });
});
