// Keyboard use and motion preferences. axe-core's rules on every page are in every-page.spec.ts.
import { expect, test } from "@playwright/test";
import { hydrated } from "./site.ts";

test.describe("keyboard", () => {
  test("the first Tab reaches a visible skip link that moves focus to the main content", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    const box = await skip.boundingBox();
    expect(box && box.y >= 0).toBe(true);
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("every focused control shows a focus outline", async ({ page }) => {
    await page.goto("/services/creative-design/ui-ux");
    await hydrated(page);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      const outline = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return { tag: el.tagName, width: parseFloat(style.outlineWidth), style: style.outlineStyle };
      });
      expect(outline.style, `${i}: ${outline.tag}`).not.toBe("none");
      expect(outline.width, `${i}: ${outline.tag}`).toBeGreaterThanOrEqual(2);
    }
  });
});

test.describe("when the visitor prefers reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("scroll animations stay off and every section is fully visible", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(page.locator("html")).not.toHaveClass(/aos-enabled/);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const faded = await page
      .locator("[data-aos]")
      .evaluateAll((els) => els.filter((el) => getComputedStyle(el).opacity !== "1").length);
    expect(faded).toBe(0);
  });
});

test.describe("with motion allowed", () => {
  test("sections below the fold animate in as they are scrolled to", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    // Nothing is set up (or hidden) until the visitor starts moving through the page.
    await expect(page.locator("html")).not.toHaveClass(/aos-enabled/);
    await page.mouse.move(200, 300);
    await page.mouse.wheel(0, 200);
    await expect(page.locator("html")).toHaveClass(/aos-enabled/);
    const last = page.locator("[data-aos]").last();
    await expect(last).toHaveClass(/aos-init/);
    await expect(last).not.toHaveClass(/aos-animate/);
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveClass(/aos-animate/);
  });
});
