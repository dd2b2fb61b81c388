import fs from "node:fs";
import path from "node:path";
import type { BlockSources } from "./blocks-gen.ts";

interface Schema {
  title?: string;
  description?: string;
  type?: string;
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  minItems?: number;
  maxItems?: number;
  maxLength?: number;
}

/** docs/blocks.md: every block with its fields, from the schema titles and descriptions. */
export function renderBlockDocs(schemaDir: string, blocks: BlockSources): string {
  const defs = JSON.parse(fs.readFileSync(path.join(schemaDir, "defs.schema.json"), "utf8")).definitions as Record<
    string,
    Schema
  >;
  const resolve = (s: Schema): Schema => {
    if (!s.$ref) return s;
    const def = defs[s.$ref.split("/").pop()!] ?? {};
    return { ...def, ...s, description: s.description ?? def.description };
  };
  const lines: string[] = [
    "# Block reference",
    "",
    "Generated from `schema/blocks/` by `npm run gen`; `npm run check` fails when it is out of date.",
    'Every section of a page is one block: `"type"` names the block, and the other fields are listed below.',
    'Every block also accepts `"id"` (an anchor for `#links`) and `"hidden": true` (kept in the file, left off the page).',
    "",
  ];
  lines.push(...blocks.types.map((t) => `- [\`${t}\`](#${t.toLowerCase()})`), "");
  for (const type of blocks.types) {
    const schema = blocks.schemas.get(type) as Schema;
    const declaration = blocks.declarations.get(type)!;
    lines.push(`## ${type}`, "", `**${schema.title}.** ${schema.description}`, "");
    lines.push("| Field | Required | What it is |", "| --- | --- | --- |");
    for (const row of fieldRows(schema, "", resolve)) lines.push(row);
    const example = { type, ...declaration.example };
    lines.push("", "Example:", "", "```json", JSON.stringify(example, null, 2), "```", "");
  }
  return lines.join("\n");
}

function fieldRows(schema: Schema, prefix: string, resolve: (s: Schema) => Schema): string[] {
  const rows: string[] = [];
  for (const [name, raw] of Object.entries(schema.properties ?? {})) {
    const s = resolve(raw);
    const field = `\`${prefix}${name}\``;
    const required = schema.required?.includes(name) ? "yes" : "";
    rows.push(`| ${field} | ${required} | ${describe(s, resolve)} |`);
    const inner = s.type === "array" && s.items ? resolve(s.items) : s;
    if (inner.properties) rows.push(...fieldRows(inner, `${prefix}${name}${s.type === "array" ? "[]" : ""}.`, resolve));
  }
  return rows;
}

function describe(s: Schema, resolve: (s: Schema) => Schema): string {
  const text = s.description ?? s.title;
  if (!text) throw new Error("every field needs a description for docs/blocks.md");
  const parts = [text];
  const item = s.type === "array" && s.items ? resolve(s.items) : undefined;
  if (s.enum) parts.push(`One of: ${s.enum.map((v) => `\`${String(v)}\``).join(", ")}.`);
  if (item?.enum) parts.push(`Each one of: ${item.enum.map((v) => `\`${String(v)}\``).join(", ")}.`);
  if (s.type === "array")
    parts.push(`List${s.minItems ? `, at least ${s.minItems}` : ""}${s.maxItems ? `, at most ${s.maxItems}` : ""}.`);
  if (s.maxLength) parts.push(`At most ${s.maxLength} characters.`);
  return parts.join(" ").replace(/\|/g, "\\|").trim();
}
