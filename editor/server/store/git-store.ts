import fs from "node:fs";
import { Refusal } from "../refusal.ts";
import { StaleFile, type Author, type Change } from "./content-store.ts";
import { FileStore } from "./file-store.ts";
import { GitFailed, runGit, withoutCredentials } from "./git.ts";

export interface GitStoreOptions {
  /** Who commits: the studio itself (each commit's author is the editor who saved). */
  committer?: Author;
  /** The shared history (a URL or a path git reaches): pulled before each write and pushed after. */
  remote?: string;
  /** The branch of the remote the checkout follows; the checkout's own branch when not given. */
  branch?: string;
}

const STUDIO: Author = { name: "Nexaforge Studio", email: "studio@localhost" };
/** Times a push refused because the remote moved is tried again after taking the remote's commits. */
const PUSH_TRIES = 3;

/** Nothing was written: the shared history could not be reached (or refused every try). */
class RemoteUnreachable extends Refusal {
  constructor(cause: unknown) {
    super(
      503,
      "Nothing was saved: the studio cannot reach the site's shared history just now. Try again in a minute; if it keeps happening, ask whoever runs the studio to check its connection to the git remote.",
    );
    this.cause = cause;
  }
}

/** Nothing was written: the checkout holds what the remote does not (a hand edit git would overwrite, a commit of its own). */
class CheckoutAhead extends Refusal {
  constructor(cause: unknown) {
    super(
      503,
      "Nothing was saved: the studio's copy of the site has changes the shared history does not have. Ask a developer to tidy the studio's checkout.",
    );
    this.cause = cause;
  }
}

const rejected = (error: unknown) =>
  error instanceof GitFailed && /\[rejected\]|non-fast-forward|fetch first/.test(error.stderr);

/**
 * The site's files in a git checkout, for the studio: reads as the file store does (never through a
 * symbolic link: every path it hands git has passed the file store's refuseLinks, and git stores a
 * link as a link, never what it points to), and each write is one commit of exactly that change's
 * files (other files changed in the checkout are left as they are), authored by the editor and
 * committed by the studio, with the change's message. Writes run one at a time, since git's index is
 * one for the checkout. A commit that fails puts the files back as they were.
 *
 * With a remote, each write first takes the remote's new commits (a fast-forward, so the version
 * check sees what developers pushed), then commits and pushes; a push refused because the remote
 * moved takes the remote's commits and puts the commit on top of them when they touch none of its
 * files. When they touch one, the commit and its files are undone (the checkout then equals the
 * remote) and the write is refused as stale (409): the editor re-reads the file and merges section
 * by section, asking about fields both changed, which git's line merge cannot do. Never a force-push.
 * A remote that cannot be reached refuses the write (503) and keeps no commit: a save the editor saw
 * succeed is on the shared history, so nobody later meets a local commit that no longer merges, on a
 * checkout nobody watches.
 */
