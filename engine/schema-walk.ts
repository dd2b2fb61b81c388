import { resolveRef, type SchemaFileSource } from "./schema-ref.ts";

/** A JSON Schema node as the schema files write it. */
export type SchemaNode = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  allOf?: SchemaNode[];
  discriminator?: { propertyName: string };
  "x-kind"?: string;
  "x-ref"?: string;
};

/** A schema file by its path relative to schema/ ('defs.schema.json'). */
export type SchemaSource = SchemaFileSource<SchemaNode>;

/** What the walk hands to its visitor: a value, where it is, and its schema with every $ref followed. */
export interface SchemaVisit {
  pointer: string;
  value: unknown;
  schema: SchemaNode;
  /** The x-kind of the value ("link", "route", "image", ...), from the schema or any $ref on the way. */
  kind?: string;
  /** What the value refers to, e.g. the id of a client in content/clients.json (the schema's "x-ref"). */
  ref?: string;
  /** The block type, when the value is a block (a section, or a block nested in one). */
  block?: string;
  /** The schema file `schema` lives in (relative to schema/): a "$ref" inside it resolves against it. */
  file: string;
}

/** 'generated/blocks/faq.schema.json' -> 'faq'. */
const blockOfFile = (file: string) => /^generated\/blocks\/([^/]+)\.schema\.json$/.exec(file)?.[1];

const escape = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/** JSON's type of a value, in JSON Schema's words ('integer' counts as 'number' too). */
export function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (Number.isInteger(value)) return "integer";
  return typeof value;
}

export function typeMatches(schema: SchemaNode, value: unknown): boolean {
  if (schema.type === undefined) return true;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const t = jsonType(value);
  return types.includes(t) || (t === "integer" && types.includes("number"));
}

/**
 * Walks data together with its schema, the way a validator reads them, and calls `visit` for
 * every value with the schema that describes it. The walk follows only what the data really
 * has, so it works on a file that does not fully match its schema: a link is found wherever the
 * schema says a value is a link, whatever its property is called, and even when another part of
 * the same file is broken. A section picks its block schema by its "type" (the discriminator).
 */
export function walkWithSchema(
  source: SchemaSource,
  rootFile: string,
  data: unknown,
  visit: (v: SchemaVisit) => void,
): void {
  const walk = (start: SchemaNode, file: string, value: unknown, pointer: string) => {
    const resolved = resolveRef(source, start, file);
    if (resolved.broken) return;
    const { node, file: base } = resolved;
    // Keep the first annotation met on the way (a property may narrow a shared definition).
    let kind: string | undefined;
    let ref: string | undefined;
    let block: string | undefined;
    for (const hop of resolved.hops) {
      kind ??= hop.from["x-kind"];
      ref ??= hop.from["x-ref"];
      if (hop.hash === "" || hop.hash === "#") block = blockOfFile(hop.file);
    }
    kind ??= node["x-kind"];
    ref ??= node["x-ref"];
    visit({
      pointer,
      value,
      schema: node,
      file: base,
      ...(kind ? { kind } : {}),
      ...(ref ? { ref } : {}),
      ...(block ? { block } : {}),
    });
    for (const part of node.allOf ?? []) walk(part, base, value, pointer);
    const branch = pickBranch(node, base, value, source);
    if (branch) walk(branch, base, value, pointer);
    if (Array.isArray(value)) {
      const items = node.items;
      if (items) value.forEach((item, i) => walk(items, base, item, `${pointer}/${i}`));
    } else if (value && typeof value === "object" && node.properties) {
      for (const [key, child] of Object.entries(value)) {
        const schema = node.properties[key];
        if (schema) walk(schema, base, child, `${pointer}/${escape(key)}`);
      }
    }
  };
  // An absolute reference: a relative one would resolve against the file's own folder.
  walk({ $ref: `/${rootFile}` }, rootFile, data, "");
}

/** The oneOf/anyOf alternative that describes this value: by discriminator, else by JSON type. */
function pickBranch(node: SchemaNode, base: string, value: unknown, source: SchemaSource): SchemaNode | undefined {
  const options = node.oneOf ?? node.anyOf;
  if (!options) return undefined;
  const tag = node.discriminator?.propertyName;
  if (tag) {
    if (!value || typeof value !== "object") return undefined;
    const wanted = (value as Record<string, unknown>)[tag];
    return options.find((option) => {
      const resolved = resolveRef(source, option, base);
      return !resolved.broken && (resolved.node.properties?.[tag] as SchemaNode | undefined)?.const === wanted;
    });
  }
  return options.find((option) => typeMatches(option, value));
}
