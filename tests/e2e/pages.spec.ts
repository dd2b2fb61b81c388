import { expect, test } from "@playwright/test";
import { escapeHtml, hydrated, NOT_FOUND, ROUTES, watchConsole } from "./site.ts";

for (const p of ROUTES) {
  test.describe(`${p.route} (pages/${p.file})`, () => {
    test("is prerendered with its title and main heading", async ({ request }) => {
      const response = await request.get(p.route, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      expect(html).toContain(`<title>${escapeHtml(p.title)}</title>`);
      expect(html).toMatch(
        new RegExp(`<h1[^>]*>(<[^>]+>)*${escapeHtml(p.heading).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
      );
    });

    test("hydrates without console errors or warnings", async ({ page }) => {
      // Alone a page is quiet within 5-7 s; beside the other workers on 2 cores the wait for a quiet
      // network (the carousels' pictures load as they slide in) passed 30 s once on 2026-11-27.
      test.setTimeout(60_000);
      const problems = watchConsole(page);
      await page.goto(p.route);
      await hydrated(page);
      await expect(page).toHaveTitle(p.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.heading);
      await page.waitForLoadState("networkidle");
      expect(problems).toEqual([]);
    });
  });
}

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });
  for (const p of ROUTES) {
    test(`${p.route} reads fully`, async ({ page }) => {
      await page.goto(p.route);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.heading);
      await expect(page.getByRole("contentinfo")).toBeVisible();
      // Nothing waits for a script to be revealed: every scroll-animated element is fully opaque.
      const hidden = await page
        .locator("[data-aos]")
        .evaluateAll((els) =>
          els.filter((el) => getComputedStyle(el).opacity !== "1").map((el) => el.outerHTML.slice(0, 80)),
        );
      expect(hidden).toEqual([]);
      // Styles are in the HTML itself: the header bar is laid out, not unstyled.
      const position = await page.getByRole("banner").evaluate((el) => getComputedStyle(el).position);
      expect(position).toBe("sticky");
    });
  }
});

test.describe("the not-found page", () => {
  test("answers unknown URLs with status 404 and the not-found page", async ({ page }) => {
    const response = await page.goto("/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page).toHaveTitle(NOT_FOUND.title);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Something's missing.");
    await expect(
      page.getByText("Sorry, we can't find that page. You'll find lots to explore on the home page."),
    ).toBeVisible();
    await page.getByRole("link", { name: "Back to Homepage" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Smart Solutions for a Connected World");
  });

  test("is not served as a page of its own", async ({ request }) => {
    expect((await request.get("/404", { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get("/404.html", { maxRedirects: 0 })).status()).toBe(404);
  });
});
