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

/** A URL's user-info: 'https://user:token@host/site.git' -> "user:token" (to the last "@" before the host's "/"). */
const USER_INFO = /\b([a-z][a-z0-9+.-]*:\/\/)([^/\s]*)@/gi;

/**
 * `text` with no URL's user-info ('https://user:token@host/site.git' -> 'https://host/site.git'):
 * an HTTPS remote (STUDIO_GIT_REMOTE) may hold a token, and git's own messages may repeat the URL.
 * An SSH remote written as 'git@host:site.git' names a user and no secret, and is left as it is.
 */
export function withoutCredentials(text: string): string {
  return text.replace(USER_INFO, "$1");
}

/**
 * What git answered: exit code 0, or the error's code with what it printed. Its arguments and
 * what it printed are kept without credentials, since an error reaches logs: every URL's user-info
 * (withoutCredentials), and the user-info of the URLs it was given wherever it appears, for git and
 * ssh repeat it without the scheme too ('user:token@host git-upload-pack ...').
 */
export class GitFailed extends Error {
  readonly args: string[];
  readonly stderr: string;

  constructor(
    args: string[],
    readonly code: number | string | undefined,
    stderr: string,
  ) {
    const given = args.flatMap((arg) => [...arg.matchAll(USER_INFO)].filter((m) => m[2]).map((m) => `${m[2]}@`));
    const clean = (text: string) => given.reduce((t, info) => t.replaceAll(info, ""), withoutCredentials(text));
    super(`git ${args.map(clean).join(" ")} failed (${code}): ${clean(stderr).trim()}`);
    this.args = args.map(clean);
    this.stderr = clean(stderr);
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
