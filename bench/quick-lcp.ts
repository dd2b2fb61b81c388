/**
 * Quick LCP runs: one page load under the same conditions as bench:web's Lighthouse runs (its mobile
 * screen, DevTools network and CPU throttling, a fresh cache, gzip), measuring only the largest
 * contentful paint, as the page itself reports it.
 *
 * Why: the LCP target is a ratio to the no-JS floor within 5 %, and one run's LCP scatters by 5-15 %
 * of itself on this machine under 4x CPU throttling (DevTools slows the page's main thread by making it
 * spin, which takes a whole core of the two for the whole run, so anything else the machine does lands
 * in the page's timing), so the median of 3 runs cannot tell 1.00x from 1.07x. A Lighthouse run takes
 * about 17 s, most of it waiting for the quiet windows TBT needs; a quick run takes about 3 s, so a
 * route can have 20 of each build for the time of 7 Lighthouse runs. Lighthouse still gives the score,
 * TBT, CLS, bytes and its own LCP.
 *
 * The quick runs use Chromium's headless shell (Debian's chromium-headless-shell, or Playwright's own):
 * the same engine without a browser window, whose own drawing took CPU in every run. Measured on /about's
 * floor, 15-20 runs each: full Chromium 1.54-1.83 s, the headless shell 1.05-1.33 s (Lighthouse's
 * own runs, in full Chromium, 1.06-1.34 s).
 */
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { CHROMIUM_ARGS, headlessShellPath } from "../tests/browser.ts";

/** Lighthouse 12's mobile defaults (constants.js): Moto G Power screen, slow 4G with DevTools throttling. */
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  /** 150 ms RTT x 3.75, Lighthouse's adjustment for request-level throttling. */
  latencyMs: 562.5,
  /** 1.6384 Mbit/s x 0.9 down, 750 kbit/s x 0.9 up, in bytes a second. */
  downloadBytesPerSecond: (1474.56 * 1024) / 8,
  uploadBytesPerSecond: (675 * 1024) / 8,
  cpuSlowdown: 4,
};

/**
 * The browser for the quick runs and its name for the report: the headless shell where there is one
 * (Debian's, else Playwright's own, which it launches when no path is given), else the Chromium that
 * Lighthouse uses, with a warning that its runs scatter more and read slower.
 */
export async function launchQuickBrowser(fallback: string): Promise<{ browser: Browser; name: string }> {
  const shell = headlessShellPath();
  if (shell)
    return {
      browser: await chromium.launch({ executablePath: shell, args: CHROMIUM_ARGS }),
      name: path.basename(shell),
    };
  try {
    return { browser: await chromium.launch({ args: CHROMIUM_ARGS }), name: "Playwright's headless shell" };
  } catch {
    console.warn(
      "bench:web: no Chromium headless shell (apt-get install chromium-headless-shell, or npx playwright install " +
        `chromium-headless-shell): the quick runs use ${path.basename(fallback)}, whose runs scatter more.`,
    );
    return {
      browser: await chromium.launch({ executablePath: fallback, args: CHROMIUM_ARGS }),
      name: path.basename(fallback),
    };
  }
}

/**
 * One load of `url` in a fresh browser context (an empty cache, as Lighthouse clears it); its LCP in
 * ms once the page's network has been quiet for half a second (hydration, page data and lazily loaded
 * blocks included, so a later and larger paint is counted as Lighthouse would count it).
 */
export async function quickLcp(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({
    viewport: MOBILE.viewport,
    deviceScaleFactor: MOBILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { "Accept-Encoding": "gzip" },
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: MOBILE.latencyMs,
      downloadThroughput: MOBILE.downloadBytesPerSecond,
      uploadThroughput: MOBILE.uploadBytesPerSecond,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: MOBILE.cpuSlowdown });
    await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          // With `buffered`, the first callback brings every entry so far; the last is the largest.
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
            type: "largest-contentful-paint",
            buffered: true,
          });
          setTimeout(() => resolve(NaN), 2000);
        }),
    );
    if (!Number.isFinite(lcp)) throw new Error(`No largest contentful paint was reported on ${url}`);
    return lcp;
  } finally {
    await context.close();
  }
}
