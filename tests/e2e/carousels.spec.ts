import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { CONTENT_DIR } from "../../engine/paths.ts";
import type { ServiceCatalogue } from "../../src/generated/schema.ts";
import { hydrated } from "./site.ts";

const catalogue = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "services.json"), "utf8")) as ServiceCatalogue;
const titlesOf = (category: string) =>
  catalogue.services.filter((s) => category === "all" || s.category === category).map((s) => s.title);

const carousel = (page: Page) => page.getByRole("region", { name: "Our Services" }).first();
const slideTitles = (page: Page) => carousel(page).locator(".swiper-slide h3").allTextContents();
const activeTitle = (page: Page) => carousel(page).locator(".swiper-slide-active h3").textContent();
/**
 * The carousels wake when they come near the viewport (their block.ts hydration is "visible") and
 * load in chunks of their own: scroll to this one, as a visitor would, and wait until it has taken
 * over its prerendered HTML.
 */
async function ready(page: Page) {
  await carousel(page).scrollIntoViewIfNeeded();
  await expect(carousel(page).locator(".swiper-initialized")).toHaveCount(1);
}
async function slickReady(page: Page) {
  const slider = page.locator("main [data-block=clients] section, main [data-block=projectsCarousel] section").first();
  await slider.scrollIntoViewIfNeeded();
  await expect(page.locator("main [data-hydrated]").first()).toBeAttached();
}

test.describe("services carousel on the home page", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the filter bar narrows the cards to one category and marks the active filter", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await ready(page);
    const filters = carousel(page).getByRole("group", { name: "Filter by category" }).getByRole("button");
    await expect(filters).toHaveText([
      "All Services",
      "Website",
      "Software",
      "Digital Marketing",
      "Creative Content",
      "Creative Design",
      "SEO",
    ]);
    await expect(filters.first()).toHaveAttribute("aria-pressed", "true");
    expect((await slideTitles(page)).sort()).toEqual(titlesOf("all").sort());

    for (const [label, category] of [
      ["SEO", "seo"],
      ["Website", "website"],
      ["Digital Marketing", "digital"],
    ] as const) {
      await filters.filter({ hasText: new RegExp(`^${label}$`) }).click();
      await expect(filters.filter({ hasText: new RegExp(`^${label}$`) })).toHaveAttribute("aria-pressed", "true");
      await expect(filters.first()).toHaveAttribute("aria-pressed", "false");
      await expect.poll(async () => (await slideTitles(page)).sort()).toEqual(titlesOf(category).sort());
    }
  });

  test("moves by itself every 2 s and stops when paused", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await ready(page);
    await carousel(page).scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0); // hovering would pause it
    const first = await activeTitle(page);
    await expect.poll(() => activeTitle(page), { timeout: 6000 }).not.toBe(first);
    await carousel(page).getByRole("button", { name: "Pause Our Services slideshow" }).click();
    await page.mouse.move(0, 0);
    const paused = await activeTitle(page);
    await page.waitForTimeout(3000);
    expect(await activeTitle(page)).toBe(paused);
    await expect(carousel(page).getByRole("button", { name: "Play Our Services slideshow" })).toBeVisible();
  });

  test.describe("when the visitor prefers reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("nothing moves by itself", async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      await ready(page);
      const first = await activeTitle(page);
      await page.waitForTimeout(3000);
      expect(await activeTitle(page)).toBe(first);
      await expect(carousel(page).getByRole("button", { name: "Play Our Services slideshow" })).toBeVisible();
    });
  });
});

test.describe("sliders", () => {
  test("the projects carousel shows dots on wide screens and none below 568 px", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/digital-forge");
    await hydrated(page);
    await slickReady(page);
    await expect(page.locator(".slick-dots").first()).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.locator(".slick-dots")).toHaveCount(0);
  });

  test("the client slider on About pages through its ten logos at 1024 px", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto("/about");
    await hydrated(page);
    await slickReady(page);
    // Ten logos in two rows make five columns; four show at 1024 px, and each dot starts at one column.
    const dots = page.locator(".slick-dots button");
    await expect(dots).toHaveCount(5);
    const firstVisible = () =>
      page.locator('.slick-slide.slick-active:not([aria-hidden="true"]) img').first().getAttribute("alt");
    const before = await firstVisible();
    await dots.nth(2).click();
    await expect(page.locator(".slick-dots li").nth(2)).toHaveClass(/slick-active/);
    await expect.poll(firstVisible).not.toBe(before);
  });
});
