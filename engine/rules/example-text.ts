import { fieldPath, isExampleText } from "../example-text.ts";
import { collector, targetsOf, type Rule } from "./context.ts";

/** 'imagePosition' -> 'Image position': a field's name in words when its schema has no title. */
const words = (key: string) => {
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

const parentOf = (pointer: string) => pointer.slice(0, pointer.lastIndexOf("/"));

/**
 * A page still holding text the editor inserted to be replaced (a block's example, "New page"'s
 * sentences) is not ready: each such field is named, by section (from 1) and label.
 */
export const exampleTextRule: Rule = (ctx) => {
  const { problems, at } = collector();
  for (const target of targetsOf(ctx).filter((t) => ctx.pages.includes(t.f as never))) {
    const titles = new Map<string, string>();
    const blocks: { pointer: string; type: string; title?: string }[] = [];
    for (const { pointer, value, schema, block } of ctx.values(target)) {
      if (typeof schema.title === "string") titles.set(pointer, schema.title);
      if (block)
        blocks.push({ pointer, type: block, ...(typeof schema.title === "string" ? { title: schema.title } : {}) });
      if (typeof value !== "string" || ctx.flagged.has(`${target.f.file}#${pointer}`)) continue;
      // The innermost block holding the value (a form inside a hero is a block of its own).
      const owner = blocks.filter((b) => pointer.startsWith(`${b.pointer}/`)).at(-1);
      const path = fieldPath(owner ? pointer.slice(owner.pointer.length) : pointer);
      if (!isExampleText(ctx.site.schemas, owner?.type, path, value)) continue;
      const key = pointer.slice(pointer.lastIndexOf("/") + 1);
      const field =
        titles.get(pointer) ?? (/^\d+$/.test(key) ? titles.get(parentOf(pointer)) : undefined) ?? words(key);
      const section = /^\/sections\/(\d+)/.exec(pointer)?.[1];
      const sectionTitle =
        section === undefined ? undefined : blocks.find((b) => b.pointer === `/sections/${section}`)?.title;
      at(target.f, pointer, "text.example-left", {
        field,
        value,
        ...(section === undefined ? {} : { section: Number(section) + 1 }),
        ...(sectionTitle ? { block: sectionTitle } : {}),
      });
    }
  }
  return problems;
};
