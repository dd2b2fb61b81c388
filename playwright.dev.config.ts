import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, testBrowserPath } from "./tests/browser.ts";

// The development server (`npm run dev`), tried as an editor uses it, and the studio (`npm run
// studio`) as its users meet it: an account made with its CLI, the login, the editor built for
// production, a save to a copy of the site. Run on their own, after the other browser tests: one
// test adds a page file to pages/ for a moment, which must not happen while other tests list the pages.
// The development server's tests change the checkout, so they run one at a time; the studio's run
// beside them, one at a time too, each on a copy of the site taken before any test ran (the global
// set-up): the two sets wait mostly on their servers, and side by side take the time of the longer.
export default defineConfig({
  globalSetup: "./tests/studio/site-snapshot.ts",
  projects: [
    { name: "dev", testDir: "tests/dev", workers: 1 },
    { name: "studio", testDir: "tests/studio", workers: 1 },
  ],
  outputDir: "test-results/dev",
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    trace: "retain-on-failure",
    launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_ARGS },
  },
});
