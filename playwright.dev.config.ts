import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, testBrowserPath } from "./tests/browser.ts";

// The development server (`npm run dev`), tried as an editor uses it. Run on its own, after the other
// browser tests: one test adds a page file to pages/ for a moment, which must not happen while
// other tests list the pages.
export default defineConfig({
  testDir: "tests/dev",
  outputDir: "test-results/dev",
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    trace: "retain-on-failure",
    launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_ARGS },
  },
});
