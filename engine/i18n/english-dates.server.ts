import { spawnSync } from "node:child_process";
import { GIT_READ_TIMEOUT_MS } from "./git-read.server.ts";

/**
 * When each line of a file last changed, from git ('2026-11-27' by line number, from 1); a line
 * changed and not yet committed is 'uncommitted'. Empty when the folder is not a git checkout or
 * git is missing (a translation's message then says only that the English changed), or when git
 * takes longer than GIT_READ_TIMEOUT_MS. For the whole-site check, which runs without a server to hold up.
 */
export function lineDates(root: string, file: string): Map<number, string> {
  const run = spawnSync("git", ["blame", "--porcelain", "--", file], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 << 20,
    timeout: GIT_READ_TIMEOUT_MS,
  });
  return run.status === 0 ? blameDates(run.stdout) : new Map();
}

/** The dates of `git blame --porcelain`'s lines (lineDates). */
export function blameDates(porcelain: string): Map<number, string> {
  const dates = new Map<number, string>();
  const timeOf = new Map<string, string>();
  let commit = "";
  let line = 0;
  for (const row of porcelain.split("\n")) {
    const head = /^([0-9a-f]{40}) \d+ (\d+)/.exec(row);
    if (head) {
      commit = head[1]!;
      line = Number(head[2]);
      continue;
    }
    if (row.startsWith("committer-time "))
      timeOf.set(commit, new Date(Number(row.slice(15)) * 1000).toISOString().slice(0, 10));
    else if (row.startsWith("\t")) dates.set(line, /^0+$/.test(commit) ? "uncommitted" : (timeOf.get(commit) ?? ""));
  }
  return dates;
}
