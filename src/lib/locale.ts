/**
 * The site's languages and how an address says which one a page is in. English pages live at
 * '/...', their Bangla editions at '/bn/...': one page file, two addresses. Browser-safe (the
 * language switch and every internal link use it).
 */
export const LOCALES = ["en", "bn"] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of the page files themselves, of '/...' addresses and of hreflang's x-default. */
export const DEFAULT_LOCALE: Locale = "en";

/** What each language is called in itself: the language switch's words. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", bn: "বাংলা" };

/** The value of <html lang> and hreflang for each language. */
export const LOCALE_TAGS: Record<Locale, string> = { en: "en", bn: "bn" };

/** schema.org's inLanguage and Open Graph's og:locale. */
export const LOCALE_REGIONS: Record<Locale, string> = { en: "en_BD", bn: "bn_BD" };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The language and the page route of an address:
 *   '/bn/about' -> { locale: 'bn', route: '/about' }    '/bn' -> { locale: 'bn', route: '/' }
 *   '/about'    -> { locale: 'en', route: '/about' }    '/brand' -> { locale: 'en', route: '/brand' }
 */
export function splitLocale(pathname: string): { locale: Locale; route: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) return { locale: match[1], route: match[2] || "/" };
  return { locale: DEFAULT_LOCALE, route: pathname || "/" };
}

/**
 * The address of a page route in a language: ('/about', 'bn') -> '/bn/about', ('/', 'bn') -> '/bn',
 * ('/about', 'en') -> '/about'. A section anchor is kept: ('/services#faq', 'bn') -> '/bn/services#faq'.
 */
export function localePath(route: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return route;
  const hash = route.indexOf("#");
  const path = hash === -1 ? route : route.slice(0, hash);
  const anchor = hash === -1 ? "" : route.slice(hash);
  return `/${locale}${path === "/" ? "" : path}${anchor}`;
}

/**
 * A link written in a page file, as a page in `locale` shows it: an internal page address leads to
 * the same language's page ('/contact' -> '/bn/contact'); anchors, other sites, e-mail, phone and
 * files (an address with a dot in its last part, '/images/a.svg') are left as they are.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith("/") || href.startsWith("//")) return href;
  const path = href.split(/[?#]/)[0] ?? "";
  if (/\.[a-z0-9]+$/i.test(path)) return href;
  if (splitLocale(path).locale !== DEFAULT_LOCALE) return href;
  return localePath(href, locale);
}

const NUMBER_FORMATS: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en", { useGrouping: false }),
  // Bengali digits, as the Bangla pages write every figure (docs/editing.md, "Figures in Bangla").
  bn: new Intl.NumberFormat("bn-BD", { useGrouping: false }),
};

/**
 * A number as a page in `locale` writes it, for the figures the code puts into words (a year, a
 * count, a limit): (2026, 'bn') -> '২০২৬', (2026, 'en') -> '2026'. No grouping: these are years and
 * small counts.
 */
export function formatNumber(value: number, locale: Locale): string {
  return NUMBER_FORMATS[locale].format(value);
}
