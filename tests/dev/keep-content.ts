import fs from "node:fs";
import path from "node:path";
import { test } from "@playwright/test";
import { listJsonFiles } from "../../engine/files.server.ts";
import { CONTENT_FOLDERS, ROOT } from "../../engine/paths.ts";

/**
 * Puts every page, content and translation file (pages/, content/, i18n/) back as it was before the
 * spec's tests, after each test: changed and removed files restored, new ones removed. An editor's
 * save changes more than the file on screen (a section moved moves its Bangla with it; a new page
 * gets its translation), and a spec that put back only its page left a half-translated /about to
 * the specs after it, and to the developer's checkout.
 */
export function keepContentFiles() {
  const files = () => CONTENT_FOLDERS.flatMap((dir) => listJsonFiles(path.join(ROOT, dir)).map((f) => `${dir}/${f}`));
  const saved = new Map<string, string>();
  test.beforeAll(() => {
    for (const f of files()) saved.set(f, fs.readFileSync(path.join(ROOT, f), "utf8"));
  });
  test.afterEach(() => {
    for (const f of files()) if (!saved.has(f)) fs.rmSync(path.join(ROOT, f));
    for (const [f, text] of saved) {
      const abs = path.join(ROOT, f);
      if (!fs.existsSync(abs) || fs.readFileSync(abs, "utf8") !== text) {
        fs.mkdirSync(path.dirname(abs), { recursive: true });
        fs.writeFileSync(abs, text);
      }
    }
  });
}
