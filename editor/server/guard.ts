import fs from "node:fs";
import path from "node:path";
import { EDITABLE_CONTENT, type EditableContent } from "../../engine/editable.ts";
import { linkOnTheWay } from "../../engine/site-links.server.ts";
import type { CollectionName } from "../../engine/files.server.ts";
import { partOfSite } from "../../engine/problem-words.server.ts";
import { pagePath } from "./page-path.ts";
import { Refusal } from "./refusal.ts";

/**
 * The one guard every file the editor names goes through before a store or the file system sees
 * it: a page file by the rules of page-path.ts, a content file by a name from a fixed list, the
 * uploads folder only inside public/images/, and no path through a symbolic link. Each answers the
 * file's path from the site's folder ('about.json' -> 'pages/about.json'), and refuses in plain
 * words, naming no folder of this machine.
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
      `There is no such part of the site to open. The editor opens ${EDITABLE_CONTENT.map(partOfSite).join(", ")}: reload the editor and choose one from its list.`,
    );
  return { name, file: `content/${name}.json` };
}

/** Where uploads go, under public/: the page file names them "/images/uploads/<name>.webp". */
export const UPLOADS = "images/uploads";

/** public/images/uploads/ on this machine, made if missing; refused when it or a folder on the way is a link (before anything is made). */
export function uploadsFolder(root: string): string {
  refuseLinks(root, `public/${UPLOADS}`);
  const dir = path.join(root, "public", UPLOADS);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** What a file is, in the editor's words, by its top folder: 'i18n/bn/pages/x.json' -> 'The translation'. */
function kindOf(file: string): string {
  const top = file.split("/")[0];
  if (top === "pages") return "The page file";
  if (top === "content") return "The content file";
  if (top === "i18n") return "The translation";
  if (top === "public") return "The picture folder";
  return "A file";
}

/** A file, or a folder on the way to it, is a symbolic link (`link`, from the site's folder). */
export class LinkRefused extends Refusal {
  constructor(file: string, link: string) {
    super(
      400,
      `${kindOf(file)} the editor needs here is a link to somewhere else (or is in a folder that is one), so the editor will not open or save it. Ask a developer to replace the link with the file or folder itself.`,
      // For a developer looking at the answer: the link in the site's own terms, never this machine's.
      { link },
    );
  }
}

/**
 * Refuses a path from the site's folder when any part of it below that folder is a symbolic link,
 * to a file or a folder, inside the site or out, existing or dangling: 'i18n/bn/pages/careers'
 * linked elsewhere refuses 'i18n/bn/pages/careers/jobs.json'. Every store read, write, list and
 * version goes through here (file-store.ts), so nothing is read from or written to where a link
 * leads; git, which never follows a link either, sees only plain files. The site's folder itself
 * may be a link (an operator's choice). A part that does not exist ends the check: a write makes
 * plain folders from there.
 */
export function refuseLinks(root: string, file: string): void {
  const link = linkOnTheWay(root, path.join(root, file));
  if (link) throw new LinkRefused(file, link);
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
