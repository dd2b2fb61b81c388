import type { SiteSettings } from "../generated/schema.ts";
import type { StructuredDataContext, Thing } from "../lib/blocks.ts";
import { absolute, mergeThings, organizationId } from "../lib/structured-data.ts";
import { callDeclared, type FoundBlock } from "./blocks.server.ts";

/**
 * Schema.org data for one page, never written by hand in page files: the Organization and WebSite
 * on every page, and what each block declares (its block.ts structuredData): a breadcrumb, the
 * FAQ, the Service and its offers...
 */
export function pageStructuredData(blocks: FoundBlock[], site: SiteSettings, route: string | null): Thing[] {
  const ctx: StructuredDataContext = { site, route, absolute: (path) => absolute(site, path) };
  const org = organizationId(ctx);
  const telephone = site.contact.phoneHref.replace(/^tel:/, "");
  const things: Thing[] = [
    {
      "@type": "Organization",
      "@id": org,
      name: site.name,
      url: ctx.absolute("/"),
      logo: ctx.absolute("/images/brand/logo-mark.svg"),
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
      url: ctx.absolute("/"),
      name: site.name,
      publisher: { "@id": org },
    },
    ...blocks.flatMap(({ block }) => (callDeclared(block, "structuredData", ctx) as Thing[] | undefined) ?? []),
  ];
  return mergeThings(things).map((thing) => ({ "@context": "https://schema.org", ...thing }));
}