export class GitStore extends FileStore {
  private readonly committer: Author;
  private readonly remote?: string;
  private branch?: string;
  /** The write running now; the next one waits for it. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(root: string, options: GitStoreOptions = {}) {
    super(root);
    this.committer = options.committer ?? STUDIO;
    // Given to git as an argument: a leading "-" would be read as one of its options.
    if (options.remote?.startsWith("-")) throw new Error(`Not a git remote: ${withoutCredentials(options.remote)}`);
    this.remote = options.remote;
    this.branch = options.branch;
  }

  override write(change: Change): Promise<Map<string, string>> {
    const run = this.queue.then(() => this.commit(change));
    this.queue = run.catch(() => undefined);
    return run;
  }

  override async remove(file: string, version: string, about: Pick<Change, "author" | "message"> = {}) {
    await this.write({ ...about, texts: new Map([[file, null]]), read: new Map([[file, version]]) });
  }

  private git(args: string[], author: Author = this.committer) {
    return runGit(this.root, args, {
      GIT_AUTHOR_NAME: author.name,
      GIT_AUTHOR_EMAIL: author.email,
      GIT_COMMITTER_NAME: this.committer.name,
      GIT_COMMITTER_EMAIL: this.committer.email,
    });
  }

  private async commit(change: Change): Promise<Map<string, string>> {
    if (this.remote) await this.pull();
    const files = [...change.texts.keys()];
    const before = new Map(files.map((f) => [f, fs.existsSync(this.abs(f)) ? fs.readFileSync(this.abs(f)) : null]));
    const versions = await super.write(change);
    try {
      const committed = await this.commitFiles(change, files);
      if (!committed || !this.remote) return versions;
    } catch (error) {
      await this.putBack(before);
      throw error;
    }
    await this.push(files);
    return versions;
  }

  /** Stages the change's files and commits them alone; false when they hold what the last commit has. */
  private async commitFiles(change: Change, files: string[]): Promise<boolean> {
    for (const [file, text] of change.texts)
      if (text === null) await this.git(["rm", "--cached", "--quiet", "--ignore-unmatch", "--", file]);
      else await this.git(["add", "--", file]);
    // Without renames: git would name only the new path of a moved file, and leave its removal out of the commit.
    const staged = (await this.git(["diff", "--cached", "--name-only", "--no-renames", "-z", "HEAD", "--", ...files]))
      .split("\0")
      .filter(Boolean);
    if (!staged.length) return false;
    const message = change.message?.trim() || `Changed ${files.join(", ")}`;
    const args = ["commit", "--quiet", "--no-verify", "--cleanup=whitespace", "-m", message, "--only", "--"];
    await this.git([...args, ...staged], change.author);
    return true;
  }

  /** Files as they were before a write whose commit failed, and out of git's index again. */
  private async putBack(before: Map<string, Buffer | null>) {
    await super.write({ texts: new Map(before), read: new Map([...before.keys()].map((f) => [f, this.version(f)])) });
    await this.git(["reset", "--quiet", "--", ...before.keys()]).catch(() => undefined);
  }

  private async target(): Promise<string> {
    this.branch ??= (await this.git(["symbolic-ref", "--short", "HEAD"])).trim();
    return this.branch;
  }

  /** The remote's branch as FETCH_HEAD; a remote that does not answer refuses the write. */
  private async fetch() {
    try {
      await this.git(["fetch", "--quiet", "--no-tags", this.remote!, await this.target()]);
    } catch (error) {
      throw new RemoteUnreachable(error);
    }
  }

  /** The remote's new commits into the checkout, before the version check. */
  private async pull() {
    await this.fetch();
    await this.git(["merge", "--ff-only", "--quiet", "FETCH_HEAD"]).catch((error) => {
      throw new CheckoutAhead(error);
    });
  }

  /**
   * Pushes the commit just made; when the remote moved meanwhile, takes its commits and puts this
   * one on top, unless they changed one of the same files (then: undone, and refused as stale).
   */
  private async push(files: string[]) {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.git(["push", "--quiet", this.remote!, `HEAD:refs/heads/${await this.target()}`]);
        return;
      } catch (error) {
        if (!rejected(error) || attempt === PUSH_TRIES) {
          await this.git(["reset", "--keep", "--quiet", "HEAD~1"]);
          throw new RemoteUnreachable(error);
        }
      }
      const mine = (await this.git(["rev-parse", "HEAD"])).trim();
      await this.fetch().catch(async (error) => {
        await this.git(["reset", "--keep", "--quiet", "HEAD~1"]);
        throw error;
      });
      const theirs = await this.git(["diff", "--name-only", "-z", "HEAD~1", "FETCH_HEAD", "--", ...files]);
      // The checkout becomes the remote's; the change's files go back to the remote's versions.
      await this.git(["reset", "--keep", "--quiet", "FETCH_HEAD"]).catch(async (error) => {
        await this.git(["reset", "--keep", "--quiet", "HEAD~1"]);
        throw new CheckoutAhead(error);
      });
      const both = theirs.split("\0").find(Boolean);
      if (both) throw new StaleFile(both);
      await this.git(["cherry-pick", "--allow-empty", mine]).catch(async (error) => {
        await this.git(["cherry-pick", "--abort"]).catch(() => undefined);
        throw new CheckoutAhead(error);
      });
    }
  }
}
