import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadSiteContent } from "../../content/load.server.ts";
import type { Problem } from "../../content/model.ts";
import { Refusal } from "./refusal.ts";
import { versionOf } from "./version.ts";

/**
 * Several files changed together (a page moved and every link to it): by path relative to the
 * site's root ('pages/about.json'), the new text, or null for a file to remove; `read` holds the
 * version of each file as it was read (null: it must not exist), to refuse a change made meanwhile.
 */
export interface ChangeSet {
  texts: Map<string, string | null>;
  read: Map<string, string | null>;
}

const key = (p: Problem) => `${p.code} ${p.file} ${p.pointer}`;

/**
 * The problems `npm run validate` would find after the change and not before, found on a copy of
 * the site's pages/ and content/ (its pictures linked): nothing of the site is written to find them.
 * `renamed` maps a file's old name to its new one, so that a problem it had before is not new.
 */
export function newProblems(root: string, change: ChangeSet, renamed: Map<string, string> = new Map()): Problem[] {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-editor-change-"));
  try {
    for (const dir of ["pages", "content"]) fs.cpSync(path.join(root, dir), path.join(copy, dir), { recursive: true });
    fs.symlinkSync(path.join(root, "public"), path.join(copy, "public"));
    for (const [file, text] of change.texts) {
      const abs = path.join(copy, file);
      if (text === null) fs.rmSync(abs, { force: true });
      else {
        fs.mkdirSync(path.dirname(abs), { recursive: true });
        fs.writeFileSync(abs, text);
      }
    }
    const before = new Set(
      loadSiteContent(root).problems.map((p) => key({ ...p, file: renamed.get(p.file) ?? p.file })),
    );
    return loadSiteContent(copy).problems.filter((p) => !before.has(key(p)));
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * Writes a change as nearly all at once as files allow: every new text to a temporary file beside
 * its file first, then each renamed over its file, then the removals. Refused, with nothing
 * written, when any file changed on disk since it was read.
 */
export function applyChange(root: string, change: ChangeSet) {
  for (const [file, version] of change.read) {
    const abs = path.join(root, file);
    const now = fs.existsSync(abs) ? versionOf(fs.readFileSync(abs)) : null;
    if (now !== version)
      throw new Refusal(409, `${file} changed on disk a moment ago. Nothing was changed: try again.`);
  }
  const temps: [string, string][] = [];
  try {
    for (const [file, text] of change.texts) {
      if (text === null) continue;
      const abs = path.join(root, file);
      fs.mkdirSync(path.dirname(abs), { recursive: true });
      const temp = path.join(path.dirname(abs), `.${path.basename(abs)}.${process.pid}.${Date.now()}.tmp`);
      fs.writeFileSync(temp, text);
      temps.push([temp, abs]);
    }
  } catch (error) {
    for (const [temp] of temps) fs.rmSync(temp, { force: true });
    throw error;
  }
  for (const [temp, abs] of temps) fs.renameSync(temp, abs);
  for (const [file, text] of change.texts) if (text === null) removeWithEmptyFolders(root, file);
}

/** Removes a page file, and the folders under pages/ it leaves empty ('services/seo/x.json'). */
function removeWithEmptyFolders(root: string, file: string) {
  fs.rmSync(path.join(root, file), { force: true });
  for (let dir = path.dirname(file); dir.includes("/"); dir = path.dirname(dir)) {
    const abs = path.join(root, dir);
    if (!fs.existsSync(abs) || fs.readdirSync(abs).length) return;
    fs.rmdirSync(abs);
  }
}
