import fs from "node:fs";
import path from "node:path";
import { ThemeProvider } from "@emotion/react";
import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { PageRenderer } from "../../src/app/PageRenderer.tsx";
import { SiteShell } from "../../src/app/layout/SiteLayout.tsx";
import { swiperA11y } from "../../src/blocks/servicesCarousel/a11y.ts";
import { Breadcrumb } from "../../src/components/Breadcrumb.tsx";
import { Mark } from "../../src/components/Mark.tsx";
import { PlaybackToggle } from "../../src/components/carousel/PlaybackToggle.tsx";
import { SlickCarousel } from "../../src/components/carousel/SlickCarousel.tsx";
import { listPageFiles } from "../../engine/files.server.ts";
import { PAGES_DIR } from "../../engine/paths.ts";
import { pageData, siteData } from "../../engine/page-data.server.ts";
import { LocaleProvider, SiteProvider } from "../../src/lib/context.tsx";
import { formatNumber, localePath, type Locale } from "../../src/lib/locale.ts";
import type { PageData, SiteData } from "../../src/lib/page-data.ts";
import { fillWords } from "../../src/lib/words.ts";
import { buildTheme } from "../../src/styles/theme.ts";
import { englishInterfaceWords, englishInterfaceWordsIn } from "../english-interface.ts";

/** The HTML React writes for `element` at `address`, lazily loaded blocks included, as the prerender does. */
async function render(element: ReactNode, address = "/", page?: PageData): Promise<string> {
  // A data router, as the site's: the language switch reads the page's addresses from its data.
  const router = createMemoryRouter([{ id: "page", path: "*", element, loader: () => page ?? null }], {
    initialEntries: [address],
    hydrationData: { loaderData: { page: page ?? null } },
  });
  const { prelude } = await prerenderToNodeStream(<RouterProvider router={router} />);
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const sites: Record<Locale, SiteData> = { en: siteData("en"), bn: siteData("bn") };

/** A component alone, with the site settings, language and theme a page gives it. */
function inSite(locale: Locale, element: ReactNode) {
  const site = sites[locale];
  return (
    <SiteProvider value={site}>
      <LocaleProvider value={locale}>
        <ThemeProvider theme={buildTheme(site.site.theme)}>{element}</ThemeProvider>
      </LocaleProvider>
    </SiteProvider>
  );
}

const SLICK = {
  slidesToShow: 2,
  slidesToScroll: 1,
  rows: 1,
  dots: true,
  infinite: true,
  initialSlide: 0,
  autoplaySpeed: 3000,
  speed: 500,
};
const slides = Array.from({ length: 6 }, (_, i) => <div key={i}>{i + 1}</div>);
/** The shared components whose words a page's prerender does not show in every state. */
const components = (label: string) => (
  <>
    <Breadcrumb items={[{ label, href: "/" }, { label }]} />
    <Mark yes />
    <Mark yes={false} />
    <PlaybackToggle playing onToggle={() => {}} subject={label} />
    <PlaybackToggle playing={false} onToggle={() => {}} subject={label} />
    <SlickCarousel label={label} base={SLICK} breakpoints={[]}>
      {slides}
    </SlickCarousel>
  </>
);

/** The block types a page file uses, nested ones too (the home hero's form). */
function blockTypes(value: unknown): string[] {
  if (!value || typeof value !== "object") return [];
  const own = "type" in value && typeof value.type === "string" ? [value.type] : [];
  return [...own, ...Object.values(value).flatMap(blockTypes)];
}

/**
 * Bangla addresses that together show every block the pages use, and the not-found page (null):
 * fewer pages than the site has, since each takes a second or two to load and render. The build
 * test (tests/build/bangla-interface.test.ts) reads every Bangla page.
 */
function pagesShowingEveryBlock(): (string | null)[] {
  const files = listPageFiles().map((f) => ({
    address: f.route === null ? null : localePath(f.route, "bn"),
    types: new Set(blockTypes(JSON.parse(fs.readFileSync(path.join(PAGES_DIR, f.file), "utf8")).sections)),
  }));
  const missing = new Set(files.flatMap((f) => [...f.types]));
  const picked: (string | null)[] = [null];
  for (const t of files.find((f) => f.address === null)?.types ?? []) missing.delete(t);
  while (missing.size) {
    const best = files.reduce((a, b) =>
      [...b.types].filter((t) => missing.has(t)).length > [...a.types].filter((t) => missing.has(t)).length ? b : a,
    );
    picked.push(best.address);
    for (const t of best.types) missing.delete(t);
  }
  return picked;
}

describe("interface words on a Bangla page", () => {
  const addresses = pagesShowingEveryBlock();

  it("the check finds them where they are: the English layout and components show them", async () => {
    const page = pageData("/")!;
    const html = await render(
      <SiteShell data={sites.en}>
        <PageRenderer data={page} />
      </SiteShell>,
      "/",
      page,
    );
    const found = englishInterfaceWordsIn(html);
    for (const key of ["skipLink", "mainMenu", "homeLink", "callUs", "officeHours", "openMenu", "scrollToTop"])
      expect(found.join("\n")).toContain(`(ui.${key})`);
    const parts = englishInterfaceWordsIn(await render(inSite("en", components("Our clients"))));
    for (const key of ["breadcrumb", "yes", "no", "pauseSlideshow", "playSlideshow", "goToSlide", "carousel"])
      expect(parts.join("\n")).toContain(`(ui.${key})`);
  });

  for (const address of addresses)
    it(`${address ?? "the not-found page"}: the layout and its blocks show none in English`, async () => {
      const page = address === null ? pageData(null, "bn")! : pageData(address)!;
      expect(page.locale).toBe("bn");
      const html = await render(
        <SiteShell data={sites.bn}>
          <PageRenderer data={page} />
        </SiteShell>,
        address ?? "/bn/404",
        page,
      );
      expect(englishInterfaceWordsIn(html)).toEqual([]);
      // The copyright line's year in Bengali digits too.
      const { site, buildYear } = sites.bn;
      expect(html).toContain(
        fillWords(site.footer.copyright, { year: formatNumber(buildYear, "bn"), name: site.name }),
      );
    });

  it("the breadcrumb, ticks and crosses, slideshow buttons and dots show none in English, in any state", async () => {
    const html = await render(inSite("bn", components("আমাদের ক্লায়েন্ট")));
    expect(html).toContain('aria-label="৩ নম্বর স্লাইডে যান"'); // the dots are there, numbered in Bengali
    expect(englishInterfaceWordsIn(html)).toEqual([]);
  });

  it("the services slideshow hands Swiper its screen-reader messages in Bangla", () => {
    const english = englishInterfaceWords();
    const messages = Object.values(swiperA11y(sites.bn.site.ui)).filter((m): m is string => !!m);
    expect(messages.length).toBeGreaterThanOrEqual(5);
    for (const message of messages) expect(english.filter((w) => w.pattern.test(message))).toEqual([]);
  });
});
