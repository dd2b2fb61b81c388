import { expect, test, type Page } from "@playwright/test";
import { hydrated, PAGES, site } from "./site.ts";

// The 31 service pages, and what spec §2/§9 and issue 4 require of each, read from the rendered page.
const DETAIL = PAGES.filter((p) => (p.route?.split("/").length ?? 0) >= 4);

type Expect = {
  steps?: number;
  faq?: number;
  /** Sizes of the page's item lists (benefits, reasons, traits...), in page order. */
  lists?: number[];
  /** Tier names of the package table, left to right. */
  tiers?: string[];
  /** Feature rows that must read exactly so (yes/no cells as "Included"/"Not included"). */
  rows?: Record<string, string[]>;
  rowCount?: number;
  figures?: string[];
  platforms?: string[];
  textImage?: number;
};

const S3 = ["Standard", "Professional", "Elite"];
/** Pages without the frame's problem list and case study, each with its reason in docs/editing.md (issue 37). */
const WITHOUT_FRAME = new Set(["/services/digital-marketing/media-buying"]);
const REQUIRED: Record<string, Expect> = {
  "/services/website/website-development": {
    tiers: S3,
    rows: {
      Pages: ["15", "25", "25+"],
      Blog: ["Not included", "Included", "Included"],
      "Off-page SEO": ["2 weeks", "4 weeks", "4 weeks"],
      Turnaround: ["21 days", "36 days", "62 days"],
    },
    figures: ["+35%", "+50%", "+40%"],
  },
  "/services/website/ecommerce-website-development": { figures: ["+120%", "+35%", "+150%", "+250%"] },
  "/services/website/website-maintanence": { tiers: ["Standard", "Professional", "Premium", "Custom"] },
  "/services/website/website-speed-maintanence": {},
  "/services/digital-marketing/media-buying/facebook-ads-management": { steps: 8, faq: 10, tiers: S3, rowCount: 26 },
  "/services/digital-marketing/media-buying/google-ads-management": { steps: 8, tiers: S3, rowCount: 25 },
  "/services/digital-marketing/media-buying/youtube-ads-management": { steps: 8, faq: 10, tiers: S3, rowCount: 18 },
  "/services/digital-marketing/social-media-management": { tiers: ["Standard", "Professional", "Premium"] },
  "/services/creative-content/content-writing": { tiers: S3 },
  "/services/creative-content/social-media-content": {
    tiers: ["Standard", "Professional", "Aggressive"],
    platforms: ["Facebook", "Instagram", "YouTube", "LinkedIn", "X", "Pinterest"],
  },
  "/services/creative-content/video-production-editing": { steps: 6 },
  "/services/creative-design/ui-ux": { faq: 10 },
  "/services/creative-design/graphic-design": { faq: 10, lists: [8, 5] },
  "/services/creative-design/motion-graphic-design": { faq: 10, lists: [8, 5] },
  "/services/digital-marketing/reputation-management": { textImage: 3 },
  "/services/seo/seo-service": { steps: 8, faq: 9, lists: [6, 6, 6, 6], tiers: S3, figures: ["521%"] },
  "/services/software/ecommerce": { figures: ["+55%", "67%"] },
  "/services/software/crm": { figures: ["72 h → 4 h", "+40%", "+60%", "+25%", "+20%"] },
  "/services/software/hr-management": { figures: ["-30%"] },
};

const block = (page: Page, type: string) => page.locator(`[data-block="${type}"]`);

async function tableRow(page: Page, feature: string): Promise<string[]> {
  const row = block(page, "packageTable")
    .locator("table tbody tr")
    .filter({ has: page.getByRole("rowheader", { name: feature, exact: true }) });
  return row
    .locator("td")
    .evaluateAll((cells) =>
      cells.map((c) => (c.querySelector('[role="img"]')?.getAttribute("aria-label") ?? c.textContent ?? "").trim()),
    );
}

test("all 31 service pages exist", () => {
  expect(DETAIL).toHaveLength(31);
});

