import path from "node:path";
import { readBuildSource } from "../../contracts/site-manifest.ts";
import type { PublishRecords } from "./records.ts";

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
