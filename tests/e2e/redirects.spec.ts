import { expect, test } from "@playwright/test";
import { hydrated, site } from "./site.ts";

test.describe("addresses that are not canonical", () => {
  const cases: [string, string][] = [
    ["/Services", "/services"],
    ["/services/software/accounting-Finance", "/services/software/accounting-finance"],
    ["/ABOUT/", "/about"],
    ["/contact/", "/contact"],
    ...site.redirects.map((r): [string, string] => [r.from, r.to]),
  ];
  for (const [from, to] of cases) {
    test(`${from} answers 301 to ${to}, which is a page`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers()["location"]!, "http://x").pathname).toBe(to);
      expect((await request.get(to, { maxRedirects: 0 })).status()).toBe(200);
    });
  }

  test("keeps the query string", async ({ request }) => {
    const response = await request.get("/Contact?ref=card", { maxRedirects: 0 });
    expect(response.headers()["location"]).toMatch(/\/contact\?ref=card$/);
  });

  test("a visitor typing /Services lands on the services listing", async ({ page }) => {
    await page.goto("/Services");
    await hydrated(page);
    await expect(page).toHaveURL("/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
  });
});
