import { spawn } from "node:child_process";

/** How long one read of the site's history may take: git answers these in milliseconds. */
export const GIT_READ_TIMEOUT_MS = 10_000;

/** The most a read may print: forty versions of the largest page, many times over. */
const MAX_OUTPUT = 64 << 20;

/**
 * Runs git in `root` to read its history (log, blame, cat-file), asynchronously: the process that
 * asks goes on answering others meanwhile. What it printed, or undefined when it cannot answer: not
 * a git checkout, no git, more than `timeoutMs` (then it is stopped), or more output than any read
 * needs. `input` is written to its standard input (cat-file --batch's list). Never a password prompt.
 */
export function gitRead(
  root: string,
  args: string[],
  { input, timeoutMs = GIT_READ_TIMEOUT_MS }: { input?: string; timeoutMs?: number } = {},
): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const child = spawn("git", args, {
      cwd: root,
      env: { ...process.env, GIT_TERMINAL_PROMPT: "0", GIT_LITERAL_PATHSPECS: "1", LC_ALL: "C" },
      stdio: ["pipe", "pipe", "ignore"],
    });
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const settle = (value: Buffer | undefined) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (value === undefined) child.kill("SIGKILL");
      resolve(value);
    };
    // Settled at once, not when its output closes: a child of git's could hold that open.
    const timer = setTimeout(() => settle(undefined), timeoutMs);
    child.stdout.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_OUTPUT) settle(undefined);
      else chunks.push(chunk);
    });
    child.on("error", () => settle(undefined));
    child.on("close", (code) => settle(code === 0 ? Buffer.concat(chunks) : undefined));
    child.stdin.on("error", () => undefined);
    child.stdin.end(input ?? "");
  });
}

/**
 * The blobs `git cat-file --batch` printed, in the order asked; a name it did not find (a version
 * that did not have the file) is left out. Each is '<object> blob <size>\n<size bytes>\n'.
 */
export function batchBlobs(output: Buffer): Buffer[] {
  const blobs: Buffer[] = [];
  let at = 0;
  while (at < output.length) {
    const end = output.indexOf(0x0a, at);
    if (end < 0) break;
    const header = output.subarray(at, end).toString("utf8");
    at = end + 1;
    const size = /^[0-9a-f]+ blob (\d+)$/.exec(header)?.[1];
    if (size === undefined) continue; // '<name> missing'
    blobs.push(output.subarray(at, at + Number(size)));
    at += Number(size) + 1;
  }
  return blobs;
}
