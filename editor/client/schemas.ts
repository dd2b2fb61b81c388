/**
 * Every schema file of schema/, bundled into the editor, by path relative to schema/
 * ('generated/blocks/faq.schema.json'): the fields are generated from them, never written by hand.
 */
const modules = import.meta.glob<Record<string, unknown>>("../../schema/**/*.schema.json", {
  eager: true,
  import: "default",
});

export type Schema = Record<string, unknown>;

export const schemaFiles: ReadonlyMap<string, Schema> = new Map(
  Object.entries(modules).map(([key, schema]) => [key.replace(/^\.\.\/\.\.\/schema\//, ""), schema]),
);

/** The schema of one block type, with the fields every section has. */
export function blockSchema(type: string): Schema {
  const schema = schemaFiles.get(`generated/blocks/${type}.schema.json`);
  if (!schema) throw new Error(`No schema for block "${type}"`);
  return schema;
}

/** A content file's name for people: its schema's title ('clients' -> 'Client list'). */
export function contentTitle(name: string): string {
  const title = schemaFiles.get(`${name}.schema.json`)?.title;
  return typeof title === "string" ? title : name;
}
