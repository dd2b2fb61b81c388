import type { SiteFiles } from "../../engine/load.server.ts";
import { schemas } from "../../engine/load.server.ts";
import type { LinkPlace } from "../../engine/link-place.ts";
import type { ParsedFile } from "../../engine/model.ts";
import { linkRoute } from "../../engine/paths.ts";
import { walkWithSchema } from "../../engine/schema-walk.ts";

export type { LinkPlace };

/** The parts of the site settings that hold links, as the editor's user knows them. */
const SITE_PARTS: Record<string, string> = {
  nav: "the main menu",
  headerCta: "the header link",
  footer: "the footer",
  contact: "the contact details",
  social: "the social links",
  redirects: "the redirects",
};

/** The content files that can hold links, with their schema and their name for people. */
const CONTENT_FILES = [
  ["site", "Site settings"],
  ["services", "Service catalogue"],
  ["clients", "Client list"],
  ["projects", "Project list"],
  ["technologies", "Technology list"],
] as const;

/** 'content/site.json' '/nav/2/href' -> 'the main menu (Site settings)'. */
function contentWhere(name: string, title: string, pointer: string): string {
  if (name !== "site") return title;
  const part = pointer.split("/")[1] ?? "";
  return `${SITE_PARTS[part] ?? "the site settings"} (${title})`;
}

/**
 * Every link and page address in the site's page and content files (found by their schema, as the
 * checks find them), with the page it names: `test` picks the ones to return by that route
 * ('/about#team' names '/about').
 */
export function linksIn(site: SiteFiles, test: (route: string) => boolean): LinkPlace[] {
  const found: LinkPlace[] = [];
  const { source } = schemas();
  const look = (f: ParsedFile, schemaFile: string, route: string | null, where?: (pointer: string) => string) =>
    walkWithSchema(source, schemaFile, f.data, (v) => {
      if ((v.kind !== "link" && v.kind !== "route") || typeof v.value !== "string") return;
      const target = linkRoute(v.value);
      if (target === null || !test(target)) return;
      found.push({
        file: f.file,
        route,
        pointer: v.pointer,
        value: v.value,
        ...(where ? { where: where(v.pointer) } : {}),
      });
    });
  for (const page of site.parsed) look(page, "page.schema.json", page.route);
  for (const [name, title] of CONTENT_FILES) {
    const f = site.collections[name];
    if (f) look({ ...f, valid: true }, `${name}.schema.json`, null, (p) => contentWhere(name, title, p));
  }
  return found;
}
