import fs from "node:fs";
import path from "node:path";
import { checkContent } from "../../content/check-content.server.ts";
import { describeProblem } from "../../content/describe-problem.ts";
import { EDITABLE_CONTENT, type EditableContent } from "../../content/editable.ts";
import type { CollectionName } from "../../content/files.server.ts";
import { schemas } from "../../content/load.server.ts";
import type { Problem } from "../../content/problems.ts";
import { formatPage } from "./format.ts";
import { Refusal } from "./refusal.ts";
import type { Author, ContentStore } from "./store/content-store.ts";
import { saveChecked, versionOf, type SaveResult } from "./save-file.ts";

/** A content file the editor opens: a name from a fixed list (content/editable.ts), never a path. */
type Editable = EditableContent & CollectionName;

/** A problem the change causes in another file (a page), with where and what in the editor's words. */
export type ContentProblem = Problem & { said?: string };

function contentName(input: unknown): Editable {
  const found = EDITABLE_CONTENT.find((name) => name === input);
  if (!found)
    throw new Refusal(
      400,
      `The editor does not open a content file by that name. It opens: ${EDITABLE_CONTENT.map((n) => `content/${n}.json`).join(", ")}.`,
    );
  return found;
}

const fileOf = (root: string, name: Editable) => path.join(root, "content", `${name}.json`);

export function readContent(root: string, input: unknown) {
  const name = contentName(input);
  const abs = fileOf(root, name);
  if (!fs.existsSync(abs)) throw new Refusal(404, `There is no content file content/${name}.json.`);
  const text = fs.readFileSync(abs, "utf8");
  return { name, text, version: versionOf(text) };
}

/**
 * The problems `npm run validate` would find with this content saved (in its file, and in the pages
 * it breaks), and the text it would have. A problem in a page says which page, section and field.
 */
export async function checkContentDraft(
  root: string,
  input: unknown,
  data: Record<string, unknown>,
  /** The site's problems as it is on disk, when the caller keeps them; read anew when not given. */
  known?: () => Problem[],
) {
  const name = contentName(input);
  const abs = fileOf(root, name);
  const text = await formatPage(data, fs.existsSync(abs) ? fs.readFileSync(abs, "utf8") : undefined);
  const { problems, pages } = checkContent(name, text, root, known?.());
  const own = `content/${name}.json`;
  const described: ContentProblem[] = problems.map((p) => {
    if (p.file === own) return p;
    const page = pages.find((x) => x.file === p.file);
    const where = page ? `Page ${page.route ?? "not found"}` : p.file;
    return { ...p, said: `${where}, ${page ? describeProblem(p, page.data, schemas().source) : p.message}` };
  });
  return { text, problems: described };
}

/** Saves a content file the editor opened at `version`, as savePage saves a page. */
export async function saveContent(
  store: ContentStore,
  input: unknown,
  version: unknown,
  data: Record<string, unknown>,
  author?: Author,
): Promise<SaveResult | { problems: ContentProblem[] }> {
  const name = contentName(input);
  const check = () => checkContentDraft(store.root, name, data);
  return saveChecked(store, `content/${name}.json`, version, check, author);
}
