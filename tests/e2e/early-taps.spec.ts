import { expect, test, type Page } from "@playwright/test";
import { heardAsExpanded, hydrated } from "./site.ts";

// A visitor on a slow phone taps what they see the moment they see it, long before the page's script
// has arrived. Every tap must do its job: at once, for what HTML does by itself (the menu, an FAQ
// question), or once the block wakes, for what needs its script (a carousel's controls). These tests
// hold every script back until the tap has been made, so that "before the script" is certain.

test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

/** Holds back every script of the page until `release()`; the HTML and its inline parts arrive as usual. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => {}); // the page may be gone by then
  });
  return release;
}

const notHydrated = (page: Page) => expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");

for (const route of ["/", "/about", "/services/seo/seo-service"]) {
  test(`${route}: the menu opens on the first tap, made the moment the button shows, before any script`, async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(route, { waitUntil: "commit" });
    const toggle = page.getByRole("button", { name: "Open menu" });
    const drawer = page.getByRole("navigation", { name: "Main menu" });
    await toggle.waitFor({ state: "visible" });
    await toggle.tap();
    await expect(drawer).toBeVisible({ timeout: 500 });
    await expect.poll(() => heardAsExpanded(page, "Open menu")).toBe(true);
    await notHydrated(page);
    // The script arrives and takes over without closing what the visitor opened.
    release();
    await hydrated(page, 15_000);
    await expect(drawer).toBeVisible();
    await expect.poll(() => heardAsExpanded(page, "Open menu")).toBe(true);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect.poll(() => heardAsExpanded(page, "Open menu")).toBe(false);
  });
}

test("the menu closes on Escape and on a tap outside, with no script at all", async ({ page }) => {
  await holdScripts(page); // never released
  await page.goto("/about", { waitUntil: "commit" });
  const toggle = page.getByRole("button", { name: "Open menu" });
  const drawer = page.getByRole("navigation", { name: "Main menu" });
  await toggle.tap();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Close menu" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.tap();
  await page.touchscreen.tap(395, 600); // on the dimmed page, right of the panel
  await expect(drawer).toBeHidden();
  await toggle.tap();
  await drawer.getByRole("button", { name: "Close menu" }).tap();
  await expect(drawer).toBeHidden();
  await notHydrated(page);
});

test("an FAQ question opens on the first tap, before any script", async ({ page }) => {
  await holdScripts(page);
  await page.goto("/services/seo/seo-service", { waitUntil: "commit" });
  const first = page.locator("[data-block=faq] details").first();
  await first.locator("summary").scrollIntoViewIfNeeded();
  await first.locator("summary").tap();
  await expect(first.locator("[data-accordion-panel]")).toBeVisible({ timeout: 500 });
  await notHydrated(page);
});

const servicesCarousel = (page: Page) => page.getByRole("region", { name: "Our Services" }).first();

test("the services filter tapped before the carousel wakes is pressed once it wakes, and shows its cards", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  const software = servicesCarousel(page).getByRole("button", { name: "Software", exact: true });
  await software.scrollIntoViewIfNeeded();
  await software.tap();
  await expect(software).toHaveAttribute("aria-pressed", "false"); // kept, not lost: nothing yet
  release();
  await hydrated(page, 15_000);
  await expect(software).toHaveAttribute("aria-pressed", "true", { timeout: 10_000 });
  await expect(servicesCarousel(page).getByRole("button", { name: "All Services" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
});

test("a control tapped twice before its block wakes is applied twice, not four times, nor once", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  const pause = servicesCarousel(page).getByRole("button", { name: "Pause Our Services slideshow" });
  await pause.scrollIntoViewIfNeeded();
  // Every name the button takes from now on, in order.
  await pause.evaluate((el) => {
    const names: string[] = [];
    (window as unknown as { __names: string[] }).__names = names;
    new MutationObserver(() => names.push(el.getAttribute("aria-label")!)).observe(el, {
      attributeFilter: ["aria-label"],
    });
  });
  await pause.tap();
  await pause.tap();
  release();
  await hydrated(page, 15_000);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __names: string[] }).__names), { timeout: 10_000 })
    .toEqual(["Play Our Services slideshow", "Pause Our Services slideshow"]);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __names: string[] }).__names)).toHaveLength(2);
});
