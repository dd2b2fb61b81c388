import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EditorContext } from "../../editor/client/context.ts";
import { propertySpecs, type FieldSpec } from "../../editor/client/fields/spec.ts";
import { SchemaField } from "../../editor/client/fields/SchemaField.tsx";
import { schemaFiles } from "../../editor/client/schemas.ts";

// Issue 51: what only developers set leaves the editor by the schema's "x-editor": false, and a
// reference into a collection offers its entries by their names, not their ids.
const source = (p: string) => schemaFiles.get(p);
const site = propertySpecs(source, schemaFiles.get("site.schema.json")!, "site.schema.json");
const spec = (key: string) => site.find((p) => p.key === key)!.spec;

const facts = {
  collections: {
    services: {
      categories: [
        { id: "digital", title: "Digital marketing" },
        { id: "creative-content", title: "Creative content" },
      ],
    },
  },
  anchors: {},
  images: [],
};
const render = (field: FieldSpec, value: unknown) =>
  renderToStaticMarkup(
    <EditorContext.Provider value={{ facts, anchors: [], problems: [], placeholder: () => undefined }}>
      <SchemaField spec={field} value={value} onChange={() => {}} pointer="/x" />
    </EditorContext.Provider>,
  );

describe("fields the editor does not show", () => {
  it("the web app manifest's description is hidden, rendered as nothing, and still in the schema", () => {
    expect(spec("description").kind).toBe("hidden");
    expect(render(spec("description"), "One sentence")).toBe("");
    expect(spec("name").kind).toBe("text");
  });
});

describe("a reference chosen by name", () => {
  it("the footer's categories are offered by their titles, stored by their ids", () => {
    const footer = spec("footer");
    if (footer.kind !== "group") throw new Error("the footer is a group");
    const top = footer.fields.find((f) => f.key === "topServices")!.spec;
    if (top.kind !== "group") throw new Error("the top services column is a group");
    const categories = top.fields.find((f) => f.key === "categories")!.spec;
    if (categories.kind !== "list") throw new Error("the categories are a list");
    const html = render(categories.item, "creative-content");
    expect(html).toContain('<option value="creative-content" selected="">Creative content</option>');
    expect(html).toContain('<option value="digital">Digital marketing</option>');
    expect(html).not.toContain(">creative-content<");
  });
});

describe("a fixed list named by a collection", () => {
  const sections = (block: string) =>
    propertySpecs(
      source,
      schemaFiles.get(`generated/blocks/${block}.schema.json`)!,
      `generated/blocks/${block}.schema.json`,
    );

  it("a service grid's category is offered by the categories' titles, stored by its id", () => {
    const category = sections("serviceGrid").find((p) => p.key === "category")!.spec;
    expect(category.kind).toBe("select");
    const html = render(category, "digital");
    expect(html).toContain('<option value="digital" selected="">Digital marketing</option>');
    expect(html).toContain('<option value="creative-content">Creative content</option>');
    expect(html).not.toContain(">digital<");
  });

  it("the carousel's filter buttons name every category, and “all” in words", () => {
    const filters = sections("servicesCarousel").find((p) => p.key === "filters")!.spec;
    if (filters.kind !== "list" || filters.item.kind !== "group") throw new Error("the filters are a list of groups");
    const category = filters.item.fields.find((f) => f.key === "category")!.spec;
    const html = render(category, "all");
    expect(html).toContain('<option value="all" selected="">All</option>');
    expect(html).toContain('<option value="digital">Digital marketing</option>');
    // A category the catalogue has no entry for still shows, by its stored value.
    expect(html).toContain('<option value="seo">Seo</option>');
  });
});
