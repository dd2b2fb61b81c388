import { describe, expect, it } from "vitest";
import {
  DEFAULT_LOCALE,
  formatNumber,
  isLocale,
  LOCALE_NAMES,
  LOCALE_REGIONS,
  LOCALE_TAGS,
  LOCALES,
  localePath,
  localizeHref,
  splitLocale,
} from "../../src/lib/locale.ts";

describe("the site's languages", () => {
  it("are English (the page files' own, at /...) and Bangla (at /bn/...)", () => {
    expect(LOCALES).toEqual(["en", "bn"]);
    expect(DEFAULT_LOCALE).toBe("en");
    expect(LOCALE_NAMES).toEqual({ en: "English", bn: "বাংলা" });
    expect(LOCALE_TAGS).toEqual({ en: "en", bn: "bn" });
    expect(LOCALE_REGIONS).toEqual({ en: "en_BD", bn: "bn_BD" });
  });

  it.each([
    ["en", true],
    ["bn", true],
    ["fr", false],
    ["BN", false],
    ["", false],
    [undefined, false],
  ])("isLocale(%s) is %s", (value, expected) => expect(isLocale(value)).toBe(expected));
});

describe("splitLocale", () => {
  it.each([
    ["/bn/about", "bn", "/about"],
    ["/bn", "bn", "/"],
    ["/bn/", "bn", "/"],
    ["/bn/services/seo/local-seo", "bn", "/services/seo/local-seo"],
    ["/about", "en", "/about"],
    ["/", "en", "/"],
    ["", "en", "/"],
    // A page whose address only starts with the letters of a language is an English page.
    ["/brand", "en", "/brand"],
    ["/bnx/about", "en", "/bnx/about"],
    // English has no prefix of its own: /en/about is an English page route called /en/about.
    ["/en/about", "en", "/en/about"],
    // Unknown two-letter prefixes are part of the route.
    ["/fr/about", "en", "/fr/about"],
  ])("%s -> %s %s", (pathname, locale, route) => expect(splitLocale(pathname)).toEqual({ locale, route }));
});

describe("localePath", () => {
  it.each([
    ["/about", "bn", "/bn/about"],
    ["/", "bn", "/bn"],
    ["/services/seo", "bn", "/bn/services/seo"],
    ["/about", "en", "/about"],
    ["/", "en", "/"],
    // The section anchor is kept, on the home page too.
    ["/services#faq", "bn", "/bn/services#faq"],
    ["/#services", "bn", "/bn#services"],
    ["/services#faq", "en", "/services#faq"],
  ] as const)("(%s, %s) -> %s", (route, locale, expected) => expect(localePath(route, locale)).toBe(expected));

  it("is undone by splitLocale for every language", () => {
    for (const locale of LOCALES)
      for (const route of ["/", "/about", "/services/seo/local-seo"])
        expect(splitLocale(localePath(route, locale))).toEqual({ locale, route });
  });
});

describe("localizeHref", () => {
  it.each([
    // Pages of this site lead to the same language's page, anchors and queries kept.
    ["/contact", "/bn/contact"],
    ["/", "/bn"],
    ["/services/seo#faq", "/bn/services/seo#faq"],
    ["/contact?service=seo", "/bn/contact?service=seo"],
    // Already Bangla: left alone, never /bn/bn/.
    ["/bn/contact", "/bn/contact"],
    ["/bn", "/bn"],
    // Files, anchors on the page, other sites, e-mail and phone are left as they are.
    ["/images/brand/logo.svg", "/images/brand/logo.svg"],
    ["/docs/brochure.pdf", "/docs/brochure.pdf"],
    ["/images/a.svg#icon", "/images/a.svg#icon"],
    ["#faq", "#faq"],
    ["https://example.com/about", "https://example.com/about"],
    ["//example.com/about", "//example.com/about"],
    ["mailto:hello@nexaforge.example", "mailto:hello@nexaforge.example"],
    ["tel:+8801700000000", "tel:+8801700000000"],
  ])("on a Bangla page %s -> %s", (href, expected) => expect(localizeHref(href, "bn")).toBe(expected));

  it("leaves every link of an English page as it is", () => {
    for (const href of ["/contact", "/", "/services/seo#faq", "/bn/contact", "#faq", "https://example.com/"])
      expect(localizeHref(href, "en")).toBe(href);
  });
});

describe("formatNumber", () => {
  it.each([
    [2026, "en", "2026"],
    [2026, "bn", "২০২৬"],
    [0, "bn", "০"],
    [1234567, "bn", "১২৩৪৫৬৭"],
    [1234567, "en", "1234567"],
    [42, "bn", "৪২"],
  ] as const)("(%s, %s) -> %s: every digit in the page's script, no grouping", (value, locale, expected) =>
    expect(formatNumber(value, locale)).toBe(expected),
  );
});
