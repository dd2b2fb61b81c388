import fs from "node:fs";
import path from "node:path";
import { EDITABLE_CONTENT, type EditableContent } from "../../content/editable.ts";
import type { CollectionName } from "../../content/files.server.ts";
import { pagePath } from "./page-path.ts";
import { Refusal } from "./refusal.ts";

/**
 * The one guard every file the editor names goes through before a store or the file system sees
 * it: a page file by the rules of page-path.ts, a content file by a name from a fixed list, the
 * uploads folder only inside public/images/. Each answers the file's path from the site's folder
 * ('about.json' -> 'pages/about.json'), and refuses in plain words, naming no folder of this machine.
 */

/** A content file the editor opens: a name from a fixed list (content/editable.ts), never a path. */
export type Editable = EditableContent & CollectionName;

/** A page file named from pages/: 'services/seo.json' -> 'pages/services/seo.json'. */
export function pageFile(root: string, file: unknown): string {
  pagePath(path.join(root, "pages"), file);
  return `pages/${file as string}`;
}

/** A content file by its name: 'site' -> { name: 'site', file: 'content/site.json' }. */
export function contentFile(input: unknown): { name: Editable; file: string } {
  const name = EDITABLE_CONTENT.find((n) => n === input);
  if (!name)
    throw new Refusal(
      400,
      `The editor does not open a content file by that name. It opens: ${EDITABLE_CONTENT.map((n) => `content/${n}.json`).join(", ")}.`,
    );
  return { name, file: `content/${name}.json` };
}

/** Where uploads go, under public/: the page file names them "/images/uploads/<name>.webp". */
export const UPLOADS = "images/uploads";

/** public/images/uploads/ on this machine, made if missing, refused when it (or a folder on the way) leads out of public/images/. */
export function uploadsFolder(root: string): string {
  const images = path.join(root, "public", "images");
  const dir = path.join(root, "public", UPLOADS);
  fs.mkdirSync(dir, { recursive: true });
  const realImages = fs.realpathSync(images);
  const real = fs.realpathSync(dir);
  if (real !== realImages && !real.startsWith(realImages + path.sep))
    throw new Refusal(
      400,
      "The uploads folder public/images/uploads/ leads outside public/images/ through a link: pictures are only stored inside public/images/. Ask a developer to make it a plain folder.",
    );
  return dir;
}

/**
 * A path a store is handed, from the site's folder: one the guards above made, or one the site's
 * own files hold (a link's file). Anything that could leave the folder is a fault of the editor's
 * server, never a person's request, so it fails as one (500, its details to the log).
 */
export function insideSite(file: string): string {
  if (path.isAbsolute(file) || path.win32.isAbsolute(file) || file.split(/[\\/]/).includes(".."))
    throw new Error(`The editor's store was asked for a file outside the site: ${file}`);
  return file;
}