for (const p of DETAIL) {
  const route = p.route!;
  test(`${route} shows its breadcrumb, hero, frame and required counts`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(route);
    await hydrated(page);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
    await expect(crumbs.first()).toHaveText("Home");
    await expect(crumbs.nth(1)).toHaveText("Services");
    await expect(crumbs.last()).toHaveText(p.heading);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.heading);
    const whatsapp = page.getByRole("link", { name: /WhatsApp/ }).first();
    await expect(whatsapp).toHaveAttribute("href", site.contact.whatsappUrl);
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("link", { name: "Free Consultation" })).toHaveAttribute("href", "/contact");
    // The whole frame: a list of the problems the service solves and a case study (issue 37).
    if (!WITHOUT_FRAME.has(route)) {
      await expect(block(page, "itemList").locator("#problems li").first()).toBeVisible();
      await expect(block(page, "caseStudy")).toHaveCount(1);
    }
    await expect(page.locator("main").getByRole("link", { name: "Contact Us" }).last()).toHaveAttribute(
      "href",
      "/contact",
    );

    const want = REQUIRED[route] ?? {};
    const faq = block(page, "faq").locator("details > summary");
    if (want.faq) await expect(faq).toHaveCount(want.faq);
    else expect(await faq.count()).toBeGreaterThanOrEqual(6);
    if (want.steps) await expect(page.getByText(/^Step \d+$/)).toHaveCount(want.steps);
    if (want.lists) {
      const sizes = await block(page, "itemList").evaluateAll((els) =>
        els.map((el) => el.querySelectorAll("li, details").length),
      );
      expect(sizes).toEqual(want.lists);
    }
    if (want.tiers) {
      const heads = block(page, "packageTable").locator("table thead th .tier");
      await expect(heads).toHaveText(want.tiers);
      // One 'Order Now' under each tier (the phone layout's copies are hidden at this width).
      await expect(block(page, "packageTable").getByRole("link", { name: "Order Now" })).toHaveCount(want.tiers.length);
    }
    if (want.rowCount) await expect(block(page, "packageTable").locator("table tbody tr")).toHaveCount(want.rowCount);
    for (const [feature, values] of Object.entries(want.rows ?? {}))
      expect(await tableRow(page, feature), feature).toEqual(values);
    for (const figure of want.figures ?? [])
      await expect(block(page, "caseStudy").getByText(figure, { exact: true })).toBeVisible();
    if (want.platforms)
      await expect(block(page, "platforms").getByRole("heading", { level: 3 })).toHaveText(want.platforms);
    if (want.textImage)
      await expect(block(page, "textMedia").filter({ has: page.locator("img") })).toHaveCount(want.textImage);
  });
}

test("the media-buying hub links Facebook, Google and YouTube ads to their pages and LinkedIn to contact", async ({
  page,
}) => {
  await page.goto("/services/digital-marketing/media-buying");
  await hydrated(page);
  const sections = block(page, "textMedia");
  const targets: [string, string][] = [
    ["Facebook", "/services/digital-marketing/media-buying/facebook-ads-management"],
    ["Google", "/services/digital-marketing/media-buying/google-ads-management"],
    ["YouTube", "/services/digital-marketing/media-buying/youtube-ads-management"],
    ["LinkedIn", "/contact"],
  ];
  for (const [name, href] of targets) {
    const section = sections.filter({ has: page.getByRole("heading", { name: new RegExp(name) }) });
    await expect(section.getByRole("link").last()).toHaveAttribute("href", href);
  }
});

test("the SEO FAQ says results come in 3 to 6 months", async ({ page }) => {
  await page.goto("/services/seo/seo-service");
  await hydrated(page);
  await expect(block(page, "faq").getByText(/3 to 6 months/)).toHaveCount(1);
});

test("FAQ items open and close on their own, by keyboard, with + and -", async ({ page }) => {
  await page.goto("/services/creative-design/ui-ux");
  await hydrated(page);
  const items = block(page, "faq").locator("details");
  const [first, second] = [items.nth(0), items.nth(1)];
  /** The sign a question shows: its '+' or '-' is drawn by CSS. */
  const sign = (item: typeof first) =>
    item.locator(".sign").evaluate((el) => getComputedStyle(el, "::before").content.replace(/"/g, ""));
  await expect(first).not.toHaveAttribute("open");
  expect(await sign(first)).toBe("+");
  await first.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("open");
  expect(await sign(first)).toBe("-");
  const firstAnswer = first.locator("[data-accordion-panel]");
  await expect(firstAnswer).toBeVisible();
  await second.locator("summary").focus();
  await page.keyboard.press("Space");
  await expect(second).toHaveAttribute("open");
  await expect(first).toHaveAttribute("open");
  await first.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(first).not.toHaveAttribute("open");
  await expect(firstAnswer).toBeHidden();
  await expect(second).toHaveAttribute("open");
});

test("every service card on the category pages links to its page", async ({ page }) => {
  for (const category of ["website", "software", "digital-marketing", "creative-content", "creative-design", "seo"]) {
    await page.goto(`/services/${category}`);
    const links = await block(page, "serviceGrid")
      .getByRole("link")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    for (const href of links)
      expect(
        DETAIL.map((d) => d.route),
        href!,
      ).toContain(href);
  }
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });
  test("FAQ questions open and close, every answer is in the page", async ({ page }) => {
    await page.goto("/services/creative-design/ui-ux");
    const items = block(page, "faq").locator("details");
    await expect(items).toHaveCount(10);
    await items.nth(2).locator("summary").click();
    await expect(items.nth(2).locator("[data-accordion-panel]")).toBeVisible();
    await items.nth(2).locator("summary").click();
    await expect(items.nth(2).locator("[data-accordion-panel]")).toBeHidden();
    await expect(block(page, "faq").locator("[data-accordion-panel]")).toHaveCount(10);
  });
});
