import path from "node:path";
import { parseTree, type Node } from "jsonc-parser";
import * as prettier from "prettier";
import { ROOT } from "../../engine/paths.ts";

/** Where the original file wrote an object on one line: by JSON pointer, and by content. */
interface Layout {
  pointers: Set<string>;
  values: Set<string>;
}

function layoutOf(text: string | undefined): Layout {
  const layout: Layout = { pointers: new Set(), values: new Set() };
  const tree = text === undefined ? undefined : parseTree(text);
  const walk = (node: Node, pointer: string) => {
    if (node.type === "object") {
      const first = node.children?.[0];
      if (first && !text!.slice(node.offset, first.offset).includes("\n")) {
        layout.pointers.add(pointer);
        layout.values.add(text!.slice(node.offset, node.offset + node.length).replace(/\s+/g, ""));
      }
      for (const prop of node.children ?? [])
        if (prop.children?.[1]) walk(prop.children[1], `${pointer}/${String(prop.children[0]!.value)}`);
    } else if (node.type === "array") node.children?.forEach((child, i) => walk(child, `${pointer}/${i}`));
  };
  if (tree) walk(tree, "");
  return layout;
}

/** JSON with 2-space indentation, except the objects the file had on one line, which stay so. */
function write(value: unknown, pointer: string, indent: string, layout: Layout, inline: boolean): string {
  if (Array.isArray(value)) {
    if (!value.length) return "[]";
    const items = value.map((v, i) => write(v, `${pointer}/${i}`, `${indent}  `, layout, inline));
    return inline ? `[${items.join(", ")}]` : `[\n${indent}  ${items.join(`,\n${indent}  `)}\n${indent}]`;
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    if (!entries.length) return "{}";
    const compact =
      inline || layout.pointers.has(pointer) || layout.values.has(JSON.stringify(value).replace(/\s+/g, ""));
    const parts = entries.map(
      ([k, v]) => `${JSON.stringify(k)}: ${write(v, `${pointer}/${k}`, `${indent}  `, layout, compact)}`,
    );
    return compact ? `{ ${parts.join(", ")} }` : `{\n${indent}  ${parts.join(`,\n${indent}  `)}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/**
 * The project's own Prettier options for page files, as `npm run check` applies them: .prettierrc.json
 * at the project's root, named explicitly, and .editorconfig (which the Prettier CLI reads too). Never
 * searched for from a requested file's folder: a configuration found there could be a script
 * (prettier.config.cjs), and loading it runs it.
 */
const prettierOptions = () =>
  prettier.resolveConfig(path.join(ROOT, "pages", "index.json"), {
    config: path.join(ROOT, ".prettierrc.json"),
    editorconfig: true,
  });

/**
 * A page's text as the editor writes it: "$schema" first, 2-space indentation, a trailing newline,
 * in the project's Prettier style (so `npm run check` accepts it). Objects the file wrote on one
 * line stay on one line: a page opened and saved unchanged is the same bytes, and a diff shows
 * only what changed.
 */
export async function formatPage(page: Record<string, unknown>, original?: string): Promise<string> {
  const { $schema, ...rest } = page;
  const ordered = $schema === undefined ? rest : { $schema, ...rest };
  const config = (await prettierOptions()) ?? {};
  const text = await prettier.format(write(ordered, "", "", layoutOf(original), false), {
    ...config,
    parser: "json",
    endOfLine: "lf",
  });
  return text.endsWith("\n") ? text : `${text}\n`;
}
