import type { MetaDescriptor } from "react-router";
import type { PageData, SiteData } from "../content/page-data.server.ts";

type Match = { id: string; loaderData?: unknown } | undefined;

/** Title 'About Us | Nexaforge', description and canonical link, from the page file and site settings. */
export function pageMeta(page: PageData | undefined, matches: readonly Match[]): MetaDescriptor[] {
  const site = (matches.find((m) => m?.id === "root")?.loaderData as SiteData | undefined)?.site;
  if (!page || !site) return [];
  const { meta } = page.page;
  const canonicalRoute = meta.canonical ?? page.route;
  const tags: MetaDescriptor[] = [
    { title: `${meta.title} | ${site.name}` },
    { name: "description", content: meta.description },
  ];
  if (canonicalRoute !== null)
    tags.push({
      tagName: "link",
      rel: "canonical",
      href: site.baseUrl + (canonicalRoute === "/" ? "/" : canonicalRoute),
    });
  if (meta.noindex || page.route === null) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
