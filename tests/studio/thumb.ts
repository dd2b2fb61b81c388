import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { ROOT } from "../../engine/paths.ts";

/** The smallest target a thumb hits reliably (WCAG 2.5.5, Apple's and Google's guidelines), in CSS px. */
export const THUMB = 44;

/** Where the walk's screenshots go, for a person to look at: artifacts/screenshots/studio/<page>-<width>.jpg. */
export const SHOTS = path.join(ROOT, "artifacts", "screenshots", "studio");

/** How much wider than the screen the page is: 0 when nothing needs a sideways scroll. */
export const sideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Every visible control or heading that reaches past either side of the screen: cut off where a
 * part of the page hides what overflows it, so no sideways scroll would reach it either.
 */
export function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const cut: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("button, a, input, select, textarea, h1, h2, label")) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width && (box.left < -1 || box.right > width + 1))
        cut.push(
          `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}" ${Math.round(box.left)}..${Math.round(box.right)}`,
        );
    }
    return cut;
  });
}

/**
 * Every visible control a thumb taps that is smaller than THUMB either way, named as a person reads
 * it: buttons (and what acts as one), links in the header, menus and navigation, checkboxes and
 * radio buttons. A checkbox is tapped anywhere on its label, so its label's box is what counts.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((least) => {
    const found = document.querySelectorAll<HTMLElement>(
      'button, summary, [role="button"], header a, nav a, [role="group"] a, input[type="checkbox"], input[type="radio"]',
    );
    const small: string[] = [];
    for (const element of found) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      const input = element instanceof HTMLInputElement ? element : undefined;
      const target = input?.labels?.[0] ?? element;
      const box = target.getBoundingClientRect();
      if (box.width >= least && box.height >= least) continue;
      const name =
        element.getAttribute("aria-label") ?? (target.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)} x ${Math.round(box.height)}`);
    }
    return small;
  }, THUMB);
}

/** A full-page JPEG of what is on screen, as artifacts/screenshots/studio/<name>-<width>.jpg. */
export async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.jpg`), type: "jpeg", quality: 70, fullPage: true });
}

/**
 * No sideways scroll and no target too small for a thumb, on the page as it is now, and its screenshot.
 * Soft: a walk goes on to the next page and reports every page that fails, not only the first.
 */
export async function fitsThumb(page: Page, name: string) {
  const width = page.viewportSize()!.width;
  await shoot(page, name);
  expect.soft(await sideScroll(page), `${name} at ${width} px scrolls sideways by`).toBeLessThanOrEqual(0);
  expect.soft(await cutOff(page), `${name} at ${width} px: cut off at the sides`).toEqual([]);
  expect.soft(await smallTargets(page), `${name} at ${width} px: targets under ${THUMB} px`).toEqual([]);
}
