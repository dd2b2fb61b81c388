import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { BUILD_SOURCE_FILE, type BuildSource } from "../../contracts/site-manifest.ts";
import { INPUTS } from "./build-stamp.ts";
import { writeFresh } from "./write-fresh.ts";

const git = (root: string, args: string[]) =>
  execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });

/**
 * The commit the site's folder `root` is at, and the build inputs that differ from it (edited,
 * staged, deleted or new and not ignored), or "unknown" when `root` is not the top of a git
 * checkout: a folder inside another repository (a copy of the site under the code's checkout) is
 * not that repository's commit.
 */
export function buildSource(root: string): BuildSource {
  const unknown = { commit: "unknown", uncommitted: [] };
  let top: string;
  try {
    top = git(root, ["rev-parse", "--show-toplevel"]).trim();
  } catch {
    return unknown;
  }
  if (fs.realpathSync(top) !== fs.realpathSync(root)) return unknown;
  try {
    const commit = git(root, ["rev-parse", "--verify", "HEAD"]).trim();
    const paths = ["--", ...INPUTS];
    const changed = git(root, ["diff", "--name-only", "--no-renames", "-z", "HEAD", ...paths]);
    const added = git(root, ["ls-files", "--others", "--exclude-standard", "-z", ...paths]);
    const uncommitted = [...new Set(`${changed}${added}`.split("\0").filter(Boolean))].sort();
    return { commit, uncommitted };
  } catch {
    // A checkout with no commit yet.
    return unknown;
  }
}

/** Records in `buildDir` which commit of `root` it is built from (contracts/site-manifest.ts). */
export function writeBuildSource(buildDir: string, root: string) {
  writeFresh(path.join(buildDir, BUILD_SOURCE_FILE), `${JSON.stringify(buildSource(root), null, 2)}\n`);
}
