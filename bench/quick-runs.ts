/**
 * Quick runs: one page load under the same conditions as bench:web's Lighthouse runs (its mobile
 * screen, DevTools network and CPU throttling, a fresh cache, gzip), measuring only the largest
 * contentful paint and the total blocking time, as the page itself reports them.
 *
 * Why: the targets are a ratio to the no-JS floor within 5 % (LCP) and a difference from it within
 * 50 ms (TBT), and one run scatters far more than that here. One run's LCP scatters by 5-15 % of itself
 * under 4x CPU throttling (DevTools slows the page's main thread by making it spin, which takes a whole
 * core of the two for the whole run, so anything else the machine does lands in the page's timing). TBT
 * scatters by 50-150 ms on Home, on the floor as much as on the shipped page: the full-page layouts
 * that follow the web fonts' arrival (70-200 ms tasks at 4x) fall before the first paint in one run and
 * after it in the next. The median of 3 runs cannot tell 1.00x from 1.07x, nor +0 ms from +90. A
 * Lighthouse run takes about 17 s, most of it waiting for the quiet windows TTI needs; a quick run takes
 * about 4 s, so a route can have 20 of each build for the time of 10 Lighthouse runs. Lighthouse still
 * gives the score, CLS, bytes and its own LCP and TBT. (Quick runs also see the page as a visitor's
 * browser runs it, with no debugger attached: see quickRun.)
 *
 * The quick runs use Chromium's headless shell (Debian's chromium-headless-shell, or Playwright's own):
 * the same engine without a browser window, whose own drawing took CPU in every run. Measured on /about's
 * floor, 15-20 runs each: full Chromium 1.54-1.83 s, the headless shell 1.05-1.33 s (Lighthouse's
 * own runs, in full Chromium, 1.06-1.34 s).
 */
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
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
 * A page in a fresh browser context (an empty cache, as Lighthouse clears it) under the mobile profile:
 * its screen and touch, DevTools network and CPU throttling, gzip. The caller closes the context.
 */
export async function mobilePage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
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
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

export interface QuickRun {
  /** Largest contentful paint, ms from navigation. */
  lcp: number;
  /** Total blocking time, ms, from the page's own long animation frames after its first paint (blockingTime). */
  tbt: number;
}

/** The page counts as settled once this long has passed with no new long frame (after its network went quiet). */
const SETTLED_MS = 1000;
/** And it is read at the latest this long after its network went quiet, even if long frames keep coming. */
const SETTLE_LIMIT_MS = 6000;

/** A long animation frame as the page reported it: [start, duration, blocking duration], ms from navigation. */
export type LongFrame = readonly [start: number, duration: number, blocking: number];

/**
 * Total blocking time from the page's long animation frames: each frame's blocking duration (Chromium's
 * own sum over the frame's tasks longer than 50 ms, less 50 ms each, the rendering counted with the
 * longest), counting only what falls after the first contentful paint, as Lighthouse counts its TBT
 * from there. Lighthouse reads tasks from a trace instead; a quick run cannot (tracing costs the page
 * time of its own), and the Long Tasks API does not report the rendering work of a frame (the full-page
 * layouts after the fonts arrive, most of the floor's blocking time), which long animation frames do.
 */
export function blockingTime(frames: readonly LongFrame[], fcp: number): number {
  let total = 0;
  for (const [start, duration, blocking] of frames) total += Math.max(0, Math.min(blocking, start + duration - fcp));
  return total;
}

declare global {
  interface Window {
    /** The page's long animation frames so far (quick runs only; see recordLongFrames). */
    __quickRunLongFrames?: LongFrame[];
  }
}

/**
 * Run in the page before anything of its own (an init script, in both builds alike): keeps every long
 * animation frame the page has from its first moment.
 */
function recordLongFrames() {
  const frames: [number, number, number][] = [];
  window.__quickRunLongFrames = frames;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { blockingDuration: number })[])
      frames.push([e.startTime, e.duration, e.blockingDuration]);
  }).observe({ type: "long-animation-frame", buffered: true });
}

/**
 * One load of `url` in a fresh browser context (an empty cache, as Lighthouse clears it). Its LCP is
 * read once the page's network has been quiet for half a second (hydration, page data and lazily loaded
 * blocks included, so a later and larger paint is counted as Lighthouse would count it); its TBT once,
 * after that, a second has passed with no new long frame (the work that follows the last response).
 *
 * No debugger is attached, as none is on a visitor's phone. Lighthouse attaches one (to collect the
 * page's scripts), and with one V8 keeps every function's source positions from the start instead of
 * parsing the function again when a stack trace first needs them. That hid a start-up cost: React DOM
 * made five errors as it loaded, each with a stack through all of React DOM, and its chunk ran in
 * 145-180 ms a load here without a debugger and 50-70 ms with CDP's Debugger.enable (Home, 4 loads
 * each, 2026-11-25) until the build stopped giving them a stack (scripts/lib/react-sentinels-plugin.ts).
 */
export async function quickRun(browser: Browser, url: string): Promise<QuickRun> {
  const { context, page } = await mobilePage(browser);
  try {
    await page.addInitScript(recordLongFrames);
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
    const quiet = Date.now();
    let seen = -1;
    let since = quiet;
    for (;;) {
      const count = await page.evaluate(() => window.__quickRunLongFrames?.length ?? -1);
      if (count < 0) throw new Error(`The long frames of ${url} were not recorded (the init script did not run)`);
      if (count !== seen) [seen, since] = [count, Date.now()];
      if (Date.now() - since >= SETTLED_MS || Date.now() - quiet >= SETTLE_LIMIT_MS) break;
      await page.waitForTimeout(200);
    }
    const { frames, fcp } = await page.evaluate(() => ({
      frames: window.__quickRunLongFrames!,
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
    }));
    if (!Number.isFinite(fcp)) throw new Error(`No first contentful paint was reported on ${url}`);
    return { lcp, tbt: blockingTime(frames, fcp) };
  } finally {
    await context.close();
  }
}
