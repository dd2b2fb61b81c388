import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrated } from "./site.ts";

const WIDTHS = [375, 1440] as const;

// Each page's landmarks, headings and alt texts are checked in every-page.spec.ts.
test("decorative images are the only ones with empty alt text", async ({ page }) => {
  // Client logos and project mock-ups carry names; hero art, banners and illustrations beside a heading do not.
  for (const route of ["/about", "/digital-forge"]) {
    await page.goto(route);
    const named = await page.locator("main img[alt]:not([alt=''])").count();
    expect(named, route).toBeGreaterThan(0);
  }
});

// ---- Carousels: WCAG 2.2.2 (pause, stop, hide) and keyboard operation ----

interface CarouselCase {
  route: string;
  /** The region's accessible name (its section heading). */
  name: RegExp;
}

const CAROUSELS: CarouselCase[] = [
  { route: "/", name: /^Our Services$/ },
  { route: "/about", name: /^Our Clients$/ },
  { route: "/digital-forge", name: /^Our Latest Projects$/ },
];

function region(page: Page, c: CarouselCase): Locator {
  return page.getByRole("region", { name: c.name }).and(page.locator("[aria-roledescription='carousel']")).first();
}

/** Where the slides stand: the track's transform, which every slide change alters. */
const position = (r: Locator) =>
  r
    .locator(".swiper-wrapper, .slick-track")
    .first()
    .evaluate((el) => (el as HTMLElement).style.transform);

async function open(page: Page, c: CarouselCase): Promise<Locator> {
  await page.goto(c.route);
  await hydrated(page);
  const r = region(page, c);
  // The carousels wake near the viewport, in chunks of their own: scroll to this one and wait until
  // it has taken over its HTML (Swiper marks itself initialised; the react-slick wrapper marks its
  // region hydrated once it knows the screen's breakpoint, and with it whether the slides move and
  // need a pause control: .slick-initialized is already in the prerendered HTML).
  await r.scrollIntoViewIfNeeded();
  await expect
    .poll(() => r.evaluate((el) => el.hasAttribute("data-hydrated") || !!el.querySelector(".swiper-initialized")))
    .toBe(true);
  await page.mouse.move(1, 1);
  return r;
}

async function staysStill(r: Locator, ms: number) {
  // A slide change the carousel had already begun when the pointer, focus or toggle arrived may
  // still land: let it settle, then nothing may move for the whole window (longer than autoplay's
  // interval, so a pause that does not hold is still caught).
  await r.page().waitForTimeout(800);
  const before = await position(r);
  await r.page().waitForTimeout(ms);
  expect(await position(r)).toBe(before);
}

const movesOn = async (r: Locator) => {
  const before = await position(r);
  await expect.poll(() => position(r), { timeout: 10_000 }).not.toBe(before);
};

for (const width of WIDTHS) {
  test.describe(`carousels at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // Each case watches the slides stand still for three 4-second windows and move on twice.
    test.describe.configure({ timeout: 75_000 });
    for (const c of CAROUSELS) {
      test(`${c.route}: a visible pause control; hover and focus pause it; the toggle works from the keyboard`, async ({
        page,
      }) => {
        const r = await open(page, c);
        const pause = r.getByRole("button", { name: /^Pause .+ slideshow$/ });
        if ((await pause.count()) === 0) {
          // Every slide fits (the client logos at 1440 px): nothing moves, so there is nothing to pause.
          await staysStill(r, 4000);
          return;
        }
        await expect(pause).toBeVisible();
        await movesOn(r);

        // Mouse over the slides: they stop; mouse away: they go on.
        const box = (await r.locator(".swiper, .slick-list").first().boundingBox())!;
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await staysStill(r, 4000);
        await page.mouse.move(1, 1);
        await movesOn(r);

        // Keyboard focus inside (a card link or a dot; the project slides on a phone have neither,
        // so there the toggle is the keyboard's only stop): they stop while it stays there.
        const inside = r.locator(".swiper-slide-active a, .slick-dots button, .slick-active a");
        if (await inside.count()) {
          await inside.first().focus();
          await staysStill(r, 4000);
        }

        // The toggle, pressed from the keyboard, stops and restarts the slides.
        await pause.focus();
        await page.keyboard.press("Enter");
        const play = r.getByRole("button", { name: /^Play .+ slideshow$/ });
        await expect(play).toBeFocused();
        await page.mouse.move(1, 1);
        await staysStill(r, 4000);
        await page.keyboard.press("Space");
        await expect(pause).toBeVisible();
      });
    }

    test("the services carousel moves with the arrow keys and filters with Enter", async ({ page }) => {
      const r = await open(page, CAROUSELS[0]!);
      await r.getByRole("button", { name: "Pause Our Services slideshow" }).click();
      const before = await position(r);
      await r.locator(".swiper-slide-active a").first().focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => position(r)).not.toBe(before);
      const seo = r
        .getByRole("group", { name: "Filter by category" })
        .getByRole("button", { name: "SEO", exact: true });
      await seo.focus();
      await page.keyboard.press("Enter");
      await expect(seo).toHaveAttribute("aria-pressed", "true");
    });
  });
}

test.describe("slider dots from the keyboard", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test("the projects carousel goes to the chosen slide when a dot is pressed with Enter", async ({ page }) => {
    const r = await open(page, CAROUSELS[2]!);
    await r.getByRole("button", { name: /^Pause .+ slideshow$/ }).click();
    const dots = r.locator(".slick-dots button");
    expect(await dots.count()).toBeGreaterThan(1);
    await dots.nth(1).focus();
    await page.keyboard.press("Enter");
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
  });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce", viewport: { width: 375, height: 900 } });
  for (const c of CAROUSELS) {
    test(`${c.route}: the carousel does not play by itself, and offers Play`, async ({ page }) => {
      const r = await open(page, c);
      await staysStill(r, 4000);
      await expect(r.getByRole("button", { name: /^Play .+ slideshow$/ })).toBeVisible();
    });
  }
});
