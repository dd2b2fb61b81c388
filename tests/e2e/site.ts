import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { listPageFiles } from "../../engine/files.server.ts";
import { declarations } from "../../src/generated/block-declarations.ts";
import { PAGES_DIR, CONTENT_DIR } from "../../engine/paths.ts";
import type { Page as PageFile, SiteSettings } from "../../src/generated/schema.ts";
import { LOCALES, localePath } from "../../src/lib/locale.ts";

export const site = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "site.json"), "utf8")) as SiteSettings;

export interface PageCase {
  file: string;
  route: string | null;
  title: string;
  /** The page's h1 as the visitor reads it. */
  heading: string;
}

/** The page's h1, as the block that shows it declares (its block.ts pageHeading). */
function mainHeading(page: PageFile): string {
  for (const s of page.sections) {
    if (s.hidden) continue;
    const heading = (declarations[s.type].pageHeading as ((block: typeof s) => string | undefined) | undefined)?.(s);
    if (heading) return heading;
  }
  throw new Error("page has no section that renders an h1");
}

/** Every file in pages/, with what its prerendered HTML must show. */
export const PAGES: PageCase[] = listPageFiles().map(({ file, route }) => {
  const data = JSON.parse(fs.readFileSync(path.join(PAGES_DIR, file), "utf8")) as PageFile;
  return { file, route, title: `${data.meta.title} | ${site.name}`, heading: mainHeading(data) };
});

export const ROUTES = PAGES.filter((p) => p.route !== null) as (PageCase & { route: string })[];
export const NOT_FOUND = PAGES.find((p) => p.route === null)!;

/** An address no page has: the not-found page answers it. */
export const MISSING_ROUTE = "/no-such-page";
/** Every page's address and the not-found page's in every language the site has: all in English, then all in Bangla. */
export const ALL_TARGETS = LOCALES.flatMap((locale) =>
  [...ROUTES.map((p) => p.route), MISSING_ROUTE].map((route) => localePath(route, locale)),
);

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/** Collects console errors and warnings and uncaught exceptions of a page. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`uncaught: ${e.message}`));
  return problems;
}

/**
 * Waits until React has hydrated the prerendered page, within `timeout` ms: 15 s by default, as a
 * wait and not a measure (bench:web measures how soon). With three workers on two cores, a page
 * whose clock the test had replaced once took more than Playwright's 5 s.
 */
export async function hydrated(page: Page, timeout = 15_000) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout });
}

/**
 * Whether assistive technology hears the button named `name` as expanded, from Chromium's own
 * accessibility tree (a popovertarget button gets its state from the popover, with no aria-expanded
 * attribute for a test to read).
 */
export async function heardAsExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodes } = await cdp.send("Accessibility.queryAXTree", {
      nodeId: root.nodeId,
      accessibleName: name,
      role: "button",
    });
    if (nodes.length !== 1) throw new Error(`expected one button named "${name}", found ${nodes.length}`);
    const expanded = nodes[0]!.properties?.find((p) => p.name === "expanded");
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
}
