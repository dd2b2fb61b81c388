import fs from "node:fs";
import path from "node:path";

/**
 * The first part of `abs` below the site's folder `root` that is a symbolic link, from the site's
 * folder ('content/clients.json', 'i18n/bn/pages'), or undefined. The site reads only its own files:
 * a link planted in a checkout could otherwise bring any file of the machine into a page, the
 * editor or a build (the checks here; the editor's store through guard.ts's refuseLinks). The
 * site's folder itself may be a link (a deploy's), and a path outside it is not the site's to judge.
 */
export function linkOnTheWay(root: string, abs: string): string | undefined {
  const rel = path.relative(root, abs);
  if (!rel || rel.startsWith("..") || path.isAbsolute(rel)) return undefined;
  const parts = rel.split(path.sep);
  for (let i = 0, at = root; i < parts.length; i++) {
    at = path.join(at, parts[i]!);
    const stat = fs.lstatSync(at, { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (stat.isSymbolicLink()) return parts.slice(0, i + 1).join("/");
  }
  return undefined;
}
