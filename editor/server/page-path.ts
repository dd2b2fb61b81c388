import fs from "node:fs";
import path from "node:path";
import { fixPageFileName } from "../../engine/files.server.ts";
import { Refusal } from "./refusal.ts";

/**
 * The longest page file path, counted from pages/: 200 characters. The longest page today has 41
 * ("services/website/website-development.json"); 200 keeps each name well under the 255 bytes a
 * file system allows for one name (page names are ASCII), and leaves 60 of Windows' 260-character
 * path limit for the folder the project is in.
 */
export const MAX_PAGE_PATH = 200;

/** Device names Windows keeps for itself in every folder, whatever the case or extension ('con.json', 'Aux.txt.json'). */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

/** A file or folder name Windows would not store, by its part before the first dot: 'CON.png' -> true, 'console.json' -> false. */
export const windowsReserved = (name: string): boolean => WINDOWS_RESERVED.test(name.split(".")[0]!);

// Control characters (NUL included) in a name (the pattern is the rule: no character below a space, nor DEL).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

const OUTSIDE =
  "That is not the name of one of the site's pages: the editor opens and saves only the site's pages. Reload the editor and choose a page from its list.";

/** A page file's name as the address it would be: 'About.json' -> '/About'. */
const asAddress = (file: string) => `/${file.replace(/\.json$/, "").replace(/^index$/, "")}`;

/** The deepest part of `abs` that exists, a link that leads nowhere included. */
function deepestExisting(abs: string): string {
  let existing = abs;
  while (!fs.lstatSync(existing, { throwIfNoEntry: false })) existing = path.dirname(existing);
  return existing;
}

/**
 * The absolute path of a page file named relative to pages/ ('services/seo.json' ->
 * '<pagesDir>/services/seo.json'). Every editor request that names a file goes through here, and
 * anything that could leave pages/ is refused with 400 and a message that names no folder of this
 * machine: not a string, longer than MAX_PAGE_PATH, a control character, an absolute path, a drive,
 * a backslash, a "..", "." or empty part, a name Windows reserves, a name that cannot be a page
 * address (a page file is lower-case words joined by dashes, ending in .json), or a link (folder or
 * file, existing or not) that resolves outside pages/.
 */
export function pagePath(pagesDir: string, file: unknown): string {
  if (typeof file !== "string" || !file) throw new Refusal(400, "No page file was named: choose a page from the list.");
  if (file.length > MAX_PAGE_PATH)
    throw new Refusal(
      400,
      `This page's name is ${file.length} characters long; at most ${MAX_PAGE_PATH} are accepted. Choose a shorter address.`,
    );
  if (CONTROL.test(file))
    throw new Refusal(
      400,
      "This page's name has a character a page's address cannot have. Use lower-case words joined by dashes, e.g. /our-team.",
    );
  if (
    path.posix.isAbsolute(file) ||
    path.win32.isAbsolute(file) ||
    file.includes("\\") ||
    file.split("/").some((part) => part === ".." || part === "." || part === "")
  )
    throw new Refusal(400, OUTSIDE);
  // The name as given and the name it would be given ('CON .json' -> 'con.json'): neither may be reserved.
  const reserved = [file, fixPageFileName(file)].flatMap((f) => f.split("/")).find(windowsReserved);
  if (reserved !== undefined) {
    const name = reserved.split(".")[0]!;
    throw new Refusal(
      400,
      `"${name}" is a name Windows keeps for itself (as are con, prn, aux, nul, com0 to com9 and lpt0 to lpt9): a page or folder with it could not be opened there. Choose another name.`,
    );
  }
  // A name that differs only in its ending ('about', 'notes.txt') is no page's: the editor names each with .json.
  if (fixPageFileName(file) !== file && asAddress(fixPageFileName(file)) === asAddress(file.replace(/\.[^./]*$/, "")))
    throw new Refusal(400, OUTSIDE);
  if (fixPageFileName(file) !== file)
    throw new Refusal(
      400,
      `"${asAddress(file)}" cannot be a page's address: addresses are lower-case words joined by dashes, so it would be "${asAddress(fixPageFileName(file))}".`,
    );
  const abs = path.join(pagesDir, file);
  const realPages = fs.realpathSync(pagesDir);
  // Resolved through every link: a folder or file in pages/ linked to somewhere else leads out. A link
  // to a file that does not exist yet cannot be resolved, and would be followed by a write: refused too.
  let real: string | undefined;
  try {
    real = fs.realpathSync(deepestExisting(abs));
  } catch {
    // a link to nothing: left undefined, refused below
  }
  if (real === undefined || (real !== realPages && !real.startsWith(realPages + path.sep)))
    throw new Refusal(
      400,
      `The page at ${asAddress(file)} is kept somewhere else, through a link, so the editor will not open or save it. Ask a developer to replace the link with the page itself.`,
    );
  return abs;
}
