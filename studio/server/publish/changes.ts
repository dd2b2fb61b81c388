import { runGit } from "../../../editor/server/store/git.ts";

/** One save (a commit) among the changes not yet live. */
export interface Save {
  commit: string;
  author: string;
  email: string;
  /** ISO 8601, as git recorded it. */
  at: string;
  /** The commit's subject: the editor's words for what changed ("About: changed Page hero › Title"). */
  message: string;
}

/** A file with changes not yet live, and every save that changed it, newest first. */
export interface FileChange {
  /** From the site's folder: 'pages/about.json', 'content/site.json', 'public/images/team.webp'. */
  file: string;
  /** The file is gone at the newest commit (a deleted or moved page). */
  removed: boolean;
  saves: Save[];
}

export interface Pending {
  /** The commit a publish now would build. */
  head: string;
  /**
   * What changed since the live release's commit; undefined when there is no such commit to compare
   * with (nothing published from the studio yet, or the live commit is no longer in the history):
   * then everything is published, with a full build.
   */
  files?: FileChange[];
}

const RECORD = "\x1e";
const FIELD = "\x1f";

/**
 * The changes in the site's checkout since `since` (the live release's commit), by file, with who
 * saved them: from git's own history, so a developer's commits count as the studio's do.
 */
export async function pendingChanges(siteDir: string, since: string | undefined): Promise<Pending> {
  const head = (await runGit(siteDir, ["rev-parse", "HEAD"])).trim();
  if (!since || !(await isAncestor(siteDir, since, head))) return { head };
  const [log, names] = await Promise.all([
    runGit(siteDir, [
      "log",
      `--format=${RECORD}%H${FIELD}%an${FIELD}%ae${FIELD}%aI${FIELD}%s`,
      "--name-only",
      "--no-renames",
      `${since}..${head}`,
    ]),
    runGit(siteDir, ["diff", "--name-status", "--no-renames", "-z", since, head]),
  ]);
  const status = new Map<string, string>();
  const parts = names.split("\0");
  for (let i = 0; i + 1 < parts.length; i += 2) status.set(parts[i + 1]!, parts[i]!);
  const byFile = new Map<string, Save[]>();
  for (const record of log.split(RECORD).slice(1)) {
    const [header = "", ...files] = record.split("\n");
    const [commit = "", author = "", email = "", at = "", message = ""] = header.split(FIELD);
    for (const file of files.filter(Boolean))
      if (status.has(file)) byFile.set(file, [...(byFile.get(file) ?? []), { commit, author, email, at, message }]);
  }
  // A file changed and changed back is not a change to publish: only what differs from the live commit.
  const files = [...status.keys()].sort().map((file) => ({
    file,
    removed: status.get(file) === "D",
    saves: byFile.get(file) ?? [],
  }));
  return { head, files };
}

async function isAncestor(siteDir: string, commit: string, head: string): Promise<boolean> {
  try {
    await runGit(siteDir, ["merge-base", "--is-ancestor", commit, head]);
    return true;
  } catch {
    return false;
  }
}
