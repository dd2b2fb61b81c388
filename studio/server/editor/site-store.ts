import { GitStore } from "../../../editor/server/store/git-store.ts";
import type { ContentStore } from "../../../editor/server/store/content-store.ts";
import { FileStore } from "../../../editor/server/store/file-store.ts";
import { isGitCheckout, type StudioConfig } from "../config.ts";

/**
 * The store the studio's editor reads and writes the site through (STUDIO_SITE_DIR). On a git
 * checkout, the git store: each save one commit in the editor's name, pulled from and pushed to
 * STUDIO_GIT_REMOTE when it is set. A plain folder (a copy made for a try-out) is written as it is.
 */
export function openSiteStore(config: Pick<StudioConfig, "siteDir" | "gitRemote">): ContentStore {
  return isGitCheckout(config.siteDir)
    ? new GitStore(config.siteDir, { remote: config.gitRemote })
    : new FileStore(config.siteDir);
}
