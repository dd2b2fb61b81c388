import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localizeContent } from "../../engine/i18n/localize.server.ts";
import { loadSiteContent } from "../../engine/load.server.ts";
import { ROOT } from "../../engine/paths.ts";
import { htmlFileOf } from "../../scripts/lib/first-load.ts";
import type { Page, SiteSettings } from "../../src/generated/schema.ts";
import { LOCALE_REGIONS, LOCALES, localePath, splitLocale, type Locale } from "../../src/lib/locale.ts";

// Reads the prerendered build (npm test builds before this step), as a crawler would: every page in
// every language, each held to its own language's words (the translated page data, not the HTML).
const client = path.join(ROOT, "build/client");
const content = loadSiteContent();
const editions = LOCALES.flatMap((locale) => {
  const { pages, collections } = localizeContent(content, locale);
  const site = collections.site!.data as SiteSettings;
  return pages.map(({ file, route, data }) => {
    const address = route === null ? null : localePath(route, locale);
    // The not-found page of each language: 404.html, bn/404.html.
    const html = fs.readFileSync(htmlFileOf(client, address ?? localePath("/404", locale)), "utf8");
    return { locale, file, route, address, site, data: data as Page, html, name: address ?? `not-found (${locale})` };
  });
});
const english = editions.filter((p) => p.locale === "en");
const bangla = editions.filter((p) => p.locale === "bn");
const { baseUrl } = editions[0]!.site;
const url = (address: string) => baseUrl + (address === "/" ? "/" : address);
const unescape = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const metaContent = (html: string, attr: string, name: string) => {
  const value = html.match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`))?.[1];
  return value === undefined ? undefined : unescape(value);
};
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => {
    expect(m[1]).not.toMatch(/[<\u2028\u2029]/); // escaped, so nothing can close the script early
    return JSON.parse(m[1]!) as Record<string, unknown> & { "@type": string };
  });
/** The hreflang alternates of a page's head, by language tag. */
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, m[2]!]),
  );
/** Code points, as the validator counts a field's length (engine/i18n/check-translations.server.ts). */
const length = (text: string) => [...text].length;

it("reads every page in both languages", () => {
  expect(english.length).toBeGreaterThan(40);
  expect(bangla.map((p) => p.file)).toEqual(english.map((p) => p.file));
});

describe("every page's head", () => {
  for (const locale of LOCALES)
    it(`has a unique title and description in ${locale}`, () => {
      const pages = editions.filter((p) => p.locale === locale);
      const titles = pages.map((p) => p.html.match(/<title>([^<]*)<\/title>/)?.[1]);
      const descriptions = pages.map((p) => metaContent(p.html, "name", "description"));
      expect(new Set(titles).size).toBe(pages.length);
      expect(new Set(descriptions).size).toBe(pages.length);
    });

  for (const p of editions) {
    it(`${p.name}: lang, title, canonical, alternates, previews, favicon and manifest`, () => {
      expect(p.html).toMatch(new RegExp(`<html lang="${p.locale}"`));
      expect(unescape(p.html.match(/<title>([^<]*)<\/title>/)![1]!)).toBe(`${p.data.meta.title} | ${p.site.name}`);
      expect(p.html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
      expect(p.html).toContain('<link rel="manifest" href="/site.webmanifest"/>');
      const image = metaContent(p.html, "property", "og:image");
      expect(image).toBe(p.site.baseUrl + (p.data.meta.ogImage ?? p.site.socialImage));
      expect(fs.existsSync(path.join(client, new URL(image!).pathname))).toBe(true);
      expect(metaContent(p.html, "name", "twitter:card")).toBe("summary_large_image");
      expect(metaContent(p.html, "name", "description")).toBe(p.data.meta.description);
      expect(metaContent(p.html, "property", "og:description")).toBe(p.data.meta.description);
      expect(metaContent(p.html, "property", "og:locale")).toBe(LOCALE_REGIONS[p.locale]);
      const others = LOCALES.filter((l) => l !== p.locale).map((l) => LOCALE_REGIONS[l]);
      expect(metaContent(p.html, "property", "og:locale:alternate")).toBe(others.join());
      if (p.route === null) {
        expect(metaContent(p.html, "name", "robots")).toBe("noindex");
        expect(p.html).not.toContain('rel="canonical"');
        expect(alternates(p.html)).toEqual({});
      } else {
        // Its own language's address, never the English one: each edition is a page of its own.
        expect(p.html).toContain(`<link rel="canonical" href="${url(p.address!)}"/>`);
        expect(metaContent(p.html, "property", "og:url")).toBe(url(p.address!));
        // Both ways: the English page names the Bangla one and the Bangla page the English one.
        expect(alternates(p.html)).toEqual({
          ...Object.fromEntries(LOCALES.map((l) => [l, url(localePath(p.route!, l))])),
          "x-default": url(p.route),
        });
      }
    });
  }

  // Search results show about 60 characters of a title and cut a description past 160: the
  // schema's limits (60, 200) hold for the translated words too. 70-160 reads best; see the list.
  it("keeps every Bangla title within 60 characters and every description within 200", () => {
    const long = bangla.flatMap((p) => [
      ...(length(p.data.meta.title) > 60 ? [`${p.name} title: ${length(p.data.meta.title)}`] : []),
      ...(length(p.data.meta.description) > 200 ? [`${p.name} description: ${length(p.data.meta.description)}`] : []),
    ]);
    expect(long).toEqual([]);
    const outside = bangla
      .map((p) => [p.name, length(p.data.meta.description)] as const)
      .filter(([, n]) => n < 70 || n > 160);
    if (outside.length)
      console.log(`Bangla descriptions outside 70-160 characters:\n${outside.map((o) => o.join(": ")).join("\n")}`);
  });
});

describe("structured data, derived from the blocks", () => {
  for (const p of editions) {
    it(`${p.name}`, () => {
      const things = jsonLd(p.html);
      const of = (type: string) => things.filter((t) => t["@type"] === type);
      for (const t of things) expect(t["@context"]).toBe("https://schema.org");
      const [org] = of("Organization");
      expect(org).toMatchObject({ name: p.site.name, url: url("/"), email: p.site.contact.email });
      expect(org!.contactPoint).toMatchObject({ "@type": "ContactPoint", email: p.site.contact.email });
      expect(of("WebSite")).toHaveLength(1);
      // The page itself, in its language (the not-found page is no page of the site).
      if (p.address === null) expect(of("WebPage")).toHaveLength(0);
      else expect(of("WebPage")).toEqual([expect.objectContaining({ url: url(p.address), inLanguage: p.locale })]);

      const crumbs = p.data.sections.flatMap((s) =>
        s.type === "pageHero" || s.type === "serviceHero" ? [s.breadcrumb] : [],
      );
      expect(of("BreadcrumbList")).toHaveLength(crumbs.length);
      if (crumbs[0]) {
        const list = of("BreadcrumbList")[0]!.itemListElement as { position: number; name: string; item?: string }[];
        expect(list.map((i) => i.name)).toEqual(crumbs[0].map((c) => c.label));
        expect(list.map((i) => i.position)).toEqual(crumbs[0].map((_, i) => i + 1));
        expect(list.at(-1)!.item).toBe(url(p.address!));
        // Every step of the trail is in the page's own language.
        for (const item of list.filter((i) => i.item))
          expect(splitLocale(new URL(item.item!).pathname).locale, item.item).toBe(p.locale);
      }

      const questions = p.data.sections.flatMap((s) => (s.type === "faq" ? s.items : []));
      if (questions.length) {
        const [faq] = of("FAQPage");
        const entities = faq!.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
        expect(entities.map((q) => q.name)).toEqual(questions.map((q) => q.question));
        expect(entities.map((q) => q.acceptedAnswer.text)).toEqual(questions.map((q) => q.answer));
      } else expect(of("FAQPage")).toHaveLength(0);
    });
  }

  const offers = (locale: Locale) => {
    const page = editions.find((p) => p.locale === locale && p.route === "/services/creative-content/content-writing")!;
    const [service] = jsonLd(page.html).filter((t) => t["@type"] === "Service");
    return ((service?.offers ?? []) as { price: number; priceCurrency: string }[]).map((o) => [o.price, o.priceCurrency]);
  };
  const PRICES = [
    [5, "USD"],
    [10, "USD"],
    [15, "USD"],
  ];
  it("describes the priced content-writing packages as a Service with offers", () => {
    expect(offers("en")).toEqual(PRICES);
  });
  // The Bangla price lines read "প্রতি ১,০০০ শব্দ $৫": the package table's parser
  // (src/blocks/packageTable/block.ts) looks for "$5" at the start, so the Bangla page has no Service.
  // Reported with issue 38; when the parser reads the Bangla line, this fails: make it a plain `it`.
  it.fails("describes them in Bangla too (known gap: no Service on the Bangla page)", () => {
    expect(offers("bn")).toEqual(PRICES);
  });
});

describe("links between the languages", () => {
  /** The addresses of a page's links to pages of this site (not files, not other sites), but its language switch. */
  const pageLinks = (html: string) =>
    [...html.matchAll(/<a ([^>]*)>/g)]
      .map((m) => m[1]!)
      .filter((attrs) => !/\bhrefLang="/.test(attrs))
      .map((attrs) => unescape(attrs.match(/\bhref="([^"]*)"/)?.[1] ?? ""))
      .filter((href) => href.startsWith("/") && !href.startsWith("//"))
      .filter((href) => !/\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0]!));

  for (const locale of LOCALES)
    it(`every link of a ${locale} page leads to a ${locale} page that was built`, () => {
      const wrong: string[] = [];
      let count = 0;
      for (const p of editions.filter((e) => e.locale === locale))
        for (const href of pageLinks(p.html)) {
          count++;
          const address = href.split(/[?#]/)[0]!;
          const built = path.join(client, address === "/" ? "index.html" : `${address.slice(1)}/index.html`);
          if (splitLocale(address).locale !== locale || !fs.existsSync(built)) wrong.push(`${p.name} -> ${href}`);
        }
      expect(count).toBeGreaterThan(editions.length * 5);
      expect(wrong).toEqual([]);
    });

  it("each page's language switch leads to the same page in the other language", () => {
    for (const p of editions) {
      const switches = [...p.html.matchAll(/<a [^>]*hrefLang="([^"]+)"[^>]*>/g)];
      expect(switches.length, p.name).toBeGreaterThan(0);
      const other = LOCALES.find((l) => l !== p.locale)! as Locale;
      for (const [tag] of switches) {
        expect(tag, p.name).toContain(`hrefLang="${other}"`);
        const expected = p.route === null ? localePath("/", other) : localePath(p.route, other);
        expect(unescape(tag.match(/\bhref="([^"]*)"/)![1]!), p.name).toBe(expected);
      }
    }
  });
});

describe("sitemap and robots", () => {
  const sitemap = fs.readFileSync(path.join(client, "sitemap.xml"), "utf8");
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    loc: m[1]!.match(/<loc>([^<]+)<\/loc>/)![1]!,
    links: Object.fromEntries(
      [...m[1]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((l) => [l[1], l[2]]),
    ),
  }));
  const indexable = editions.filter((p) => p.route !== null && !p.data.meta.noindex);

  it("list every indexable page in every language and nothing else", () => {
    const expected = indexable.map((p) => url(p.address!));
    expect(entries.map((e) => e.loc).sort()).toEqual(expected.sort());
    expect(entries.map((e) => e.loc)).not.toContain(url("/404"));
    expect(bangla.filter((p) => entries.some((e) => e.loc === url(p.address ?? "/404"))).length).toBeGreaterThan(40);
  });

  it("give each page its alternates in every language and x-default", () => {
    for (const p of indexable) {
      const entry = entries.find((e) => e.loc === url(p.address!))!;
      expect(entry.links, p.name).toEqual({
        ...Object.fromEntries(LOCALES.map((l) => [l, url(localePath(p.route!, l))])),
        "x-default": url(p.route!),
      });
    }
  });

  it("robots.txt points to the sitemap", () => {
    expect(fs.readFileSync(path.join(client, "robots.txt"), "utf8")).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });
});
