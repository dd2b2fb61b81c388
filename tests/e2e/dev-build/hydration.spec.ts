import { expect, test } from "@playwright/test";
import { hydrated, ROUTES, watchConsole } from "../site.ts";

// React's development build reports any difference between the prerendered HTML and the first
// client render ("hydration mismatch") as a console error: every page must hydrate silently.
for (const p of [...ROUTES.map((r) => r.route), "/no-such-page"]) {
  test(`${p} hydrates without a warning in a development build`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(p);
    // React's development build is several times larger and slower than the shipped one: beside the
    // other browser tests it has taken over 5 s to hydrate a page here (a CI run failed on that).
    await hydrated(page, 20_000);
    await page.waitForLoadState("networkidle");
    // The not-found page is served with status 404, which Chromium reports as a failed load.
    const relevant = problems.filter((m) => !(p === "/no-such-page" && /status of 404/.test(m)));
    expect(relevant).toEqual([]);
  });
}
