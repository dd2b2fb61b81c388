import { declarations } from "../../src/generated/block-declarations.ts";
import { isImageSpec } from "./fields/ImageField.tsx";
import type { FieldSpec, PropertySpec } from "./fields/spec.ts";
import type { PageJson } from "./mapping.ts";

/** A block's example from its declaration: shown as placeholder text, never saved as content (withoutWords). */
export const exampleOf = (type: string): Record<string, unknown> =>
  (declarations as Record<string, { example: Record<string, unknown> }>)[type]?.example ?? {};

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/**
 * A new section from its block's example, with everything that is content taken out: a new
 * section holds no real picture, words or link (one from the About page once went live on a new
 * page). Every text, link, image file and collection entry is empty when required, so the check and
 * Save ask for it, and left out when optional (an optional picture is left out whole). Choices (a layout, a colour scheme, an icon) and numbers (a carousel's
 * timing) are kept: they are settings, not content.
 * '{ heading: "Section Heading", cta: { label: "Contact", href: "/contact" }, tone: "dark" }' ->
 * '{ heading: "", cta: { label: "", href: "" }, tone: "dark" }'.
 */
export function withoutWords(specs: PropertySpec[], value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, v]) => {
      const spec = specs.find((s) => s.key === key)?.spec;
      const blank = spec ? blankValue(spec, v, spec.required) : v;
      return blank === undefined ? [] : [[key, blank]];
    }),
  );
}

/** `value` emptied as `withoutWords` says; `required`: it must stay (a list's items always do). */
function blankValue(spec: FieldSpec, value: unknown, required: boolean): unknown {
  if ((spec.kind === "text" || spec.kind === "reference") && typeof value === "string")
    return required ? "" : undefined;
  if (spec.kind === "list" && Array.isArray(value)) return value.map((item) => blankValue(spec.item, item, true));
  // A picture: no file and no description (the size stays, as a shape, until an upload sets it).
  if (spec.kind === "group" && isImageSpec(spec) && isObject(value))
    return required ? { ...value, src: "", alt: "" } : undefined;
  if (spec.kind === "group" && isObject(value)) return withoutWords(spec.fields, value);
  if (spec.kind === "json") return blankStrings(value);
  return value;
}

/** A value the editor has no field for (edited as JSON): its strings emptied, the rest kept. */
const blankStrings = (value: unknown): unknown =>
  typeof value === "string"
    ? ""
    : Array.isArray(value)
      ? value.map(blankStrings)
      : isObject(value)
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, blankStrings(v)]))
        : value;

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
