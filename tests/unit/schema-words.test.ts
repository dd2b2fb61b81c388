import { describe, expect, it } from "vitest";
import { declarations } from "../../src/generated/block-declarations.ts";
import { blockLabel, blockTypes } from "../../src/editor/config.tsx";
import { fieldSpec, propertySpecs, type FieldSpec } from "../../src/editor/fields/spec.ts";
import { schemaFiles, type Schema } from "../../src/editor/schemas.ts";
import { wordsReport } from "../person-words.ts";

// Issue 51: every title and description the editor shows (a field's label and its help, from the
// schema) is read by the agency's staff, so it is checked as the studio's screens are: no file path,
// no program's name, no internal id. The same words document the schema in docs/blocks.md.
const source = (p: string) => schemaFiles.get(p);
type Text = { where: string; text: string };

/** What the editor shows of one field and the fields inside it: label, help, a list's items. */
function shown(spec: FieldSpec, where: string, out: Text[]): void {
  if (spec.kind === "hidden" || spec.kind === "constant") return;
  out.push({ where: `${where} (label)`, text: spec.label });
  if (spec.help) out.push({ where: `${where} (help)`, text: spec.help });
  if (spec.kind === "list") shown(spec.item, `${where} › item`, out);
  if (spec.kind === "group") for (const f of spec.fields) shown(f.spec, `${where} › ${f.key}`, out);
}

/** Every schema file's fields as the editor makes them, and each definition's on its own. */
function schemaTexts(): Text[] {
  const out: Text[] = [];
  for (const [file, schema] of schemaFiles) {
    if (typeof schema.title === "string") out.push({ where: `${file} (title)`, text: schema.title });
    if (typeof schema.description === "string") out.push({ where: `${file} (description)`, text: schema.description });
    if (schema.properties)
      for (const p of propertySpecs(source, schema, file)) shown(p.spec, `${file} › ${p.key}`, out);
    const definitions = (schema.definitions ?? {}) as Record<string, Schema>;
    for (const [name, node] of Object.entries(definitions))
      shown(fieldSpec(source, node, file, name), `${file} #${name}`, out);
  }
  return out;
}

// Words a person has no use for: an entry's id (they choose entries by name), a word in code marks.
const INTERNAL: { rule: string; pattern: RegExp }[] = [
  { rule: "an internal id", pattern: /\bids?\b/gi },
  { rule: "an internal id", pattern: /["`][a-z0-9]+(?:-[a-z0-9]+)+["`]/g },
  { rule: "code marks", pattern: /`[^`]+`/g },
];
const internalReport = (texts: Text[]) =>
  texts.flatMap(({ where, text }) =>
    INTERNAL.flatMap(({ rule, pattern }) =>
      [...text.matchAll(pattern)].map((m) => `${where}: ${rule} ("${m[0]}") in "${text.slice(0, 160)}"`),
    ),
  );

describe("the schema's words the editor shows", () => {
  const texts = schemaTexts();

  it("walks every field of every schema file", () => {
    expect(texts.length).toBeGreaterThan(300);
    expect(texts.some((t) => t.where.startsWith("site.schema.json › footer"))).toBe(true);
  });

  it("name no file, program's word or internal id", () => {
    expect([...wordsReport(texts), ...internalReport(texts)]).toEqual([]);
  });

  it("the sections offered by Add section are named in words", () => {
    const names = blockTypes.map((type) => ({ where: `block ${type}`, text: blockLabel(type) }));
    const categories = Object.entries(declarations as Record<string, { category: string }>).map(([type, d]) => ({
      where: `block ${type} (category)`,
      text: d.category,
    }));
    expect(wordsReport([...names, ...categories])).toEqual([]);
    for (const type of blockTypes) expect(blockLabel(type)).not.toBe(type);
  });
});
