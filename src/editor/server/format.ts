import path from "node:path";
import * as prettier from "prettier";
import { ROOT } from "../../content/paths.ts";

/**
 * A page's text as the editor writes it: "$schema" first, 2-space indentation, a trailing newline,
 * and the project's Prettier style on top (so `npm run check` accepts it, and short lists stay on
 * one line as people wrote them): a page opened and saved unchanged is the same bytes.
 */
export async function formatPage(page: Record<string, unknown>, file = "page.json"): Promise<string> {
  const { $schema, ...rest } = page;
  const ordered = $schema === undefined ? rest : { $schema, ...rest };
  const config = (await prettier.resolveConfig(path.join(ROOT, "pages", file))) ?? {};
  const text = await prettier.format(JSON.stringify(ordered, null, 2), { ...config, parser: "json", endOfLine: "lf" });
  return text.endsWith("\n") ? text : `${text}\n`;
}
