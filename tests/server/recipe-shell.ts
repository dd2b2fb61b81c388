/**
 * docs/deploying.md's recipe as an operator follows it: its `sh` blocks, in order, each command
 * typed into a shell (a terminal), one after another, so that `cd`, variables and `set -a` carry
 * over from one command to the next as they do for a person.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../../engine/paths.ts";

/** The fenced `sh` blocks of the section headed `heading`, each as its commands (comments and blank lines left out). */
export function recipeBlocks(heading: string): string[][] {
  const text = fs.readFileSync(path.join(ROOT, "docs/deploying.md"), "utf8");
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/deploying.md has no section "${heading}"`);
  const end = text.indexOf("\n## ", start + 1);
  const section = text.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((m) =>
    m[1]!
      .replace(/\\\n/g, " ")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#")),
  );
}

/** Printed by the shell when a command given to start() ends. */
const ENDED = "@@ended";

/** What a command printed and how it ended. */
export interface Done {
  command: string;
  code: number;
  out: string;
}

/**
 * A shell, as a terminal is: commands are written to it one at a time. Standard input of each
 * command is empty (no password piped in), as in a terminal where nobody types.
 */
export class Shell {
  private readonly child: ChildProcess;
  private out = "";
  private err = "";

  constructor(cwd: string, env: NodeJS.ProcessEnv) {
    this.child = spawn("sh", [], { cwd, env, stdio: ["pipe", "pipe", "pipe"], detached: true });
    this.child.stdout!.on("data", (c: Buffer) => (this.out += c));
    this.child.stderr!.on("data", (c: Buffer) => (this.err += c));
  }

  /** Runs `command` to its end. */
  async run(command: string, timeoutMs: number): Promise<Done> {
    const marker = `@@done-${Math.random().toString(36).slice(2)}`;
    const from = this.out.length;
    const errFrom = this.err.length;
    this.child.stdin!.write(`{ ${command}\n} </dev/null\necho "${marker} $?"\n`);
    const started = Date.now();
    const found = new RegExp(`${marker} (\\d+)\\n`);
    for (;;) {
      const m = found.exec(this.out.slice(from));
      if (m)
        return {
          command,
          code: Number(m[1]),
          out: this.out.slice(from, from + m.index) + this.err.slice(errFrom),
        };
      if (this.child.exitCode !== null) return { command, code: -1, out: this.output() };
      if (Date.now() - started > timeoutMs) return { command, code: -2, out: `(still running)\n${this.output()}` };
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Starts a command that keeps running (a server), as its terminal is then left to it. */
  start(command: string): void {
    this.child.stdin!.write(`{ ${command}\n} </dev/null\necho "${ENDED}"\n`);
  }

  /** A command given to start() has ended (a server that refused to start, or stopped). */
  ended(): boolean {
    return this.out.includes(ENDED) || this.child.exitCode !== null;
  }

  output(): string {
    return `${this.out}\n${this.err}`;
  }

  /** Ctrl+C in the terminal: the shell's whole process group. */
  stop(): Promise<void> {
    if (this.child.exitCode !== null || !this.child.pid) return Promise.resolve();
    const exited = new Promise<void>((resolve) => this.child.on("exit", () => resolve()));
    try {
      process.kill(-this.child.pid, "SIGINT");
      this.child.stdin!.end();
    } catch {
      return Promise.resolve();
    }
    return exited;
  }
}
