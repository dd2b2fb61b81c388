import type { LoadedFile, Problem, SiteContent } from "./model.ts";
import { valueAt } from "./json-pointer.ts";
import { byPlace, problemAt } from "./problems.ts";
import { schemas } from "./load.server.ts";
import { walkWithSchema } from "./schema-walk.ts";

/**
 * What `npm run validate -- --before-launch` lists: every part marked as sample content and every
 * placeholder contact detail, at file and line. Placeholders are found by their form, wherever
 * they are written: an address on the reserved .example domain (RFC 2606) or a link named after
 * it, or a phone number of the fictional form "+880 1700-000000" (six zeros or more).
 */
const EXAMPLE_DOMAIN = /[a-z0-9-]\.example\b/i;
/** A link or address whose name is the placeholder's ("linkedin.com/company/nexaforge-example"). */
const EXAMPLE_NAME = /^(?:https?:|mailto:)\S*[-_./@]example\b/i;
const FICTIONAL_PHONE = /(?:\+|tel:|wa\.me\/)[\d\s-]*0{6}/;

/** How a marked part is named to the owner: its heading, title or label, else what it is. */
function nameOf(holder: unknown, title: unknown): string {
  const h = (holder ?? {}) as Record<string, unknown>;
  const words = [h.heading, h.title, h.label, h.brand].find((v): v is string => typeof v === "string");
  const what = typeof title === "string" ? title.replace(/ block$/, "").toLowerCase() : "this part";
  return words ? `the ${what} "${words}"` : `the ${what}`;
}

function itemsOf(f: LoadedFile<unknown>, schemaFile: string): Problem[] {
  const found: Problem[] = [];
  const titles = new Map<string, unknown>();
  walkWithSchema(schemas().source, schemaFile, f.data, (v) => {
    titles.set(v.pointer, v.schema.title);
    const place = () => ({ file: f.file, pointer: v.pointer, ...f.locate(v.pointer) });
    if (v.kind === "sample" && v.value === true) {
      const holder = v.pointer.slice(0, v.pointer.lastIndexOf("/"));
      found.push(problemAt("launch.sample", { what: nameOf(valueAt(f.data, holder), titles.get(holder)) }, place()));
    } else if (
      typeof v.value === "string" &&
      [EXAMPLE_DOMAIN, EXAMPLE_NAME, FICTIONAL_PHONE].some((r) => r.test(v.value as string))
    )
      found.push(problemAt("launch.placeholder", { value: v.value }, place()));
  });
  return found;
}

/** Everything the owner must replace before the site goes live, in file and line order. */
export function beforeLaunch(content: SiteContent): Problem[] {
  const files: [LoadedFile<unknown>, string][] = content.pages.map((p) => [p, "page.schema.json"]);
  for (const [name, f] of Object.entries(content.collections)) if (f) files.push([f, `${name}.schema.json`]);
  // A value walked twice (a schema's allOf) is listed once.
  const seen = new Set<string>();
  return files
    .flatMap(([f, schemaFile]) => itemsOf(f, schemaFile))
    .filter((p) => !seen.has(`${p.file}#${p.pointer}`) && seen.add(`${p.file}#${p.pointer}`))
    .sort(byPlace);
}
