/**
 * Interaction runs: the shipped page loaded under the quick runs' mobile profile (bench/quick-runs.ts:
 * the same screen, touch, throttling and empty cache), and one control tapped the moment a visitor
 * could tap it, again until it works. Each control gets a page load of its own: tapped in one load, the
 * open menu would cover the page for the next tap, and every tap after the first would come later in
 * the page's start-up, where the page is easier on taps.
 */
import type { Browser, Page } from "@playwright/test";
import { mobilePage } from "./quick-runs.ts";
import {
  type Control,
  ENGLISH_TAP_WORDS,
  installTapProbe,
  pollControl,
  type Spot,
  tapResult,
  type TapRun,
  type TapWords,
} from "./tap-probe.ts";

/** How often the run looks for the control: a visitor's finger is not much quicker. */
const POLL_MS = 25;
/**
 * A tap whose effect is not on screen this long after it is lost, and the visitor taps again: ten times
 * the goal for the menu and an FAQ answer, three times a block control's (long enough for a carousel's
 * chunk to arrive over the throttled network). Long enough that a slow tap is not counted lost (a tap
 * that lands before the effect of the one before it is counted as needed), short enough that the taps
 * show when the page starts to answer them.
 */
export const EFFECT_WAIT_MS: Record<Control, number> = { menu: 1000, faq: 1000, block: 3000 };
/** Taps before the run gives up on a control (its effect then counts as never come). */
export const MAX_TAPS = 10;
/** A control that is in the page but not on screen this long after the navigation is a broken page. */
const VISIBLE_LIMIT_MS = 30_000;

const CONTROL_NAMES: Record<Control, string> = {
  menu: "the menu button",
  faq: "the first FAQ question",
  block: "a carousel control",
};

/**
 * One run: the record of the taps (bench/tap-probe.ts), or null when the page has no such control (no
 * FAQ, no carousel), which it knows once it has loaded. The controls are found by their names in the
 * page's language: on a Bangla page the English names would find no menu, and the run would say so.
 *
 * Taps go to the control's centre by the touchscreen, as a finger taps where it sees the control.
 * Playwright's locator.tap() would first wait for the control to hold still over two animation frames,
 * which needs an idle main thread: it would tap only once the page's start-up work is done, and hide
 * the wait a visitor's tap has behind that work.
 */
export async function tapRun(
  browser: Browser,
  url: string,
  control: Control,
  /** The controls' names in the page's language (bench/tap-words.ts). */
  words: TapWords = ENGLISH_TAP_WORDS,
): Promise<TapRun | null> {
  const { context, page } = await mobilePage(browser);
  try {
    await page.addInitScript(installTapProbe, words);
    await page.goto(url, { waitUntil: "commit", timeout: 60_000 });
    const started = Date.now();
    let spot = await look(page, control);
    while (!spot.visible) {
      if (!spot.found && spot.settled) return null;
      if (Date.now() - started > VISIBLE_LIMIT_MS)
        throw new Error(
          `bench:web: ${CONTROL_NAMES[control]} of ${url} is in the page but was not on screen within ` +
            `${VISIBLE_LIMIT_MS / 1000} s of opening it: look at the page on a phone-sized screen.`,
        );
      await page.waitForTimeout(POLL_MS);
      spot = await look(page, control);
    }
    // Until the effect comes, or MAX_TAPS taps, or a minute: a control gone for good ends the run too.
    for (let taps = 0; taps < MAX_TAPS && Date.now() - started < 2 * VISIBLE_LIMIT_MS;) {
      if (spot.visible) {
        await page.touchscreen.tap(spot.x, spot.y);
        taps++;
        if (await effectWithin(page, EFFECT_WAIT_MS[control])) break;
      } else await page.waitForTimeout(POLL_MS);
      // Where it is now (it may have moved, or been drawn again): the next tap goes there.
      spot = await look(page, control);
    }
    return await page.evaluate(tapResult);
  } finally {
    await context.close();
  }
}

const look = (page: Page, control: Control): Promise<Spot> => page.evaluate(pollControl, control);

/**
 * Whether the effect of the taps so far came on screen within `ms` (it is timed by the page, not here).
 * Each look waits for the page's main thread, as the effect does: a page still busy with a tap is not
 * tapped again before it has drawn what that tap did.
 */
async function effectWithin(page: Page, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  do {
    if ((await page.evaluate(tapResult)).effect !== null) return true;
    await page.waitForTimeout(POLL_MS);
  } while (Date.now() < deadline);
  return false;
}
