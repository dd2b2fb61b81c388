import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../../../engine/paths.ts";
import { runGit } from "../../../editor/server/store/git.ts";
import type { Snapshot } from "./publisher.ts";

/**
 * The site's folder as it is at a commit, for a publish to build from: a second working tree of
 * the site's checkout in `folder` (made once, then moved to each commit, which rewrites only the
 * files that differ). Saves made while a build runs land in the site's own checkout and change
 * nothing here, so a release holds exactly the commit it is recorded with. The build's packages
 * are the studio's own (node_modules linked in): the studio builds with the code it runs.
 *
 * A site folder that is not a git checkout is built where it is.
 */
export function checkoutSnapshot(siteDir: string, folder: string, git: boolean): Snapshot {
  return async (commit) => {
    if (!git || !commit) return siteDir;
    if (!fs.existsSync(path.join(folder, ".git"))) {
      fs.rmSync(folder, { recursive: true, force: true });
      fs.mkdirSync(path.dirname(folder), { recursive: true });
      await runGit(siteDir, ["worktree", "prune"]);
      await runGit(siteDir, ["worktree", "add", "--detach", "--quiet", folder, commit]);
    } else {
      await runGit(folder, ["checkout", "--detach", "--force", "--quiet", commit]);
      // Files a build or a person left that the commit does not have; node_modules is ignored by git.
      await runGit(folder, ["clean", "-d", "--force", "--quiet"]);
    }
    const modules = path.join(folder, "node_modules");
    if (!fs.existsSync(modules)) fs.symlinkSync(path.join(ROOT, "node_modules"), modules, "dir");
    return folder;
  };
}
