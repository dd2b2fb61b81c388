import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, testBrowserPath } from "./tests/browser.ts";

// The development server (`npm run dev`), tried as an editor uses it, and the studio (`npm run
// studio`) as its users meet it: an account made with its CLI, the login, the editor built for
// production, a save to a copy of the site. Run on their own, after the other browser tests: one
// test adds a page file to pages/ for a moment, which must not happen while other tests list the pages.
export default defineConfig({
  projects: [
    { name: "dev", testDir: "tests/dev" },
    { name: "studio", testDir: "tests/studio" },
  ],
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
