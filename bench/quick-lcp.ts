/**
 * Quick LCP runs: one page load under the same conditions as bench:web's Lighthouse runs (its mobile
 * screen, DevTools network and CPU throttling, a fresh cache, gzip), measuring only the largest
 * contentful paint, as the page itself reports it.
 *
 * Why: the LCP target is a ratio to the no-JS floor within 5 %, and one run's LCP scatters by 3-5 %
 * of itself on this machine, so the median of 3 runs cannot tell 1.03x from 1.07x. A Lighthouse run
 * takes about 17 s, most of it waiting for the quiet windows TBT needs; a run that stops when the
 * page's network has gone quiet takes about 3 s, so a route can have 15 of them for the time of 3
 * Lighthouse runs. Lighthouse still gives the score, TBT, CLS, bytes and its own LCP.
 */
import { type Browser, chromium } from "@playwright/test";

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

/** The Chromium bench:web launched for Lighthouse, driven over its DevTools port. */
export function connect(chromePort: number): Promise<Browser> {
  return chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
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
