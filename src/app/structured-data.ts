import type { PageData, SiteData } from "../content/page-data.server.ts";
import type { BreadcrumbItem } from "../generated/schema.ts";

type Thing = Record<string, unknown>;

/** An absolute URL on this site: '/about' -> 'https://nexaforge.example/about'. */
export const absolute = (site: SiteData["site"], path: string) => site.baseUrl + (path === "/" ? "/" : path);

/**
 * Schema.org data for one page, derived from its blocks and the site settings (never written by
 * hand in page files): Organization and WebSite everywhere, BreadcrumbList where a breadcrumb is
 * shown, FAQPage from FAQ blocks, Service with offers where a package table states prices.
 */
export function structuredData(data: PageData, { site }: SiteData): Thing[] {
  const org = `${site.baseUrl}/#organization`;
  const graph: Thing[] = [
    {
      "@type": "Organization",
      "@id": org,
      name: site.name,
      url: absolute(site, "/"),
      logo: absolute(site, "/images/brand/logo-mark.svg"),
      email: site.contact.email,
      telephone: site.contact.phoneHref.replace(/^tel:/, ""),
      address: { "@type": "PostalAddress", streetAddress: site.contact.address.join(", "), addressCountry: "BD" },
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: site.contact.phoneHref.replace(/^tel:/, ""),
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
      publisher: { "@id": org },
    },
  ];
  const sections = data.page.sections;
  for (const s of sections) {
    if (s.type === "pageHero" || s.type === "serviceHero") graph.push(breadcrumbList(site, s.breadcrumb, data.route));
  }
  const questions = sections.flatMap((s) => (s.type === "faq" ? s.items : []));
  if (questions.length)
    graph.push({
      "@type": "FAQPage",
      mainEntity: questions.map((q) => ({
        "@type": "Question",
        name: q.question,
        acceptedAnswer: { "@type": "Answer", text: q.answer },
      })),
    });
  const hero = sections.find((s) => s.type === "serviceHero");
  const offers = sections.flatMap((s) =>
    s.type === "packageTable" ? s.tiers.flatMap((t) => offer(t.name, t.price)) : [],
  );
  if (hero && offers.length)
    graph.push({
      "@type": "Service",
      name: hero.title,
      description: hero.description,
      provider: { "@id": org },
      areaServed: "BD",
      offers,
    });
  return graph.map((thing) => ({ "@context": "https://schema.org", ...thing }));
}

function breadcrumbList(site: SiteData["site"], items: BreadcrumbItem[], route: string | null): Thing {
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => {
      const href = item.href ?? (i === items.length - 1 ? route : null);
      return {
        "@type": "ListItem",
        position: i + 1,
        name: item.label,
        ...(href ? { item: absolute(site, href) } : {}),
      };
    }),
  };
}

/** An Offer for a tier whose price line starts with a US-dollar amount, e.g. "$10 per 1000 words". */
function offer(name: string, price: string | undefined): Thing[] {
  const amount = price?.match(/^\$(\d+(?:\.\d+)?)/)?.[1];
  if (!amount || !price) return [];
  const per = price.match(/per (\d+) (\w+)/);
  return [
    {
      "@type": "Offer",
      name,
      description: price,
      priceCurrency: "USD",
      price: Number(amount),
      ...(per
        ? {
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: Number(amount),
              priceCurrency: "USD",
              referenceQuantity: { "@type": "QuantitativeValue", value: Number(per[1]), unitText: per[2] },
            },
          }
        : {}),
    },
  ];
}
