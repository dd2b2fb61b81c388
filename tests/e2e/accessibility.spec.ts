import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { hydrated, ROUTES } from "./site.ts";

// axe-core's WCAG 2.x A and AA rules on every page, at phone and desktop width.
for (const width of [375, 1440]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    for (const route of [...ROUTES.map((r) => r.route), "/no-such-page"]) {
      test(route, async ({ page }) => {
        await page.goto(route);
        await hydrated(page);
        const { violations } = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          .analyze();
        const summary = violations.map(
          (v) => `${v.id} (${v.impact}): ${v.nodes.length}× ${v.nodes[0]?.target.join(" ")}`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}

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
