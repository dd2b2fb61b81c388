import type { PageFile } from "../files.server.ts";
import type { Locate } from "../json-source.ts";
import type { LoadedCollections, ParsedPage, Problem } from "../model.ts";
import { normalizeRoute } from "../paths.ts";
import type { ProblemCode, ProblemData } from "../problem-catalogue.ts";
import { problemAt } from "../problems.ts";
import type { SchemaSet } from "../schemas.server.ts";
import type { SchemaVisit } from "../schema-walk.ts";

/** A file the rules read: where it is, its data, and where each value is in its text. */
export interface Located {
  file: string;
  data: unknown;
  locate: Locate;
}

/** What the rules know of the whole site: built once, shared by every rule and every check of one page. */
export interface SiteIndex {
  root: string;
  schemas: SchemaSet;
  /** Every page that could be read, in file order. */
  pages: ParsedPage[];
  /** Every collection that matches its schema (for references and redirects). */
  collections: LoadedCollections;
  /** '/about' -> 'about.json': the first page file claiming each address, read or not. */
  fileOfRoute: Map<string, string>;
  /** A page file claiming an address an earlier file claimed (pages/about/index.json beside about.json). */
  claimedTwice: { file: string; route: string; first: string }[];
  byRoute: Map<string, ParsedPage>;
  /** '/old' -> '/new', from content/site.json. */
  redirects: Map<string, string>;
}

/** A file to check, with the schema that says what its values are. */
export interface Target {
  f: Located;
  schemaFile: string;
  /** The page's own address, for '#anchor' links; null for a file that is not a page. */
  ownRoute: string | null;
  /** Values another rule checks with its own words. */
  skip?: (pointer: string) => boolean;
}

/** What a rule is handed: the site, and the files to check (every file, or one page the editor changed). */
export interface RuleContext {
  site: SiteIndex;
  /** True when every file is checked; false when only the pages in `pages` are. */
  wholeSite: boolean;
  /** The pages to check. */
  pages: ParsedPage[];
  /** The collections to check; none when only a page is checked. */
  collections: LoadedCollections;
  /** 'pages/x.json#/sections/1/href' for values that already have a problem: not reported twice. */
  flagged: Set<string>;
  /** The links, images and references of a file, found by its schema (walked once per file). */
  values: (target: Target) => SchemaVisit[];
}

/** A cross-file rule: the problems it finds among the files to check. */
export type Rule = (ctx: RuleContext) => Problem[];

/** Problems of one rule, each worded by the catalogue and placed at its value's line and column. */
export function collector() {
  const problems: Problem[] = [];
  const at = <C extends ProblemCode>(f: Located, pointer: string, code: C, data: ProblemData<C>) =>
    void problems.push(problemAt(code, data, { file: f.file, pointer, ...f.locate(pointer) }));
  return { problems, at };
}

type Section = { type?: unknown; id?: unknown; hidden?: unknown };

/** The sections of a page's data, tolerating a page whose "sections" is not a list of objects. */
export function sectionsOf(data: unknown): Section[] {
  const sections = (data as { sections?: unknown } | null)?.sections;
  return Array.isArray(sections) ? sections.map((s) => (s && typeof s === "object" ? (s as Section) : {})) : [];
}

/** The files to check and what their values are: pages, then the content files that hold links. */
export function targetsOf(ctx: RuleContext): Target[] {
  const targets: Target[] = ctx.pages.map((page) => ({
    f: page,
    schemaFile: "page.schema.json",
    ownRoute: page.route === null ? null : normalizeRoute(page.route),
  }));
  const { site, services } = ctx.collections;
  if (site) targets.push({ f: site, schemaFile: "site.schema.json", ownRoute: null });
  // A card's "more" is checked by the catalogue rule, with the catalogue's own advice.
  if (services)
    targets.push({
      f: services,
      schemaFile: "services.schema.json",
      ownRoute: null,
      skip: (p) => /^\/services\/\d+\/more$/.test(p),
    });
  for (const name of ["clients", "projects", "technologies"] as const) {
    const f = ctx.collections[name];
    if (f) targets.push({ f, schemaFile: `${name}.schema.json`, ownRoute: null });
  }
  return targets;
}

/** Each value of a kind ("link", "image"...) in the files to check, with the file it is in. */
export function valuesOfKind(ctx: RuleContext, test: (v: SchemaVisit) => boolean) {
  return targetsOf(ctx).flatMap((target) =>
    ctx
      .values(target)
      .filter(
        (v) =>
          typeof v.value === "string" &&
          !ctx.flagged.has(`${target.f.file}#${v.pointer}`) &&
          !target.skip?.(v.pointer) &&
          test(v),
      )
      .map((v) => ({ target, visit: v, value: v.value as string })),
  );
}

/** Builds the site index from every page file (read or not) and the pages and collections read. */
export function indexSite(input: {
  root: string;
  schemas: SchemaSet;
  pages: ParsedPage[];
  collections: LoadedCollections;
  allFiles: PageFile[];
}): SiteIndex {
  // Every page file counts here, even one with problems, so that its mistakes do not also break links to it.
  const fileOfRoute = new Map<string, string>();
  const claimedTwice: SiteIndex["claimedTwice"] = [];
  for (const { file, route } of input.allFiles) {
    if (route === null) continue;
    const first = fileOfRoute.get(normalizeRoute(route));
    if (first) claimedTwice.push({ file, route: normalizeRoute(route), first });
    else fileOfRoute.set(normalizeRoute(route), file);
  }
  const byRoute = new Map<string, ParsedPage>();
  for (const page of input.pages) if (page.route !== null) byRoute.set(normalizeRoute(page.route), page);
  const redirects = new Map<string, string>(
    (input.collections.site?.data.redirects ?? []).map((r) => [normalizeRoute(r.from), r.to]),
  );
  return { ...input, fileOfRoute, claimedTwice, byRoute, redirects };
}
