import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "../../src/content/paths.ts";

/** A throwaway copy of the site's pages/ and content/ (public/ linked), for breaking on purpose or trying a page. */
export function copySite(): {
  root: string;
  write: (rel: string, text: string | Uint8Array) => void;
  remove: () => void;
} {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-site-"));
  for (const dir of ["pages", "content"]) fs.cpSync(path.join(ROOT, dir), path.join(root, dir), { recursive: true });
  fs.symlinkSync(path.join(ROOT, "public"), path.join(root, "public"));
  return {
    root,
    write: (rel, text) => {
      fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      fs.writeFileSync(path.join(root, rel), text);
    },
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}
