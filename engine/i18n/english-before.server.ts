import fs from "node:fs";
import path from "node:path";
import { blameDates } from "./english-dates.server.ts";
import { batchBlobs, gitRead, GIT_READ_TIMEOUT_MS } from "./git-read.server.ts";
import { sourceHash } from "./source-hash.ts";
import { readJson } from "../json-source.ts";

/** What the editor can say about a field whose English changed since it was translated. */
export interface Earlier {
  /** The fingerprint the translation records: `text` is the English that has it. */
  from: string;
  /** The English the Bangla was translated from, when the site's history still has it. */
  text?: string;
  /** When the English's line last changed ('2026-11-27'), from git or, not committed yet, the file's date. */
  changed?: string;
}

/** How far back the history is searched: older translations say only when the English changed. */
const VERSIONS = 40;

/** Every string in a JSON value, by its fingerprint (a section may have moved since: any place counts). */
function stringsOf(value: unknown, out: Map<string, string>, wanted: Set<string>) {
  if (typeof value === "string") {
    const hash = sourceHash(value);
    if (wanted.has(hash)) out.set(hash, value);
  } else if (Array.isArray(value)) value.forEach((v) => stringsOf(v, out, wanted));
  else if (value && typeof value === "object") for (const v of Object.values(value)) stringsOf(v, out, wanted);
}

/**
 * For each stale field (its pointer and the fingerprint its translation records), the English it was
 * translated from, found in the file's recent git history, and the date its English changed: the
 * translator then sees what changed rather than only that something did. Outside a git checkout,
 * only the file's date is known for English not committed yet, and nothing else. Three git commands
 * whatever the history's length (the versions' commits and the lines' dates together, then every
 * version at once), none waited for past `timeoutMs`: git never holds up the process that asks.
 */
export async function englishBefore(
  root: string,
  file: string,
  text: string,
  stale: readonly { pointer: string; from: string }[],
  timeoutMs = GIT_READ_TIMEOUT_MS,
): Promise<Map<string, Earlier>> {
  const found = new Map<string, Earlier>();
  if (!stale.length) return found;
  const wanted = new Set(stale.map((s) => s.from));
  const texts = new Map<string, string>();
  const [log, blame] = await Promise.all([
    gitRead(root, ["log", `-n${VERSIONS}`, "--format=%H", "--", file], { timeoutMs }),
    gitRead(root, ["blame", "--porcelain", "--", file], { timeoutMs }),
  ]);
  const commits = log?.toString("utf8").split("\n").filter(Boolean) ?? [];
  const versions = commits.length
    ? await gitRead(root, ["cat-file", "--batch"], { input: commits.map((c) => `${c}:${file}\n`).join(""), timeoutMs })
    : undefined;
  for (const blob of versions ? batchBlobs(versions) : []) {
    try {
      stringsOf(JSON.parse(blob.toString("utf8")), texts, wanted);
    } catch {
      // A version that was not valid JSON has nothing to offer.
    }
    if (texts.size === wanted.size) break;
  }
  const dates = blame ? blameDates(blame.toString("utf8")) : new Map<number, string>();
  const { locate } = readJson(Buffer.from(text));
  let fileDate: string | undefined;
  for (const { pointer, from } of stale) {
    let changed = dates.get(locate(pointer).line);
    if (!changed || changed === "uncommitted") {
      fileDate ??= fileDay(path.join(root, file));
      changed = fileDate;
    }
    found.set(pointer, {
      from,
      ...(texts.has(from) ? { text: texts.get(from) } : {}),
      ...(changed ? { changed } : {}),
    });
  }
  return found;
}

function fileDay(at: string): string | undefined {
  try {
    return fs.statSync(at).mtime.toISOString().slice(0, 10);
  } catch {
    return undefined;
  }
}
