import type { ContentStore } from "../../src/editor/server/store/content-store.ts";
import { FileStore } from "../../src/editor/server/store/file-store.ts";

/**
 * The store the studio's editor reads and writes the site through (STUDIO_SITE_DIR). The files as
 * they are for now; the git store (a commit per save, in the editor's name) takes its place here.
 */
export function openSiteStore(siteDir: string): ContentStore {
  return new FileStore(siteDir);
}
