import path from "node:path";
import { expect, test } from "@playwright/test";
import { hydrated, ROUTES } from "./site.ts";

// Full-page screenshots of every page at phone, tablet and desktop width, kept as artifacts
// (artifacts/screenshots/) for people to look at. Each also checks that nothing overflows sideways.
const WIDTHS = [375, 1024, 1440];
const DIR = path.join(import.meta.dirname, "../../artifacts/screenshots");

const targets = [...ROUTES.map((p) => p.route), "/no-such-page"];
const nameOf = (route: string) =>
  route === "/" ? "home" : route === "/no-such-page" ? "not-found" : route.slice(1).replace(/\//g, "--");

// Chromium's full-page capture sometimes stalls on /services/website/ecommerce-website-development
// (30 s against the usual 6 s, the page hydrated and its fonts loaded; seen at 1024 and 1440 px, cause
// not found yet: see the closing note of this change). One more try for that; the sideways check is
// deterministic and fails both tries.
test.describe.configure({ retries: 1 });

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    for (const route of targets) {
      test(`${route}`, async ({ page }) => {
        await page.goto(route);
        await hydrated(page);
        // Lazy images load as they come into view: scroll through the page first.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 40));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState("networkidle");
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, "page scrolls sideways").toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(DIR, `${nameOf(route)}-${width}.png`), fullPage: true });
      });
    }
  });
}
