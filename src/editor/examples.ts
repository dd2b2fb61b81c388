import { declarations } from "../generated/block-declarations.ts";
import type { FieldSpec, PropertySpec } from "./fields/spec.ts";
import type { PageJson } from "./mapping.ts";

/** A block's example from its declaration: shown as placeholder text, never saved as content. */
export const exampleOf = (type: string): Record<string, unknown> =>
  (declarations as Record<string, { example: Record<string, unknown> }>)[type]?.example ?? {};

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/**
 * `value` with its words taken out: every free text empty when required (so the check asks for it)
 * and left out when optional. Choices, numbers, links and images are kept: they are not words to
 * replace. '{ heading: "Section Heading", tone: "dark" }' -> '{ heading: "", tone: "dark" }'.
 */
export function withoutWords(specs: PropertySpec[], value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, v]) => {
      const spec = specs.find((s) => s.key === key)?.spec;
      const blank = spec ? blankValue(spec, v) : v;
      return blank === undefined ? [] : [[key, blank]];
    }),
  );
}

function blankValue(spec: FieldSpec, value: unknown): unknown {
  if (spec.kind === "text" && !spec.picker && typeof value === "string") return spec.required ? "" : undefined;
  if (spec.kind === "list" && Array.isArray(value)) return value.map((item) => blankValue(spec.item, item));
  if (spec.kind === "group" && isObject(value)) return withoutWords(spec.fields, value);
  return value;
}

/**
 * The example text for the value at `pointer`, from the example of its section's block:
 * '/sections/2/items/4/question' -> the question of the FAQ example's last item (an example has
 * fewer items than a page may).
 */
export function placeholderAt(page: PageJson, pointer: string): string | undefined {
  const [root, index, ...rest] = pointer.split("/").slice(1);
  if (root !== "sections" || index === undefined) return undefined;
  const type = page.sections[Number(index)]?.type;
  let value: unknown = typeof type === "string" ? exampleOf(type) : undefined;
  for (const part of rest)
    value = Array.isArray(value)
      ? value[Math.min(Number(part), value.length - 1)]
      : isObject(value)
        ? value[part]
        : undefined;
  return typeof value === "string" ? value : undefined;
}
