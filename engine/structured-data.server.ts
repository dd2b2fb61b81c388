import type { SiteSettings } from "../src/generated/schema.ts";
import type { StructuredDataContext, Thing } from "../src/lib/blocks.ts";
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, localizeHref, type Locale } from "../src/lib/locale.ts";
import { absolute, mergeThings, organizationId } from "../src/lib/structured-data.ts";
import { callDeclared, type FoundBlock } from "./blocks.server.ts";

/**
 * Schema.org data for one page, never written by hand in page files: the Organization and WebSite
 * on every page, and what each block declares (its block.ts structuredData): a breadcrumb, the
 * FAQ, the Service and its offers...
 */
export function pageStructuredData(
  blocks: FoundBlock[],
  site: SiteSettings,
  route: string | null,
  locale: Locale = DEFAULT_LOCALE,
): Thing[] {
  // A link written in a page file leads to the page of the same language (localizeHref).
  const ctx: StructuredDataContext = { site, route, absolute: (path) => absolute(site, localizeHref(path, locale)) };
  const org = organizationId(ctx);
  const telephone = site.contact.phoneHref.replace(/^tel:/, "");
  const things: Thing[] = [
    {
      "@type": "Organization",
      "@id": org,
      name: site.name,
      url: absolute(site, "/"),
      logo: absolute(site, "/images/brand/logo-mark.svg"),
      email: site.contact.email,
      telephone,
      address: { "@type": "PostalAddress", streetAddress: site.contact.address.join(", "), addressCountry: "BD" },
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone,
        email: site.contact.email,
        areaServed: "BD",
        availableLanguage: ["en", "bn"],
      },
      sameAs: site.social.map((s) => s.href),
    },
    {
      "@type": "WebSite",
      "@id": `${site.baseUrl}/#website`,
      url: absolute(site, "/"),
      name: site.name,
      inLanguage: LOCALES.map((l) => LOCALE_TAGS[l]),
      publisher: { "@id": org },
    },
    ...(route === null
      ? []
      : [
          {
            "@type": "WebPage",
            "@id": ctx.absolute(route),
            url: ctx.absolute(route),
            inLanguage: LOCALE_TAGS[locale],
            isPartOf: { "@id": `${site.baseUrl}/#website` },
          },
        ]),
    ...blocks.flatMap(({ block }) => (callDeclared(block, "structuredData", ctx) as Thing[] | undefined) ?? []),
  ];
  return mergeThings(things).map((thing) => ({ "@context": "https://schema.org", ...thing }));
}
