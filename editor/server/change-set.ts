import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadSiteContent } from "../../engine/load.server.ts";
import { CONTENT_FOLDERS } from "../../engine/paths.ts";
import type { Problem } from "../../engine/model.ts";
import type { Change } from "./store/content-store.ts";

/** Several files changed together (a page moved and every link to it), as the store writes them. */
export type ChangeSet = Change;

const key = (p: Problem) => `${p.code} ${p.file} ${p.pointer}`;

/**
 * The problems `npm run validate` would find after the change and not before, found on a copy of
 * the site's pages/ and content/ (its pictures linked): nothing of the site is written to find them.
 * `renamed` maps a file's old name to its new one, so that a problem it had before is not new.
 */
export function newProblems(root: string, change: ChangeSet, renamed: Map<string, string> = new Map()): Problem[] {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-editor-change-"));
  try {
    for (const dir of CONTENT_FOLDERS) fs.cpSync(path.join(root, dir), path.join(copy, dir), { recursive: true });
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
