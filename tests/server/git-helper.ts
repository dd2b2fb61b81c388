import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { tempDir } from "./contact-helper.ts";

/** Runs git in a folder as a developer would, whatever the machine's own git settings. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", ["-c", "user.name=Dev", "-c", "user.email=dev@example.com", ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, GIT_TERMINAL_PROMPT: "0", GIT_CONFIG_NOSYSTEM: "1" },
  }).trim();
}

export const write = (dir: string, file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};

export const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8");

/** Lines of a page file: enough of them that a change at the top and one at the bottom merge. */
export const lines = (name: string) => Array.from({ length: 12 }, (_, i) => `${name} line ${i + 1}`).join("\n") + "\n";

/**
 * A bare "remote" holding two files, and two clones of it: the studio's checkout and a developer's.
 * Without `remote`, only the studio's checkout (a repository of its own).
 */
export function repos() {
  const top = tempDir("nexaforge-git-");
  const remote = path.join(top, "remote.git");
  git(top, "init", "-q", "--bare", "-b", "main", remote);
  const seed = path.join(top, "seed");
  git(top, "clone", "-q", remote, seed);
  write(seed, "pages/about.json", lines("about"));
  write(seed, "pages/index.json", lines("home"));
  git(seed, "add", "-A");
  git(seed, "commit", "-q", "-m", "The site");
  git(seed, "push", "-q", "origin", "HEAD:main");
  const studio = path.join(top, "studio");
  const dev = path.join(top, "dev");
  git(top, "clone", "-q", remote, studio);
  git(top, "clone", "-q", remote, dev);
  return { top, remote, studio, dev };
}

/** The last commits of a checkout, newest first: "author <email> | committer | subject". */
export const log = (dir: string, n = 1, ref = "HEAD") =>
  git(dir, "log", `-${n}`, "--format=%an <%ae> | %cn | %s", ref).split("\n");
