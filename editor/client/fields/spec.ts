import { resolveMerged } from "../../../engine/schema-ref.ts";
import type { Schema } from "../schemas.ts";
import { plainHelp } from "./plain-words.ts";

/**
 * What a value's field is, generated from its JSON Schema: the editor has no per-block field
 * configuration. `path` is where the schema node lives ('generated/blocks/faq.schema.json'), so
 * that relative "$ref"s resolve as ajv resolves them.
 */
interface Common {
  /** The schema's title, else the property's name in words ('ogImage' -> 'Og image'). */
  label: string;
  /** The schema's description: the field's help text. */
  help?: string;
  required: boolean;
}

/** What a text field offers to pick from (its definition's "x-kind"). */
export type Picker = "link" | "route" | "image";

export type FieldSpec = Common &
  (
    | { kind: "text"; multiline: boolean; minLength?: number; maxLength?: number; picker?: Picker }
    /**
     * One of a fixed list. `labels` ("x-labels": "services#/categories/ * /id"): the collection whose
     * entries name the values, so a person picks "Digital marketing", not "digital".
     */
    | { kind: "select"; options: string[]; icons: boolean; labels?: Collection }
    | { kind: "checkbox" }
    | { kind: "number"; integer: boolean; min?: number; max?: number }
    | { kind: "list"; item: FieldSpec; minItems?: number; maxItems?: number }
    | { kind: "group"; fields: PropertySpec[] }
    /** A reference to an entry of a collection in content/ ("x-ref": "clients#/clients/ * /id"). */
    | ({ kind: "reference" } & Collection)
    /** The sample-content mark ("x-kind": "sample"): a notice while set, a box to set it otherwise. */
    | { kind: "sample" }
    /** A value the schema keeps out of the editor ("x-editor": false): shown nowhere, kept as it is. */
    | { kind: "hidden" }
    /** A fixed value (a section's "type"): shown nowhere, kept as it is. */
    | { kind: "constant"; value: unknown }
    /** A construct the generator cannot render (anyOf, oneOf, ...): edited as JSON, never dropped. */
    | { kind: "json" }
  );

/** Where in content/ a reference's or a list's values are named: "clients#/clients/ * /id". */
export interface Collection {
  collection: string;
  path: string[];
}

function collectionAt(pointer: string): Collection {
  const [collection, at = ""] = pointer.split("#");
  return { collection: collection!, path: at.split("/").filter(Boolean) };
}

export interface PropertySpec {
  key: string;
  spec: FieldSpec;
}

/** A string longer than this may hold is edited in a text area, not a one-line field. */
const LONG_TEXT = 150;

export type SchemaSource = (path: string) => Schema | undefined;

/** 'ogImage' -> 'Og image', 'cta' -> 'Cta'. */
export function words(key: string): string {
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The field for one schema node; `key` is its property name, for a label when it has no title. */
export function fieldSpec(source: SchemaSource, schema: Schema, path: string, key = "", required = false): FieldSpec {
  const { node, file: at, hash: ref } = resolveMerged(source, schema, path);
  const label =
    typeof schema.title === "string" ? schema.title : typeof node.title === "string" ? node.title : words(key);
  const common: Common = {
    label,
    ...(typeof node.description === "string" ? { help: plainHelp(node.description) } : {}),
    required,
  };
  if (schema["x-editor"] === false || node["x-editor"] === false) return { ...common, kind: "hidden" };
  if (node["x-kind"] === "sample") return { ...common, kind: "sample" };
  if ("const" in node) return { ...common, kind: "constant", value: node.const };
  if (["anyOf", "oneOf", "allOf", "not", "if", "patternProperties"].some((k) => k in node))
    return { ...common, kind: "json" };
  const type = node.type;
  if (Array.isArray(node.enum) && node.enum.every((v) => typeof v === "string"))
    return {
      ...common,
      kind: "select",
      options: node.enum as string[],
      icons: ref === "#/definitions/icon",
      ...(typeof node["x-labels"] === "string" ? { labels: collectionAt(node["x-labels"]) } : {}),
    };
  if (type === "string") {
    if (typeof node["x-ref"] === "string") {
      return { ...common, kind: "reference", ...collectionAt(node["x-ref"]) };
    }
    const kind = node["x-kind"];
    const picker: Picker | undefined = kind === "link" || kind === "route" || kind === "image" ? kind : undefined;
    const maxLength = typeof node.maxLength === "number" ? node.maxLength : undefined;
    const minLength = typeof node.minLength === "number" ? node.minLength : undefined;
    return {
      ...common,
      kind: "text",
      multiline: !picker && (maxLength ?? 0) > LONG_TEXT,
      ...(minLength !== undefined ? { minLength } : {}),
      ...(maxLength !== undefined ? { maxLength } : {}),
      ...(picker ? { picker } : {}),
    };
  }
  if (type === "boolean") return { ...common, kind: "checkbox" };
  if (type === "number" || type === "integer")
    return {
      ...common,
      kind: "number",
      integer: type === "integer",
      ...(typeof node.minimum === "number" ? { min: node.minimum } : {}),
      ...(typeof node.maximum === "number" ? { max: node.maximum } : {}),
    };
  if (type === "array" && node.items && typeof node.items === "object" && !Array.isArray(node.items))
    return {
      ...common,
      kind: "list",
      item: fieldSpec(source, node.items as Schema, at, singular(key)),
      ...(typeof node.minItems === "number" ? { minItems: node.minItems } : {}),
      ...(typeof node.maxItems === "number" ? { maxItems: node.maxItems } : {}),
    };
  if (type === "object" && node.properties && typeof node.properties === "object")
    return { ...common, kind: "group", fields: propertySpecs(source, node, at) };
  return { ...common, kind: "json" };
}

/** The fields of an object schema's properties, in the schema's order. */
export function propertySpecs(source: SchemaSource, schema: Schema, path: string): PropertySpec[] {
  const { node, file: at } = resolveMerged(source, schema, path);
  const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
  const properties = (node.properties ?? {}) as Record<string, Schema>;
  return Object.entries(properties).map(([key, child]) => ({
    key,
    spec: fieldSpec(source, child, at, key, required.has(key)),
  }));
}

const singular = (key: string) => (key.endsWith("ies") ? `${key.slice(0, -3)}y` : key.replace(/s$/, ""));

/** A new value for a field, as "Add" puts it in a list: required parts filled, valid where it can be. */
export function emptyValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case "text":
    case "reference":
      return "";
    case "select":
      return spec.options[0] ?? "";
    case "checkbox":
      return false;
    case "number":
      return spec.min ?? 0;
    case "list":
      return Array.from({ length: spec.minItems ?? 0 }, () => emptyValue(spec.item));
    case "group":
      return Object.fromEntries(spec.fields.filter((f) => f.spec.required).map((f) => [f.key, emptyValue(f.spec)]));
    case "constant":
      return spec.value;
    case "hidden":
      return undefined;
    case "json":
      return "";
  }
}
