import fs from "node:fs";
import path from "node:path";
import type { PageFile } from "./files.server.ts";
import type { ParsedPage, SiteContent } from "./load.server.ts";
import type { Locate } from "./json-source.ts";
import { normalizeRoute } from "./paths.ts";
import { closest, type Problem } from "./problems.ts";
import { SCHEMA_BASE, type SchemaSet } from "./schemas.server.ts";
import { walkWithSchema } from "./schema-walk.ts";
import { sizeMismatch } from "./image-size.server.ts";
import { declarations } from "../generated/block-declarations.ts";
import { blocksIn, callDeclared } from "./blocks.server.ts";
import type { Block, BlockProblem } from "../lib/blocks.ts";

interface Located {
  file: string;
  data: unknown;
  locate: Locate;
}

export interface CrossCheckInput {
  root: string;
  /** Every page file that could be read, valid or not: a page with a mistake still has links to check. */
  pages: ParsedPage[];
  collections: SiteContent["collections"];
  /** Every page file with a usable name, read or not (a file claims its route even when it is broken). */
  allFiles: PageFile[];
  schemas: SchemaSet;
  /** 'pages/x.json#/sections/1/href' for values that already have a problem: not reported twice. */
  flagged: Set<string>;
}

type Section = { type?: unknown; id?: unknown; hidden?: unknown };

/** The sections of a page's data, tolerating a page whose "sections" is not a list of objects. */
function sectionsOf(data: unknown): Section[] {
  const sections = (data as { sections?: unknown } | null)?.sections;
  return Array.isArray(sections) ? sections.map((s) => (s && typeof s === "object" ? (s as Section) : {})) : [];
}

/**
 * Checks that need more than one file: routes, links, anchors, images and references. What a
 * value is (a link, a page route, an image) comes from its schema, whatever the property is
 * called, and every file is checked even when it has other problems.
 */
