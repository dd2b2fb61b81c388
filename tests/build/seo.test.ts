import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listPageFiles } from "../../src/content/files.server.ts";
import { PAGES_DIR, ROOT } from "../../src/content/paths.ts";
import type { Page, SiteSettings } from "../../src/generated/schema.ts";
import { htmlFileOf } from "../../scripts/lib/first-load.ts";

// Reads the prerendered build (npm test builds before this step), as a crawler would.
const client = path.join(ROOT, "build/client");
const site = JSON.parse(fs.readFileSync(path.join(ROOT, "content/site.json"), "utf8")) as SiteSettings;
const pages = listPageFiles().map(({ file, route }) => ({
  file,
  route,
  data: JSON.parse(fs.readFileSync(path.join(PAGES_DIR, file), "utf8")) as Page,
  html: fs.readFileSync(htmlFileOf(client, route), "utf8"),
}));
const url = (route: string) => site.baseUrl + (route === "/" ? "/" : route);
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

describe("every page's head", () => {
  it("has a unique title and description", () => {
    const titles = pages.map((p) => p.html.match(/<title>([^<]*)<\/title>/)?.[1]);
    const descriptions = pages.map((p) => metaContent(p.html, "name", "description"));
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
  });

  for (const p of pages) {
    it(`${p.route ?? "not-found"}: lang, canonical, previews, favicon and manifest`, () => {
      expect(p.html).toMatch(/<html lang="en"/);
      expect(p.html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
      expect(p.html).toContain('<link rel="manifest" href="/site.webmanifest"/>');
      const image = metaContent(p.html, "property", "og:image");
      expect(image).toBe(site.baseUrl + (p.data.meta.ogImage ?? site.socialImage));
      expect(fs.existsSync(path.join(client, new URL(image!).pathname))).toBe(true);
      expect(metaContent(p.html, "name", "twitter:card")).toBe("summary_large_image");
      expect(metaContent(p.html, "property", "og:description")).toBe(p.data.meta.description);
      if (p.route === null) {
        expect(metaContent(p.html, "name", "robots")).toBe("noindex");
        expect(p.html).not.toContain('rel="canonical"');
      } else {
        expect(p.html).toContain(`<link rel="canonical" href="${url(p.route)}"/>`);
        expect(metaContent(p.html, "property", "og:url")).toBe(url(p.route));
      }
    });
  }
});

describe("structured data, derived from the blocks", () => {
  for (const p of pages) {
    it(`${p.route ?? "not-found"}`, () => {
      const things = jsonLd(p.html);
      const of = (type: string) => things.filter((t) => t["@type"] === type);
      for (const t of things) expect(t["@context"]).toBe("https://schema.org");
      const [org] = of("Organization");
      expect(org).toMatchObject({ name: site.name, url: url("/"), email: site.contact.email });
      expect(org!.contactPoint).toMatchObject({ "@type": "ContactPoint", email: site.contact.email });
      expect(of("WebSite")).toHaveLength(1);

      const crumbs = p.data.sections.flatMap((s) =>
        s.type === "pageHero" || s.type === "serviceHero" ? [s.breadcrumb] : [],
      );
      expect(of("BreadcrumbList")).toHaveLength(crumbs.length);
      if (crumbs[0]) {
        const list = of("BreadcrumbList")[0]!.itemListElement as { position: number; name: string; item?: string }[];
        expect(list.map((i) => i.name)).toEqual(crumbs[0].map((c) => c.label));
        expect(list.map((i) => i.position)).toEqual(crumbs[0].map((_, i) => i + 1));
        expect(list.at(-1)!.item).toBe(url(p.route!));
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

  it("describes the priced content-writing packages as a Service with offers", () => {
    const page = pages.find((p) => p.route === "/services/creative-content/content-writing")!;
    const [service] = jsonLd(page.html).filter((t) => t["@type"] === "Service");
    expect(
      (service!.offers as { price: number; priceCurrency: string }[]).map((o) => [o.price, o.priceCurrency]),
    ).toEqual([
      [5, "USD"],
      [10, "USD"],
      [15, "USD"],
    ]);
  });
});

describe("sitemap and robots", () => {
  const sitemap = fs.readFileSync(path.join(client, "sitemap.xml"), "utf8");
  it("list every indexable page and nothing else", () => {
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = pages.filter((p) => p.route !== null && !p.data.meta.noindex).map((p) => url(p.route!));
    expect(locs.sort()).toEqual(expected.sort());
    expect(locs).not.toContain(url("/404"));
  });
  it("robots.txt points to the sitemap", () => {
    expect(fs.readFileSync(path.join(client, "robots.txt"), "utf8")).toContain(`Sitemap: ${site.baseUrl}/sitemap.xml`);
  });
});
