import { blockLabel, blockSpecs, metaSpecs } from "./config.tsx";
import { words, type FieldSpec, type PropertySpec } from "./fields/spec.ts";
import type { PageJson } from "./mapping.ts";
import { sectionTitle } from "./section-name.ts";

/** Where a problem is, in the words of the editor's screen rather than a JSON pointer. */
export interface Place {
  /** The section's index in the page, when the problem is in one. */
  section?: number;
  /** 'Section 6, Call-to-action banner "Ready to start?"' or 'Page settings'. */
  where: string;
  /** The field's labels from the schema, outermost first: ['Button', 'Link']. */
  field: string[];
}

const unescape = (part: string) => part.replace(/~1/g, "/").replace(/~0/g, "~");

function fieldLabels(specs: PropertySpec[], parts: string[]): string[] {
  const [key, ...rest] = parts;
  if (key === undefined) return [];
  const found = specs.find((p) => p.key === key);
  return found ? [found.spec.label, ...inside(found.spec, rest)] : [words(key)];
}

function inside(spec: FieldSpec, parts: string[]): string[] {
  if (spec.kind === "group") return fieldLabels(spec.fields, parts);
  if (spec.kind === "list" && parts[0] !== undefined && /^\d+$/.test(parts[0]))
    return [`${spec.item.label} ${Number(parts[0]) + 1}`, ...inside(spec.item, parts.slice(1))];
  return [];
}

/**
 * '/sections/5/cta/href' on a page whose sixth section is a call-to-action banner ->
 * { section: 5, where: 'Section 6, Call-to-action banner "Ready?"', field: ['Button', 'Link'] }.
 * Sections count from 1, as the Sections list numbers them.
 */
export function placeOf(pointer: string, page: PageJson): Place {
  const parts = pointer.split("/").slice(1).map(unescape);
  if (parts[0] === "meta") return { where: "Page settings", field: fieldLabels(metaSpecs(), parts.slice(1)) };
  if (parts[0] === "sections" && parts[1] !== undefined && /^\d+$/.test(parts[1])) {
    const index = Number(parts[1]);
    const section = page.sections[index];
    if (!section || typeof section.type !== "string")
      return { section: index, where: `Section ${index + 1}`, field: [] };
    const title = sectionTitle(section);
    return {
      section: index,
      where: `Section ${index + 1}, ${blockLabel(section.type)}${title ? ` "${title}"` : ""}`,
      field: fieldLabels(blockSpecs(section.type), parts.slice(2)),
    };
  }
  return { where: "This page", field: [] };
}
