import { checkContent } from "../../engine/check-content.server.ts";
import { schemas } from "../../engine/load.server.ts";
import { problemInWords } from "../../engine/problem-words.server.ts";
import type { Problem } from "../../engine/problems.ts";
import { contentChangeWords } from "./change-words.ts";
import { refuseUndeclared } from "./draft-bounds.ts";
import { formatPage } from "./format.ts";
import { contentFile } from "./guard.ts";
import type { Author, ContentStore } from "./store/content-store.ts";
import { readOpened, saveChecked, type SaveResult } from "./save-file.ts";
import { followedTranslations } from "./translation-files.ts";

/** A problem the change causes in another file (a page), with where and what in the editor's words. */
export type ContentProblem = Problem & { said?: string };

export function readContent(store: ContentStore, input: unknown) {
  const { name, file } = contentFile(input);
  return { name, ...readOpened(store, file, "content") };
}

/**
 * The problems `npm run validate` would find with this content saved (in its file, and in the pages
 * it breaks), and the text it would have. A problem in a page says which page, section and field.
 * Content with more unknown fields than any real file could have is refused first (draft-bounds.ts).
 */
export async function checkContentDraft(
  store: ContentStore,
  input: unknown,
  data: Record<string, unknown>,
  /** The site's problems as it is on disk, when the caller keeps them; read anew when not given. */
  known?: () => Problem[],
) {
  const { name, file: own } = contentFile(input);
  refuseUndeclared(data, schemas());
  const text = await formatPage(data, store.read(own)?.text);
  const { problems, pages } = checkContent(name, text, store.root, known?.());
  // A page it breaks is named by its title and address, as the checks found it (the draft included).
  const dataOf = (file: string) => pages.find((x) => x.file === file)?.data;
  const described: ContentProblem[] = problems.map((p) =>
    p.file === own ? p : { ...p, said: problemInWords(p, dataOf) },
  );
  return { text, problems: described };
}

/** Saves a content file the editor opened at `version`, as savePage saves a page, its translations' fields following its list items. */
export async function saveContent(
  store: ContentStore,
  input: unknown,
  version: unknown,
  data: Record<string, unknown>,
  author?: Author,
  /** The check against the whole site, where the host runs it (site-work.ts); checkContentDraft here when not given. */
  check: () => Promise<{ text: string; problems: ContentProblem[] }> = () => checkContentDraft(store, input, data),
): Promise<SaveResult | { problems: ContentProblem[] }> {
  const { name, file } = contentFile(input);
  const words = (before: string | undefined, after: string) =>
    contentChangeWords(name, before, after, schemas().source);
  return saveChecked(store, file, version, check, words, author, (change, before, text) =>
    followedTranslations(store, change, file, `${name}.schema.json`, before, text),
  );
}
