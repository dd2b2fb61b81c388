import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CONTENT_FOLDERS, ROOT } from "../../engine/paths.ts";

/** A throwaway copy of the site's pages/, content/ and i18n/ (public/ linked), for breaking on purpose or trying a page. */
export function copySite(): {
  root: string;
  write: (rel: string, text: string | Uint8Array) => void;
  remove: () => void;
} {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-site-"));
  for (const dir of CONTENT_FOLDERS) fs.cpSync(path.join(ROOT, dir), path.join(root, dir), { recursive: true });
  fs.symlinkSync(path.join(ROOT, "public"), path.join(root, "public"));
  return {
    root,
    // A page written here starts, as a page made in the visual editor does, with an empty Bangla
    // edition (translation.file-missing is for a translation lost, not for one not begun).
    write: (rel, text) => {
      fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      fs.writeFileSync(path.join(root, rel), text);
      if (/^pages\/.+\.json$/.test(rel)) startTranslation(root, rel);
    },
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

/** An empty Bangla edition of a page (its English shows, marked as English), unless it has one: 'pages/careers.json'. */
export function startTranslation(root: string, rel: string) {
  const translation = path.join(root, "i18n/bn", rel);
  if (fs.existsSync(translation)) return;
  fs.mkdirSync(path.dirname(translation), { recursive: true });
  const schema = `${"../".repeat(rel.split("/").length + 1)}schema/translation.schema.json`;
  fs.writeFileSync(translation, JSON.stringify({ $schema: schema, fields: {} }, null, 2) + "\n");
}
