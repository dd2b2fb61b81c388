import type { ComponentConfig, Config, CustomField } from "@puckeditor/core";
import { createUsePuck } from "@puckeditor/core";
import type { ReactNode } from "react";
import { BlockView } from "../../src/app/PageRenderer.tsx";
import { declarations } from "../../src/generated/block-declarations.ts";
import type { Block } from "../../src/lib/blocks.ts";
import { exampleOf, withoutWords } from "./examples.ts";
import { SchemaField } from "./fields/SchemaField.tsx";
import { propertySpecs, type FieldSpec, type PropertySpec } from "./fields/spec.ts";
import { sectionOf } from "./mapping.ts";
import { blockSchema, schemaFiles, type Schema } from "./schemas.ts";

const source = (path: string) => schemaFiles.get(path);
const usePuck = createUsePuck();

/** Where a field of the selected section (or of the page's meta) is in the page file. */
function useBasePointer(root: boolean): string {
  const index = usePuck((s) => s.appState.ui.itemSelector?.index);
  return root ? "/meta" : `/sections/${index ?? 0}`;
}

/** One top-level property as a Puck field whose form is generated from its schema. */
function customField({ key, spec }: PropertySpec, root: boolean): CustomField<unknown> {
  // Puck's own id prop is its item id; our section anchor ("id" in the file) is the "anchor" prop.
  const fileKey = key === "anchor" ? "id" : key;
  function Render({ value, onChange }: { value: unknown; onChange(v: unknown): void }) {
    const base = useBasePointer(root);
    return <SchemaField spec={spec} value={value} onChange={onChange} pointer={`${base}/${fileKey}`} />;
  }
  return {
    type: "custom",
    label: spec.label,
    render: (props) => <Render value={props.value} onChange={props.onChange} />,
  };
}

function fieldsOf(specs: PropertySpec[], root: boolean) {
  return Object.fromEntries(
    specs
      .filter(({ spec }) => spec.kind !== "constant" && spec.kind !== "hidden")
      .map((p) => {
        const key = p.key === "id" ? "anchor" : p.key;
        return [key, customField({ key, spec: p.spec }, root)];
      }),
  );
}

/** A block's name for people: its declaration's label, else its schema title without " block". */
export function blockLabel(type: string): string {
  const declared = (declarations as Record<string, { label?: string }>)[type]?.label;
  const title = blockSchema(type).title;
  return declared ?? (typeof title === "string" ? title.replace(/ block$/, "") : type);
}

export const blockTypes = Object.keys(declarations).sort();

export function blockSpecs(type: string): PropertySpec[] {
  return propertySpecs(source, blockSchema(type), `generated/blocks/${type}.schema.json`);
}

export const metaSpecs = (): PropertySpec[] => {
  const page = schemaFiles.get("page.schema.json") as Schema;
  const meta = (page.properties as Record<string, Schema>).meta!;
  return propertySpecs(source, meta, "page.schema.json");
};

/** The fields of a content file ('site' is content/site.json), from its schema; "$schema" is no field. */
export const contentSpecs = (name: string): PropertySpec[] =>
  propertySpecs(source, schemaFiles.get(`${name}.schema.json`) as Schema, `${name}.schema.json`).filter(
    (p) => p.key !== "$schema",
  );

/** A section in the preview: the site's own component; a hidden one as a note of what is there. */
function PreviewSection({ type, props }: { type: string; props: Record<string, unknown> }) {
  const section = sectionOf({ type, props });
  if (section.hidden === true)
    return <div className="ed-hidden-note">Hidden section: {blockLabel(type)} (not shown on the site)</div>;
  return <BlockView block={section as unknown as Block} />;
}

/**
 * Puck's configuration, generated: one component per block, its fields from its schema, its new
 * content from its declaration's example, rendered by the site's components.
 */
export function buildConfig(Shell: (props: { children: ReactNode }) => ReactNode): Config {
  const components: Record<string, ComponentConfig> = {};
  for (const type of blockTypes) {
    const { id: anchor, ...example } = exampleOf(type);
    const specs = blockSpecs(type);
    components[type] = {
      label: blockLabel(type),
      fields: fieldsOf(specs, false),
      // A new section holds none of its example's content; the example's words are its placeholders (examples.ts).
      defaultProps: { ...withoutWords(specs, example), ...(anchor !== undefined ? { anchor } : {}) },
      render: ({ puck: _puck, id: _id, ...props }) => <PreviewSection type={type} props={props} />,
    };
  }
  const categories: Record<string, { title: string; components: string[] }> = {};
  for (const type of blockTypes) {
    const category = (declarations as Record<string, { category: string }>)[type]!.category;
    (categories[category] ??= { title: category, components: [] }).components.push(type);
  }
  return {
    components,
    categories,
    root: {
      fields: fieldsOf(metaSpecs(), true),
      render: ({ children }: { children?: ReactNode }) => <Shell>{children}</Shell>,
    },
  };
}

export type { FieldSpec };
