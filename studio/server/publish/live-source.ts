import fs from "node:fs";
import path from "node:path";
import { readBuildSource } from "../../../contracts/site-manifest.ts";
import type { Releases } from "../../../server/releases.ts";
import { runGit } from "../../../editor/server/store/git.ts";
import { pendingChanges, type FileChange, type Pending } from "./changes.ts";
import { liveWords } from "./live-words.ts";
import type { PublishRecords } from "./records.ts";
import { whatChanged } from "./what-changed.ts";

/** The commit the live release was built from, and files it held that differed from that commit. */
export interface LiveSource {
  commit?: string;
  uncommitted: string[];
}

/**
 * Which commit a release is of: the studio's record of its own publish, or else the record the
 * build itself holds (contracts/site-manifest.ts, build-source.json), which a release an operator
 * installed with `npm run releases -- install` has too. Undefined commit: not known (a build made
 * outside a git checkout, or before builds recorded it), and the next publish is a full build.
 */
export async function liveSource(
  records: PublishRecords,
  releasesDir: string,
  release: string | undefined,
): Promise<LiveSource> {
  if (!release) return { uncommitted: [] };
  const row = await records.get(release);
  if (row?.commit) return { commit: row.commit, uncommitted: [] };
  const source = readBuildSource(path.join(releasesDir, release));
  if (!source || source.commit === "unknown") return { uncommitted: [] };
  return { commit: source.commit, uncommitted: source.uncommitted };
}

/**
 * What changed since the live release (studio/server/publish/changes.ts), with the files that release
 * held uncommitted added, each once: a build from a checkout with edits not committed holds them.
 */
export async function sinceLive(
  records: PublishRecords,
  releases: Releases,
  opts: { git: boolean; siteDir: string },
): Promise<{ source: LiveSource; pending: Pending | undefined }> {
  const source = await liveSource(records, releases.dir, releases.live());
  if (!opts.git) return { source, pending: undefined };
  const pending = await pendingChanges(opts.siteDir, source.commit);
  if (pending.files && source.uncommitted.length) {
    const known = new Set(pending.files.map((f) => f.file));
    const extra: FileChange[] = source.uncommitted
      .filter((file) => !known.has(file))
      .map((file) => ({ file, removed: !fs.existsSync(path.join(opts.siteDir, file)), saves: [] }));
    pending.files = [...pending.files, ...extra].sort((a, b) => a.file.localeCompare(b.file));
  }
  return { source, pending };
}

/** The sentence for what a publish made live (studio/server/publish/live-words.ts), `since` the live release's commit. */
export async function sentenceFor(
  siteDir: string,
  pending: Pending | undefined,
  since: string | undefined,
  root: string,
  pages: number,
): Promise<string> {
  if (!pending?.files || !since) return liveWords(undefined, pages);
  const before = (file: string) => runGit(siteDir, ["show", `${since}:${file}`]).catch(() => undefined);
  return liveWords(await whatChanged(pending.files, root, before), pages);
}
