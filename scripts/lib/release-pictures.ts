import fs from "node:fs";
import path from "node:path";
import { addressOfHtml, htmlFiles } from "./html-files.ts";

/**
 * Where a page names a picture to load: an attribute that holds addresses (src, srcset, a social
 * image's content, a link's href) or a CSS url(). Words on the page that merely mention a path are
 * not pictures to check.
 */
const ADDRESSES = /\b(?:src|srcset|content|href)="([^"]*)"|url\(([^)]*)\)/gi;
/** A site picture's address; the schema allows only these characters in an image path (schema/defs.schema.json). */
const PICTURE = /^\/images\/[a-z0-9/_.-]+\.(?:png|jpe?g|webp|avif|svg|gif)$/;
/** The page's own origin, from its canonical link: a social image names its picture by an absolute URL there. */
const CANONICAL = /<link rel="canonical" href="(https?:\/\/[^/"]+)/;

/** The site pictures a page's HTML names ('/images/team.webp', '/images/team.480w.webp'). */
export function picturesNamed(html: string): Set<string> {
  const origin = CANONICAL.exec(html)?.[1];
  const named = new Set<string>();
  for (const m of html.matchAll(ADDRESSES))
    // A srcset lists addresses with their widths, commas between: each address is a word of its own.
    for (let word of (m[1] ?? m[2]!).replace(/&quot;|&#x27;|["']/g, " ").split(/[\s,]+/)) {
      if (origin && word.startsWith(`${origin}/`)) word = word.slice(origin.length);
      if (PICTURE.test(word)) named.add(word);
    }
  return named;
}

export interface MissingPicture {
  /** The page's address ('/about', '/bn/about'; the not-found page is '/404'). */
  page: string;
  /** The picture's address ('/images/uploads/team.webp'). */
  picture: string;
}

/**
 * Every picture a finished build's pages name (each picture and each narrower copy of its srcset)
 * that the build does not hold, page by page: what a publish checks before it makes a build live,
 * whatever made the build. Read without blocking, so the studio answers while it looks.
 */
export async function missingPictures(buildDir: string): Promise<MissingPicture[]> {
  const clientDir = path.join(buildDir, "client");
  const missing: MissingPicture[] = [];
  const held = new Map<string, boolean>();
  const holds = (picture: string) => {
    let found = held.get(picture);
    if (found === undefined) {
      found = fs.statSync(path.join(clientDir, picture), { throwIfNoEntry: false })?.isFile() ?? false;
      held.set(picture, found);
    }
    return found;
  };
  for (const file of htmlFiles(clientDir)) {
    const html = await fs.promises.readFile(file, "utf8");
    for (const picture of picturesNamed(html))
      if (!holds(picture)) missing.push({ page: addressOfHtml(clientDir, file), picture });
  }
  return missing;
}

/** The missing pictures in a publisher's words, the first few by page and name. */
export function missingPicturesWords(missing: readonly MissingPicture[]): string {
  const first = missing
    .slice(0, 3)
    .map((m) => `the page at ${m.page} shows the picture ${path.posix.basename(m.picture)}`);
  const more = missing.length > 3 ? `, and ${missing.length - 3} more like it` : "";
  return (
    `${first.join("; ")}${more}, but the new build does not hold ${missing.length === 1 ? "it" : "them"}, ` +
    "so visitors would see a broken picture. The live site is unchanged. Upload the picture again in the " +
    "editor, save the page, then publish again; if this happens again, tell whoever runs the studio."
  );
}
