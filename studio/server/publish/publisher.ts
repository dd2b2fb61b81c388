import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ReleaseError, type Releases } from "../../../server/releases.ts";
import { missingPictures, missingPicturesWords } from "../../../scripts/lib/release-pictures.ts";
import type { BuildProgress } from "../../../scripts/lib/build-progress.ts";
import type { Pending } from "./changes.ts";
import { estimateMs } from "./estimate.ts";
import { liveSource, sentenceFor, sinceLive } from "./live-source.ts";
import { tracker, type Outcome, type Running, type Tracker } from "./progress.ts";
import type { PublishRecords } from "./records.ts";

export type { Outcome, Running };
import type { Problem } from "../../../engine/model.ts";
import { contentProblemWords } from "./problem-refusal.ts";

/**
 * A build's refusal is written for the publisher (a content problem, in validate's words); a
 * failure of the machine (a full disk, a folder it may not write) is said without its paths, which
 * go to the log with the error.
 */
function buildProblemWords(error: unknown, root: string): string {
  const problems = (error as { problems?: readonly Problem[] }).problems;
  if (problems?.length) return contentProblemWords(problems, root);
  const code = (error as NodeJS.ErrnoException).code;
  if (typeof code === "string")
    return `the build stopped on a problem with the studio's files (${code}). Check that the studio's disk has room, then publish again; the studio's log has the details.`;
  return (error as Error).message;
}

/** A build a publish started in the releases folder ('.building-<random>', and its '.partial-<pid>' beside it). */
const UNFINISHED = /^\.building-/;

/**
 * Removes the builds a publish left unfinished when the studio was stopped in the middle (kill -9,
 * a power cut): each is a whole site (27 MB here) that no later publish would use or remove. Only
 * the studio builds in the releases folder, and one studio runs, so none of them is still being made.
 */
function removeUnfinishedBuilds(dir: string) {
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir))
    if (UNFINISHED.test(name)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
}

/** What a build is asked for: the site's folder, and for an incremental build the previous build and the changed files. */
export interface BuildRequest {
  root: string;
  /** The live release's folder, when the build may start from it; absent: a full build. */
  previous?: string;
  /** Paths from the site's folder, deleted files included, since `previous` was built. */
  changed?: string[];
  /** A folder that does not exist yet: the new build appears there whole, or not at all. */
  out: string;
  /** Told where the build is as it goes (scripts/lib/build-progress.ts). */
  onProgress?: (progress: BuildProgress) => void;
}

/** Builds the site; rejects with an Error whose message says, in plain words, why nothing was built. */
export type Builder = (request: BuildRequest) => Promise<{ kind: string; rendered?: string[] }>;

/** The site's folder at a commit, ready to build: a checkout of its own, so saves meanwhile change nothing in it. */
export type Snapshot = (commit: string | undefined) => Promise<string>;

/** A publish or roll back that could not be done; the message is for the publisher. */
export class PublishError extends Error {
  constructor(
    message: string,
    readonly status: 409 | 422 | 404 | 500,
    /** What went wrong underneath (a build tool's output), for the studio's log only. */
    cause?: unknown,
  ) {
    super(message, { cause });
  }
}

export interface ReleaseRecord {
  id: string;
  installedAt: string;
  live: boolean;
  /** The commit it was built from: the studio's record, or the build's own (undefined when not known). */
  commit?: string;
  /** The account's e-mail; undefined for a release the studio did not make (installed with `npm run releases`). */
  publishedBy?: string;
  buildKind?: string;
  tookMs?: number;
}

/** Recent publishes the estimate reads (studio/server/publish/estimate.ts looks at the newest 5 of a kind). */
const RECENT = 30;

/**
 * Publishing from the studio: what is not yet live, a publish (snapshot of the newest commit,
 * build, install, switch), and a roll back (a switch to an older release). One at a time: a second
 * request while one runs is refused in words, never queued behind a build nobody sees.
 */
