import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CONTENT_FOLDERS, ROOT } from "../../engine/paths.ts";

/** The folders of the site a studio test works on a copy of. */
export const SITE_PARTS = [...CONTENT_FOLDERS, "schema", "public"] as const;

/**
 * Global set-up of playwright.dev.config.ts: one copy of the site's folders as they are before any
 * test runs. The studio's tests copy the site from it, not from the checkout, because the
 * development server's tests run beside them and change the checkout's pages for a moment (a page
 * broken on purpose, a page added), each putting it back when it ends.
 */
export default function snapshotSite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-site-snapshot-"));
  for (const part of SITE_PARTS) fs.cpSync(path.join(ROOT, part), path.join(dir, part), { recursive: true });
  process.env.STUDIO_TEST_SITE_SNAPSHOT = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
