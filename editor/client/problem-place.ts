import { pointerKeys } from "../../engine/json-pointer.ts";
import type { ProblemPlace } from "../../engine/person-problem.ts";
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
  /** What the value should be, in words ("text", "a number", "on or off"), when the field is known. */
  kind?: string;
  /** The same place as the words of every problem (person-problem.ts): the page is the one open. Without it: `where` and `field`. */
  at?: ProblemPlace;
}

/** A place as one line: 'Section 3, FAQ "Questions" › Heading', 'Main menu › Navigation link 2 › Label'. */
export const placeWords = (place: Place) =>
  place.field.length ? `${place.where} › ${place.field.join(" › ")}` : place.where;

const KIND_WORDS: Partial<Record<FieldSpec["kind"], string>> = {
  number: "a number",
  checkbox: "on or off",
  list: "a list",
  group: "a group of values",
  select: "one of the choices",
  reference: "one of the entries",
};

/** The labels down to the value at `parts`, and the field spec of that value when it is known. */
function fieldLabels(specs: PropertySpec[], parts: string[]): { labels: string[]; spec?: FieldSpec } {
  const [key, ...rest] = parts;
  if (key === undefined) return { labels: [] };
  const found = specs.find((p) => p.key === key);
  if (!found) return { labels: [words(key)] };
  const deeper = inside(found.spec, rest);
  return { labels: [found.spec.label, ...deeper.labels], spec: deeper.spec };
}

function inside(spec: FieldSpec, parts: string[]): { labels: string[]; spec?: FieldSpec } {
  if (!parts.length) return { labels: [], spec };
  if (spec.kind === "group") return fieldLabels(spec.fields, parts);
  if (spec.kind === "list" && parts[0] !== undefined && /^\d+$/.test(parts[0])) {
    const deeper = inside(spec.item, parts.slice(1));
    return { labels: [`${spec.item.label} ${Number(parts[0]) + 1}`, ...deeper.labels], spec: deeper.spec };
  }
  return { labels: [] };
}

/** The place's field labels and the words for what its value should be. */
function fieldPlace(specs: PropertySpec[], parts: string[]): Pick<Place, "field" | "kind"> {
  const { labels, spec } = fieldLabels(specs, parts);
  return spec ? { field: labels, kind: KIND_WORDS[spec.kind] ?? "text" } : { field: labels };
}

/**
 * '/sections/5/cta/href' on a page whose sixth section is a call-to-action banner ->
 * { section: 5, where: 'Section 6, Call-to-action banner "Ready?"', field: ['Button', 'Link'] }.
 * Sections count from 1, as the Sections list numbers them.
 */
export function placeOf(pointer: string, page: PageJson): Place {
  const parts = pointerKeys(pointer);
  if (parts[0] === "meta") {
    const field = fieldPlace(metaSpecs(), parts.slice(1));
    return { where: "Page settings", ...field, at: { part: "Page settings", field: field.field } };
  }
  if (parts[0] === "sections" && parts[1] !== undefined && /^\d+$/.test(parts[1])) {
    const index = Number(parts[1]);
    const section = page.sections[index];
    if (!section || typeof section.type !== "string")
      return { section: index, where: `Section ${index + 1}`, field: [], at: { section: { number: index + 1 } } };
    const title = sectionTitle(section);
    const block = blockLabel(section.type);
    const field = fieldPlace(blockSpecs(section.type), parts.slice(2));
    return {
      section: index,
      where: `Section ${index + 1}, ${block}${title ? ` "${title}"` : ""}`,
      ...field,
      at: { section: { number: index + 1, block, ...(title ? { title } : {}) }, field: field.field },
    };
  }
  return { where: "This page", field: [], at: {} };
}

/**
 * '/nav/5/href' in content/site.json -> { where: 'Main menu', field: ['Menu link 6', 'Link'] }: the
 * top-level part of the file, as the content editor lists its parts, then the field labels.
 */
export function contentPlaceOf(pointer: string, specs: PropertySpec[]): Place {
  const parts = pointer.split("/").slice(1).map(unescape);
  const { field, kind } = fieldPlace(specs, parts);
  const [where, ...rest] = field;
  const at = where === undefined ? {} : { part: where, field: rest };
  return { where: where ?? "This file", field: rest, ...(kind ? { kind } : {}), at };
}
