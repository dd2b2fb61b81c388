import { pointerKeys } from "../../../engine/json-pointer.ts";
import type { EnglishField } from "../api.ts";
import { contentSpecs } from "../config.tsx";
import { contentParts } from "../content-parts.ts";
import type { PageJson } from "../mapping.ts";
import { contentPlaceOf, placeOf } from "../problem-place.ts";
import { sectionName } from "../section-name.ts";

/**
 * The parts a translation is edited in, as the English editor shows its file: a page's settings and
 * each of its sections; a content file's parts ('Main menu', 'Footer'). Each field is labelled as
 * the English editor labels it ('Items › Item 2 › Title').
 */
export interface Group {
  /** 'Page settings', '3. FAQ: Questions', 'Main menu'. */
  label: string;
  /** The parts of the English file it covers: ['/meta'], ['/sections/2'], ['/nav'], ['/name', '/tagline']. */
  prefixes: string[];
  /** The section's index in the page, for the preview. */
  section?: number;
  fields: EnglishField[];
}

export interface Grouping {
  groups: Group[];
  /** A field's label inside its group. */
  label(pointer: string): string;
}

const under = (fields: readonly EnglishField[], prefix: string) =>
  fields.filter((f) => f.pointer === prefix || f.pointer.startsWith(`${prefix}/`));

/** A page's settings, then its sections in order (sections with nothing to translate too: their structure is shown). */
export function pageGroups(page: PageJson, fields: readonly EnglishField[]): Grouping {
  const groups: Group[] = [
    { label: "Page settings", prefixes: ["/meta"], fields: under(fields, "/meta") },
    ...page.sections.map((section, i) => ({
      label: `${i + 1}. ${sectionName(String(section.type), section)}`,
      prefixes: [`/sections/${i}`],
      section: i,
      fields: under(fields, `/sections/${i}`),
    })),
  ];
  return { groups, label: (pointer) => placeOf(pointer, page).field.join(" › ") || "Text" };
}

/** A content file's parts, each a group, as the English editor shows them ('site' -> Header and menu, Footer...). */
export function contentGroups(name: string, fields: readonly EnglishField[]): Grouping {
  const specs = contentSpecs(name);
  const parts = contentParts(name, specs);
  const groups = parts
    .map(({ label, keys }) => ({
      label,
      prefixes: keys.map((k) => `/${k}`),
      fields: fields.filter((f) => keys.includes(pointerKeys(f.pointer)[0] ?? "")),
    }))
    .filter((g) => g.fields.length);
  return {
    groups,
    label: (pointer) => {
      // Inside its part ('Main menu'), a field is named from there down ('Menu link 2 › Label').
      const place = contentPlaceOf(pointer, specs);
      return place.field.length ? place.field.join(" › ") : place.where;
    },
  };
}
