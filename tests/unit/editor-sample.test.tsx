import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { propertySpecs } from "../../editor/client/fields/spec.ts";
import { SchemaField } from "../../editor/client/fields/SchemaField.tsx";
import { schemaFiles } from "../../editor/client/schemas.ts";

const source = (p: string) => schemaFiles.get(p);
const caseStudy = propertySpecs(
  source,
  schemaFiles.get("generated/blocks/caseStudy.schema.json")!,
  "generated/blocks/caseStudy.schema.json",
);
const sample = caseStudy.find((p) => p.key === "sample")!.spec;

describe("the sample-content mark in the editors", () => {
  it("is a field of its own (not a hidden constant), first of a case study's own fields", () => {
    expect(sample).toMatchObject({ kind: "sample", label: "Sample content" });
    expect(caseStudy.map((p) => p.key).slice(0, 5)).toEqual(["type", "id", "hidden", "sample", "heading"]);
  });

  it("shows a notice saying what to replace while it is set, and a box to set it otherwise", () => {
    const changes: unknown[] = [];
    const marked = renderToStaticMarkup(
      <SchemaField spec={sample} value={true} onChange={(v) => changes.push(v)} pointer="/sections/3/sample" />,
    );
    expect(marked).toContain('role="note"');
    expect(marked).toMatch(/Sample content\..*not real\. Replace them/);
    expect(marked).toContain("Mark as real");
    const unmarked = renderToStaticMarkup(
      <SchemaField spec={sample} value={undefined} onChange={(v) => changes.push(v)} pointer="/sections/3/sample" />,
    );
    expect(unmarked).not.toContain('role="note"');
    expect(unmarked).toContain('type="checkbox"');
    expect(unmarked).toContain("Mark as sample content, to be replaced before launch");
  });
});