export function crossCheck(input: CrossCheckInput): Problem[] {
  const { root, pages, collections, allFiles, schemas, flagged } = input;
  const problems: Problem[] = [];
  const at = (f: Located, pointer: string, message: string, hint?: string) =>
    problems.push({ file: f.file, pointer, ...f.locate(pointer), message, ...(hint ? { hint } : {}) });

  // Two files claiming one route (pages/about.json and pages/about/index.json). Every page file
  // counts here, even one with problems, so that its mistakes do not also break links to it.
  const fileOfRoute = new Map<string, string>();
  for (const { file, route } of allFiles) {
    if (route === null) continue;
    const first = fileOfRoute.get(normalizeRoute(route));
    if (first) {
      const where = pages.find((p) => p.file === `pages/${file}`) ?? {
        file: `pages/${file}`,
        data: null,
        locate: () => ({ line: 1, column: 1 }),
      };
      at(
        where,
        "",
        `has the same address, ${normalizeRoute(route)}, as pages/${first}`,
        "rename or remove one of the two files",
      );
    } else fileOfRoute.set(normalizeRoute(route), file);
  }
  const byRoute = new Map<string, ParsedPage>();
  for (const page of pages) if (page.route !== null) byRoute.set(normalizeRoute(page.route), page);
  const routes = [...fileOfRoute.keys()];
  const ids = (route: string, hidden: boolean) =>
    new Set(
      sectionsOf(byRoute.get(route)?.data)
        .filter((s) => !!s.hidden === hidden && typeof s.id === "string")
        .map((s) => s.id as string),
    );
  const redirects = new Map<string, string>(
    (collections.site?.data.redirects ?? []).map((r) => [normalizeRoute(r.from), r.to]),
  );

  const checkAnchor = (f: Located, pointer: string, href: string, route: string, sameFile: boolean) => {
    const anchor = href.slice(href.indexOf("#") + 1);
    const page = byRoute.get(route);
    if (!page || ids(route, false).has(anchor)) return;
    const where = sameFile ? "this page" : route;
    if (ids(route, true).has(anchor))
      return at(
        f,
        pointer,
        `#${anchor} points at a hidden section of ${where}`,
        `show that section (remove its "hidden": true) or link somewhere else`,
      );
    at(
      f,
      pointer,
      `${where} has no section with "id": "${anchor}"`,
      `add "id": "${anchor}" to the section it should scroll to${sameFile ? "" : `, in ${page.file}`}`,
    );
  };

  const checkRoute = (f: Located, pointer: string, value: string, ownRoute: string | null) => {
    if (value.startsWith("#")) {
      if (ownRoute === null)
        return at(
          f,
          pointer,
          `${value} is an anchor, but this file is not a page`,
          'write the page address in front of it, e.g. "/contact#form"',
        );
      return checkAnchor(f, pointer, value, ownRoute, true);
    }
    if (!value.startsWith("/")) return; // https:, mailto: and tel: follow the schema's pattern
    const [routePart = "/", anchor] = value.split("#");
    const route = normalizeRoute(routePart);
    if (!fileOfRoute.has(route)) {
      const guess = redirects.get(route) ?? closest(route, routes);
      return at(
        f,
        pointer,
        `links to ${route}, but no page has that address`,
        guess ? `did you mean "${guess}"?` : `create pages${route}.json or fix the link`,
      );
    }
    if (anchor !== undefined) checkAnchor(f, pointer, value, route, route === ownRoute);
  };

  const checkImage = (f: Located, pointer: string, src: string) => {
    if (!fs.existsSync(path.join(root, "public", src)))
      return at(f, pointer, `the image ${src} does not exist`, `put the file at public${src}, or fix the path`);
    // The image's object ({ src, width, height, alt }) is where src is: its size must be the file's.
    const image = pointer.slice(0, pointer.lastIndexOf("/"));
    const wrong = sizeMismatch(root, src, valueAt(f.data, image));
    if (wrong) at(f, image, wrong.message, wrong.hint);
  };

  /** 'clients#/clients/*\/id' -> every client's id in content/clients.json. */
  const referable = (ref: string): string[] => {
    const [name = "", pointer = ""] = ref.split("#");
    let values: unknown[] = [(collections as Record<string, Located | undefined>)[name]?.data];
    for (const key of pointer.split("/").filter(Boolean))
      values = values.flatMap((v) =>
        key === "*"
          ? Array.isArray(v)
            ? v
            : []
          : v && typeof v === "object"
            ? [(v as Record<string, unknown>)[key]]
            : [],
      );
    return values.filter((v): v is string => typeof v === "string");
  };
  const checkReference = (f: Located, pointer: string, value: string, ref: string, what: string) => {
    const collection = ref.split("#")[0]!;
    if (!(collections as Record<string, unknown>)[collection]) return; // that file has problems of its own
    const ids = referable(ref);
    if (!ids.includes(value))
      at(
        f,
        pointer,
        `no ${what.toLowerCase()} in content/${collection}.json has the id "${value}"`,
        hintFor(value, ids),
      );
  };

  /** Every link, page route, image path and reference in a file, found by its schema. */
  const checkValues = (
    f: Located,
    schemaFile: string,
    ownRoute: string | null,
    skip: (pointer: string) => boolean = () => false,
  ) =>
    walkWithSchema(schemas.lookup, SCHEMA_BASE + schemaFile, f.data, ({ pointer, value, kind, ref, schema }) => {
      if (typeof value !== "string" || flagged.has(`${f.file}#${pointer}`) || skip(pointer)) return;
      if (kind === "link" || kind === "route") checkRoute(f, pointer, value, ownRoute);
      else if (kind === "image") checkImage(f, pointer, value);
      if (ref) checkReference(f, pointer, value, ref, String(schema.title ?? "entry"));
    });

  /** A block's own checks (its block.ts), for each block whose data matches its schema. */
  const checkBlocks = (page: ParsedPage) => {
    const hasProblem = (pointer: string) =>
      [...flagged].some((k) => k === `${page.file}#${pointer}` || k.startsWith(`${page.file}#${pointer}/`));
    for (const { pointer, block } of blocksIn(schemas, page.data)) {
      if (hasProblem(pointer)) continue;
      for (const p of (callDeclared(block, "check") as BlockProblem[] | undefined) ?? [])
        at(page, pointer + p.pointer, p.message, p.hint);
    }
  };

  /** A page shows exactly one main heading (h1): the first visible section whose block declares one. */
  const checkMainHeading = (page: ParsedPage) => {
    const sections = sectionsOf(page.data);
    const heading = sections
      .map((s, i) => ({ i, s }))
      .filter(({ s }) => !s.hidden && typeof s.type === "string" && callDeclared(s as Block, "pageHeading"));
    if (!heading.length && sections.length) {
      const withHeading = Object.values(declarations)
        .filter((d) => d.pageHeading)
        .map((d) => `"${d.type}"`);
      at(
        page,
        "/sections",
        "no section shows the page's main heading",
        `start the page with a section of type ${withHeading.join(", ")}`,
      );
    }
    for (const { i } of heading.slice(1))
      at(
        page,
        `/sections/${i}`,
        `section ${i + 1} shows a second main heading; section ${heading[0]!.i + 1} already shows the page's`,
        "a page has one: remove one of them, or hide it",
      );
  };

  for (const page of pages) {
    checkValues(page, "page.schema.json", page.route === null ? null : normalizeRoute(page.route));
    checkBlocks(page);
    checkMainHeading(page);
    const firstWithId = new Map<string, number>();
    sectionsOf(page.data).forEach((s, i) => {
      if (typeof s.id !== "string") return;
      const first = firstWithId.get(s.id);
      if (first === undefined) return void firstWithId.set(s.id, i);
      at(
        page,
        `/sections/${i}/id`,
        `section ${i + 1} has the id "${s.id}", which section ${first + 1} already uses`,
        "give each section its own id",
      );
    });
  }
  problems.push(...repeatedCopy(pages));

  const { site, services } = collections;
  if (site) {
    checkValues(site, "site.schema.json", null);
    site.data.redirects.forEach((r, i) => {
      if (fileOfRoute.has(normalizeRoute(r.from)))
        at(
          site,
          `/redirects/${i}/from`,
          `${r.from} is a page of its own, so it cannot forward elsewhere`,
          "remove the redirect or the page",
        );
    });
  }
  if (services) {
    // A card's "more" is checked below, with the catalogue's own advice.
    checkValues(services, "services.schema.json", null, (p) => /^\/services\/\d+\/more$/.test(p));
    const seen = new Set<string>();
    services.data.services.forEach((card, i) => {
      if (seen.has(card.id))
        at(services, `/services/${i}/id`, `service id "${card.id}" is used twice`, "give each card its own id");
      seen.add(card.id);
      if (card.unlinked || fileOfRoute.has(normalizeRoute(card.more))) return;
      at(
        services,
        `/services/${i}/more`,
        `links to ${card.more}, but no page has that address`,
        `create pages${card.more}.json, or mark the card "unlinked": true until the page exists`,
      );
    });
  }
  for (const name of ["clients", "projects", "technologies"] as const) {
    const f = collections[name];
    if (f) checkValues(f, `${name}.schema.json`, null);
  }
  return problems;
}

/** The value at a JSON pointer ('/sections/1/image' -> data.sections[1].image). */
function valueAt(data: unknown, pointer: string): unknown {
  return pointer
    .split("/")
    .slice(1)
    .reduce<unknown>((v, key) => (v && typeof v === "object" ? (v as Record<string, unknown>)[key] : undefined), data);
}

function hintFor(value: string, candidates: string[]): string {
  const guess = closest(value, candidates);
  return guess ? `did you mean "${guess}"?` : `use one of: ${candidates.join(", ")}`;
}

/** Text longer than this must be written for its page: the same paragraph on two pages is an error. */
const UNIQUE_FROM = 81;

/** Paragraphs, item texts and FAQ answers of more than 80 characters that appear on more than one page. */
function repeatedCopy(pages: ParsedPage[]): Problem[] {
  const seen = new Map<string, { page: ParsedPage; pointer: string }>();
  const problems: Problem[] = [];
  const visit = (page: ParsedPage, value: unknown, pointer: string, key: string) => {
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
  for (const page of pages) visit(page, sectionsOf(page.data), "/sections", "");
  return problems;
}
