import fs from "node:fs";

/** Flags for running Chromium here as root in CI, with no network but loopback. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
];

/**
 * The Chromium to drive: $CHROME_PATH, else Debian's /usr/bin/chromium, else undefined so
 * that Playwright uses its own downloaded browser (`npx playwright install chromium`).
 */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((p): p is string => !!p && fs.existsSync(p));
}