export function publisher(opts: {
  records: PublishRecords;
  releases: Releases;
  siteDir: string;
  git: boolean;
  build: Builder;
  snapshot: Snapshot;
  now?: () => number;
}) {
  const { records, releases, build, snapshot, now = Date.now } = opts;
  removeUnfinishedBuilds(releases.dir);
  const recorded = async (id: string | undefined) => (id ? await records.get(id) : undefined);
  const estimate = async (kind: string, pages: number) => estimateMs(await records.recent(RECENT), kind, pages);
  let running: Tracker | undefined;
  let last: Outcome | undefined;

  async function exclusively<T>(
    action: Running["action"],
    by: string,
    work: (progress: Tracker) => Promise<T>,
  ): Promise<T> {
    if (running) {
      const { by: who, action: what, since } = running.view();
      throw new PublishError(
        `${who} started to ${what} at ${since.slice(11, 16)} UTC, and it has not finished. Wait a moment, then reload this page.`,
        409,
      );
    }
    running = tracker(action, by, now, estimate);
    try {
      return await work(running);
    } finally {
      running = undefined;
    }
  }

  const changesSinceLive = () => sinceLive(records, releases, opts);
  const liveSentence = (pending: Pending | undefined, since: string | undefined, root: string, pages: number) =>
    sentenceFor(opts.siteDir, pending, since, root, pages);

  async function publishNow(by: string, progress: Tracker) {
    progress.enter("check");
    const live = releases.live();
    const { source, pending } = await changesSinceLive();
    const root = await snapshot(pending?.head);
    const incremental = live && pending?.files && fs.existsSync(path.join(releases.dir, live));
    // Built inside the releases folder, so installing it is a rename, not a copy.
    fs.mkdirSync(releases.dir, { recursive: true });
    const out = path.join(releases.dir, `.building-${randomBytes(6).toString("hex")}`);
    let built: Awaited<ReturnType<Builder>>;
    try {
      built = await build({
        root,
        out,
        onProgress: progress.build,
        ...(incremental ? { previous: path.join(releases.dir, live), changed: pending.files!.map((f) => f.file) } : {}),
      });
    } catch (error) {
      fs.rmSync(out, { recursive: true, force: true });
      throw new PublishError(`Nothing was published: ${buildProblemWords(error, root)}`, 422, error);
    }
    // Whatever made the build, no page goes live showing a picture the release does not hold.
    const missing = await missingPictures(out);
    if (missing.length) {
      fs.rmSync(out, { recursive: true, force: true });
      throw new PublishError(`Nothing was published: ${missingPicturesWords(missing)}`, 422);
    }
    const pages = progress.plan()?.pages ?? built.rendered?.length ?? 0;
    const words = await liveSentence(pending, source.commit, root, pages);
    progress.enter("switch");
    try {
      const id = releases.install(out, { move: true });
      const tookMs = now() - progress.started;
      await records.add({
        release: id,
        commit: pending?.head ?? "",
        publishedBy: by,
        publishedMs: now(),
        buildKind: built.kind,
        tookMs,
        pages,
      });
      releases.activate(id);
      return {
        release: id,
        commit: pending?.head,
        kind: built.kind,
        tookMs,
        rendered: built.rendered ?? [],
        live: words,
      };
    } catch (error) {
      fs.rmSync(out, { recursive: true, force: true });
      if (error instanceof ReleaseError) throw new PublishError(`Nothing was published: ${error.message}`, 500, error);
      throw error;
    }
  }

  return {
    /** The publish or roll back under way, with its steps so far. */
    running: () => running?.view(),
    /** How the last publish since the studio started ended, if one did. */
    last: () => last,

    /** The changes a publish now would make live: since the live release's commit. */
    async pending(): Promise<Pending | undefined> {
      return (await changesSinceLive()).pending;
    },

    /** Every release kept, newest first, with who published it from which commit. */
    history(): Promise<ReleaseRecord[]> {
      return Promise.all(
        releases.list().map(async ({ id, installedAt, live }) => {
          const row = await recorded(id);
          const { commit } = await liveSource(records, releases.dir, id);
          return { id, installedAt: installedAt.toISOString(), live, ...row, commit };
        }),
      );
    },

    /**
     * Builds the newest commit and makes it live. The live site is untouched unless every step
     * succeeds. `by` is the account's e-mail (recorded), `name` how the studio shows who it is.
     */
    async publish(by: string, name = by) {
      try {
        const result = await exclusively("publish", name, (progress) => publishNow(by, progress));
        last = { by: name, at: new Date(now()).toISOString(), tookMs: result.tookMs, live: result.live };
        return result;
      } catch (error) {
        if (error instanceof PublishError && error.status !== 409)
          last = { by: name, at: new Date(now()).toISOString(), tookMs: 0, problem: error.message };
        throw error;
      }
    },

    /** Makes a kept release live again: the same switch as a publish, with no build. */
    rollBack(id: string, by: string) {
      return exclusively("roll back", by, async () => {
        if (!releases.list().some((r) => r.id === id))
          throw new PublishError(
            "That earlier version of the site is no longer kept: it may have been removed as older ones are. Reload this page to see the ones kept.",
            404,
          );
        releases.rollBack(id);
        return { release: id, commit: (await recorded(id))?.commit || undefined };
      });
    },
  };
}

export type Publisher = ReturnType<typeof publisher>;
