import { describe, expect, it } from "vitest";
import { blockLabel, blockSpecs, blockTypes, contentSpecs, metaSpecs } from "../../editor/client/config.tsx";
import { EDITABLE_CONTENT } from "../../editor/client/content-files.ts";
import type { FieldSpec, PropertySpec } from "../../editor/client/fields/spec.ts";
import { schemaFiles } from "../../editor/client/schemas.ts";
import { declarations } from "../../src/generated/block-declarations.ts";
import { wordsReport } from "../person-words.ts";

// Issue 51: every title and description the editor shows (a field's label and its help, from the
// schema) is read by the agency's staff, so it is checked as the studio's screens are. The fields
// are made by the editor's own generator (config.tsx), so what it hides ("x-editor": false) is not
// read here either. The same words document the schema for developers in docs/blocks.md.
type Text = { where: string; text: string };

/** What the editor shows of one field and of the fields inside it: its label, its help. */
function shown(spec: FieldSpec, where: string, out: Text[]): void {
  if (spec.kind === "hidden" || spec.kind === "constant") return;
  out.push({ where: `${where} (label)`, text: spec.label });
  if (spec.help) out.push({ where: `${where} (help)`, text: spec.help });
  if (spec.kind === "list") shown(spec.item, `${where} › item`, out);
  if (spec.kind === "group") for (const f of spec.fields) shown(f.spec, `${where} › ${f.key}`, out);
}

/** A schema file's own title and description: the name of a content file, a block's summary. */
function about(file: string, out: Text[]): void {
  const schema = schemaFiles.get(file)!;
  for (const key of ["title", "description"] as const)
    if (typeof schema[key] === "string") out.push({ where: `${file} (${key})`, text: schema[key] });
}

function editorTexts(): Text[] {
  const out: Text[] = [];
  const fields = (specs: PropertySpec[], where: string) =>
    specs.forEach((p) => shown(p.spec, `${where} › ${p.key}`, out));
  about("page.schema.json", out);
  fields(metaSpecs(), "page.schema.json › meta");
  shown(
    { kind: "json", label: "Sections", required: true, help: String(pageSections().description) },
    "page.schema.json › sections",
    out,
  );
  for (const type of blockTypes) {
    about(`blocks/${type}.schema.json`, out);
    fields(blockSpecs(type), `blocks/${type}.schema.json`);
  }
  for (const name of EDITABLE_CONTENT) {
    about(`${name}.schema.json`, out);
    fields(contentSpecs(name), `${name}.schema.json`);
  }
  return out;
}
const pageSections = () =>
  (schemaFiles.get("page.schema.json")!.properties as Record<string, Record<string, unknown>>).sections!;

// Beyond person-words: what only a developer knows. An entry's id (people choose entries by name), a
// word in code marks, a command, and the program's words that a key becomes when a field has no title
// ('autoplayMs' -> 'Autoplay ms', 'desc' -> 'Desc', 'alt' -> 'Alt', the list 'address' -> 'Addres').
const DEVELOPER: { rule: string; pattern: RegExp }[] = [
  { rule: "an internal id", pattern: /\bids?\b/gi },
  { rule: "code marks", pattern: /`[^`]+`/g },
  { rule: "a command", pattern: /\bnpm\b|--[a-z-]+/g },
  {
    rule: "a program's word",
    pattern:
      /\b(?:ms|desc|alt|src|href|cta|url|api|honeypot|throttle|debounce|toast|intrinsic|index|route|trailing slash|breakpoint|responsive|infinite|addres|font stacks?|json)\b/gi,
  },
];
const developerReport = (texts: Text[]) =>
  texts.flatMap(({ where, text }) =>
    DEVELOPER.flatMap(({ rule, pattern }) =>
      [...text.matchAll(pattern)].map((m) => `${where}: ${rule} ("${m[0]}") in "${text.slice(0, 160)}"`),
    ),
  );

describe("the schema's words the editor shows", () => {
  const texts = editorTexts();

  it("are read from every block, the page and every content file the editor opens", () => {
    for (const where of [
      "blocks/servicesCarousel.schema.json › filters",
      "site.schema.json › footer",
      "form.schema.json",
    ])
      expect(texts.some((t) => t.where.startsWith(where))).toBe(true);
    // A field kept out of the editor is not read: the web app manifest's description.
    expect(texts.some((t) => t.where.startsWith("site.schema.json › description"))).toBe(false);
  });

  it("name no file, setting, internal id or program's word", () => {
    expect([...wordsReport(texts), ...developerReport(texts)]).toEqual([]);
  });

  it("the sections Add section offers, and their groups, are named in words", () => {
    const names = blockTypes.map((type) => ({ where: `block ${type}`, text: blockLabel(type) }));
    const groups = Object.entries(declarations as Record<string, { category: string }>).map(([type, d]) => ({
      where: `block ${type} (group)`,
      text: d.category,
    }));
    expect([...wordsReport([...names, ...groups]), ...developerReport(names)]).toEqual([]);
    for (const type of blockTypes) expect(blockLabel(type)).not.toBe(type);
  });
});
