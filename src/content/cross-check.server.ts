import fs from "node:fs";
import path from "node:path";
import type { PageFile } from "./files.server.ts";
import type { LoadedFile, LoadedPage, SiteContent } from "./load.server.ts";
import { closest, type Problem } from "./problems.ts";
import { normalizeRoute } from "./paths.ts";

type AnyFile = LoadedFile<unknown>;

/** Properties whose string value is a link or route to check. */
const LINK_KEYS = new Set(["href", "more", "route", "to", "canonical"]);
/** Properties whose string value is a file under public/. */
const IMAGE_KEYS = new Set(["src", "ogImage", "socialImage"]);

/** Checks that need more than one file: routes, links, anchors, images and references. */
export function crossCheck(
  root: string,
  pages: LoadedPage[],
  collections: SiteContent["collections"],
  allFiles: PageFile[],
): Problem[] {
  const problems: Problem[] = [];
  const at = (f: Pick<AnyFile, "file" | "locate">, pointer: string, message: string, hint?: string, key?: string) =>
    problems.push({ file: f.file, pointer, ...f.locate(pointer, key), message, ...(hint ? { hint } : {}) });

  // Two files claiming one route (pages/about.json and pages/about/index.json). Every page file
  // counts here, even one with schema problems, so that its mistakes do not also break links to it.
  const fileOfRoute = new Map<string, string>();
  for (const { file, route } of allFiles) {
    if (route === null) continue;
    const first = fileOfRoute.get(normalizeRoute(route));
    if (first) {
      const page = pages.find((p) => p.file === `pages/${file}`);
      const where = page ?? { file: `pages/${file}`, locate: () => ({ line: 1, column: 1 }) };
      at(
        where,
        "",
        `claims the route ${normalizeRoute(route)}, which pages/${first} already has`,
        "rename or remove one of the two files",
      );
    } else fileOfRoute.set(normalizeRoute(route), file);
  }
  const byRoute = new Map<string, LoadedPage>();
  for (const page of pages) if (page.route !== null) byRoute.set(normalizeRoute(page.route), page);
  const hasRoute = (route: string) => fileOfRoute.has(route);
  const routes = [...fileOfRoute.keys()];
  const anchorsOf = (route: string) =>
    new Set(
      byRoute
        .get(route)
        ?.data.sections.map((s) => s.id)
        .filter((id): id is string => !!id) ?? [],
    );
  const redirects = new Map((collections.site?.data.redirects ?? []).map((r) => [r.from, r.to]));

  const checkLink = (f: AnyFile, pointer: string, href: string, ownRoute: string | null) => {
    if (href.startsWith("#")) {
      if (ownRoute === null)
        return at(f, pointer, `anchor link ${href} has no page to point into`, 'use a full route such as "/contact"');
      if (!anchorsOf(ownRoute).has(href.slice(1)))
        at(
          f,
          pointer,
          `no section on this page has "id": "${href.slice(1)}"`,
          `add "id": "${href.slice(1)}" to the section it should scroll to`,
        );
      return;
    }
    if (!href.startsWith("/")) return; // https:, mailto: and tel: are checked by the schema
    const [routePart = "/", anchor] = href.split("#");
    const route = normalizeRoute(routePart);
    if (!hasRoute(route)) {
      const target = redirects.get(route);
      const guess = target ?? closest(route, routes);
      return at(
        f,
        pointer,
        `links to ${route}, but no page has that route`,
        guess ? `did you mean "${guess}"?` : "create the page file or fix the link",
      );
    }
    if (anchor && byRoute.has(route) && !anchorsOf(route).has(anchor))
      at(
        f,
        pointer,
        `${route} has no section with "id": "${anchor}"`,
        `add the id to a section of ${byRoute.get(route)!.file}`,
      );
  };

  const checkImage = (f: AnyFile, pointer: string, src: string) => {
    if (!fs.existsSync(path.join(root, "public", src)))
      at(f, pointer, `image ${src} does not exist`, `put the file in public${src} or fix the path`);
  };

  // Walk every value of a file: links and image paths wherever they occur.
  const walk = (f: AnyFile, value: unknown, pointer: string, ownRoute: string | null, skipLinks: boolean) => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(f, v, `${pointer}/${i}`, ownRoute, skipLinks));
    if (!value || typeof value !== "object") return;
    for (const [key, v] of Object.entries(value)) {
      const p = `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;
      if (typeof v === "string") {
        if (LINK_KEYS.has(key) && !skipLinks) checkLink(f, p, v, ownRoute);
        if (IMAGE_KEYS.has(key)) checkImage(f, p, v);
      } else walk(f, v, p, ownRoute, skipLinks);
    }
  };

  for (const page of pages) {
    walk(page, page.data, "", page.route === null ? null : normalizeRoute(page.route), false);
    const ids = new Map<string, number>();
    page.data.sections.forEach((s, i) => {
      if (!s.id) return;
      if (ids.has(s.id))
        at(
          page,
          `/sections/${i}/id`,
          `section id "${s.id}" is already used by section ${ids.get(s.id)}`,
          "section ids must be unique on a page",
        );
      else ids.set(s.id, i);
    });
    const testimonials = page.data.sections.flatMap((s, i) => (s.type === "testimonials" ? [[s, i] as const] : []));
    const clientIds = collections.clients?.data.clients.map((c) => c.id) ?? [];
    for (const [block, i] of testimonials)
      block.items.forEach((item, j) => {
        if (!clientIds.includes(item.client))
          at(
            page,
            `/sections/${i}/items/${j}/client`,
            `no client with id "${item.client}" in content/clients.json`,
            hintFor(item.client, clientIds),
          );
      });
  }

  problems.push(...repeatedCopy(pages));
  for (const page of pages)
    page.data.sections.forEach((s, i) => {
      if (s.type !== "packageTable") return;
      s.rows.forEach((row, j) => {
        if (row.values.length !== s.tiers.length)
          at(
            page,
            `/sections/${i}/rows/${j}/values`,
            `has ${row.values.length} values for ${s.tiers.length} tiers`,
            "give exactly one value per tier, in tier order",
          );
      });
    });

  const { site, services } = collections;
  if (site) {
    // Redirect sources are not pages: skip link checks on "from", check "to" as a route.
    walk(site, { ...site.data, redirects: [] }, "", null, false);
    site.data.redirects.forEach((r, i) => {
      checkLink(site, `/redirects/${i}/to`, r.to, null);
      if (hasRoute(normalizeRoute(r.from)))
        at(
          site,
          `/redirects/${i}/from`,
          `${r.from} is a page of its own, so it cannot forward elsewhere`,
          "remove the redirect or the page",
        );
    });
  }
  if (services) {
    walk(services, services.data, "", null, true);
    services.data.categories.forEach((c, i) => checkLink(services, `/categories/${i}/route`, c.route, null));
    const seen = new Set<string>();
    services.data.services.forEach((card, i) => {
      if (seen.has(card.id))
        at(services, `/services/${i}/id`, `service id "${card.id}" is used twice`, "give each card its own id");
      seen.add(card.id);
      if (card.unlinked) return;
      if (!hasRoute(normalizeRoute(card.more)))
        at(
          services,
          `/services/${i}/more`,
          `links to ${card.more}, but no page has that route`,
          `create pages${card.more}.json, or mark the card "unlinked": true until the page exists`,
        );
    });
  }
  for (const name of ["clients", "projects", "technologies"] as const) {
    const f = collections[name];
    if (f) walk(f, f.data, "", null, false);
  }
  return problems;
}

function hintFor(value: string, candidates: string[]): string {
  const guess = closest(value, candidates);
  return guess ? `did you mean "${guess}"?` : `use one of: ${candidates.join(", ")}`;
}

/** Text longer than this must be written for its page: the same paragraph on two pages is an error. */
const UNIQUE_FROM = 81;

/** Paragraphs, item texts and FAQ answers of more than 80 characters that appear on more than one page. */
function repeatedCopy(pages: LoadedPage[]): Problem[] {
  const seen = new Map<string, { page: LoadedPage; pointer: string }>();
  const problems: Problem[] = [];
  const visit = (page: LoadedPage, value: unknown, pointer: string, key: string) => {
    if (Array.isArray(value)) return value.forEach((v, i) => visit(page, v, `${pointer}/${i}`, key));
    if (value && typeof value === "object")
      return Object.entries(value).forEach(([k, v]) => visit(page, v, `${pointer}/${k}`, k));
    if (typeof value !== "string" || value.length < UNIQUE_FROM || !["paragraphs", "text", "answer"].includes(key))
      return;
    const first = seen.get(value);
    if (!first) return void seen.set(value, { page, pointer });
    if (first.page === page) return;
    problems.push({
      file: page.file,
      pointer,
      ...page.locate(pointer),
      message: `repeats text from ${first.page.file} (${first.pointer})`,
      hint: "write this passage for this page; longer text may appear on one page only",
    });
  };
  for (const page of pages) visit(page, page.data.sections, "/sections", "");
  return problems;
}
