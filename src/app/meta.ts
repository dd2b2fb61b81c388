import type { MetaDescriptor } from "react-router";
import type { PageData, SiteData } from "../lib/page-data.ts";
import { DEFAULT_LOCALE, LOCALE_REGIONS, LOCALE_TAGS, LOCALES, localePath } from "../lib/locale.ts";
import { absolute } from "../lib/structured-data.ts";

type Match = { id: string; loaderData?: unknown } | undefined;

/**
 * Everything a page says about itself in <head>: 'About Us | Nexaforge', the description, the
 * canonical URL, link-preview tags (Open Graph, Twitter) and schema.org data, all from its file.
 */
export function pageMeta(page: PageData | undefined, matches: readonly Match[]): MetaDescriptor[] {
  const siteData = matches.find((m) => m?.id === "root")?.loaderData as SiteData | undefined;
  if (!page || !siteData) return [];
  const { site } = siteData;
  const { meta } = page.page;
  const title = `${meta.title} | ${site.name}`;
  // A page names its canonical address in English; each language's edition points at its own.
  const canonicalRoute = meta.canonical ? localePath(meta.canonical, page.locale) : page.route;
  const image = absolute(site, meta.ogImage ?? site.socialImage);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: meta.description },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:image", content: image },
    { property: "og:locale", content: LOCALE_REGIONS[page.locale] },
    ...LOCALES.filter((l) => l !== page.locale).map((l) => ({
      property: "og:locale:alternate",
      content: LOCALE_REGIONS[l],
    })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: image },
  ];
  if (canonicalRoute !== null) {
    tags.push({ tagName: "link", rel: "canonical", href: absolute(site, canonicalRoute) });
    tags.push({ property: "og:url", content: absolute(site, canonicalRoute) });
  }
  // Each language's edition of the page, and English for a reader whose language has none (x-default).
  if (page.route !== null && !meta.canonical && !meta.noindex) {
    for (const l of LOCALES)
      tags.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: LOCALE_TAGS[l],
        href: absolute(site, page.alternates[l]!),
      });
    tags.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absolute(site, page.alternates[DEFAULT_LOCALE]!),
    });
  }
  if (meta.noindex || page.route === null) tags.push({ name: "robots", content: "noindex" });
  for (const thing of page.structuredData) tags.push({ "script:ld+json": thing });
  return tags;
}
