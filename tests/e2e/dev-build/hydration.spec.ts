import { expect, test } from "@playwright/test";
import { ALL_TARGETS, hydrated, MISSING_ROUTE, watchConsole } from "../site.ts";

// React's development build reports any difference between the prerendered HTML and the first
// client render ("hydration mismatch") as a console error: every page, in English and in Bangla,
// must hydrate silently. The carousels hydrate when they come into view, so each page is scrolled
// through to the end: a mismatch in a block below the fold shows only then.
for (const p of ALL_TARGETS) {
  test(`${p} hydrates without a warning in a development build`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(p);
    // React's development build is several times larger and slower than the shipped one: beside the
    // other browser tests it has taken over 5 s to hydrate a page here (a CI run failed on that).
    await hydrated(page, 20_000);
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    await page.waitForLoadState("networkidle");
    // The not-found page is served with status 404, which Chromium reports as a failed load.
    const relevant = problems.filter((m) => !(p.endsWith(MISSING_ROUTE) && /status of 404/.test(m)));
    expect(relevant).toEqual([]);
  });
}
