import fs from "node:fs";

/** Flags for running Chromium here as root in CI, with no network but loopback. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
];

const existing = (candidates: (string | undefined)[]) => candidates.find((p): p is string => !!p && fs.existsSync(p));

/**
 * The full Chromium (Lighthouse drives it): $CHROME_PATH, else Debian's /usr/bin/chromium, else
 * undefined so that Playwright uses its own downloaded browser (`npx playwright install chromium`).
 */
export function chromiumPath(): string | undefined {
  return existing([process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"]);
}

/**
 * Chromium's headless shell: $CHROME_HEADLESS_SHELL, else Debian's chromium-headless-shell, else
 * undefined. The same engine without a browser window; Playwright itself runs headless tests in its
 * own copy of it. Debian's full Chromium, run headless, starts a renderer for its window's own
 * interface with every new browser context, which costs CPU in every test and every measured load.
 */
export function headlessShellPath(): string | undefined {
  return existing([process.env.CHROME_HEADLESS_SHELL, "/usr/bin/chromium-headless-shell"]);
}

/**
 * The browser the Playwright tests drive: $CHROME_PATH when set (to test in one particular Chromium),
 * else the headless shell, else the full Chromium, else undefined (Playwright's own browser).
 */
export function testBrowserPath(): string | undefined {
  return existing([process.env.CHROME_PATH]) ?? headlessShellPath() ?? chromiumPath();
}
