import { execFile } from "node:child_process";

/**
 * Settings every git command of the studio runs with, over whatever the machine's own git config
 * says: a developer's hooks, commit signing or line-ending rules must not stop or change a save.
 */
const SETTINGS = [
  "core.hooksPath=/dev/null",
  "commit.gpgsign=false",
  "core.autocrlf=false",
  "core.quotePath=false",
  "merge.ff=true",
  "advice.detachedHead=false",
].flatMap((s) => ["-c", s]);

/** What git answered: exit code 0, or the error's code with what it printed. */
export class GitFailed extends Error {
  constructor(
    readonly args: string[],
    readonly code: number | string | undefined,
    readonly stderr: string,
  ) {
    super(`git ${args.join(" ")} failed (${code}): ${stderr.trim()}`);
  }
}

/**
 * Runs git in a checkout with an argument list (never a shell line): answers what it printed.
 * `env` adds to the environment (the author and committer).
 */
export function runGit(cwd: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      "git",
      [...SETTINGS, ...args],
      {
        cwd,
        // Nothing may wait for a person: no password prompt, no SSH question (an unknown host key
        // fails at once), and a remote that hangs fails after a minute rather than holding every save.
        env: {
          GIT_SSH_COMMAND: "ssh -o BatchMode=yes",
          ...process.env,
          ...env,
          GIT_TERMINAL_PROMPT: "0",
          // A file name is a name, never a pattern ('pages/[x].json' names one file).
          GIT_LITERAL_PATHSPECS: "1",
          LC_ALL: "C",
        },
        timeout: 60_000,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error) reject(new GitFailed(args, error.code ?? undefined, String(stderr)));
        else resolve(String(stdout));
      },
    );
  });
}
