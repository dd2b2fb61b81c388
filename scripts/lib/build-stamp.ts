import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../../engine/paths.ts";

/** Everything the build reads. A change to any of these makes the build stale. */
export const INPUTS = [
  "pages",
  "content",
  "i18n",
  "schema",
  "src",
  "engine",
  "contracts",
  "public",
  "scripts/lib",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
];
export const STAMP_FILE = path.join(ROOT, "build", ".input-hash");

function* files(root: string, rel: string): Generator<string> {
  const abs = path.join(root, rel);
  if (!fs.existsSync(abs)) return;
  if (fs.statSync(abs).isFile()) return yield rel;
  for (const entry of fs.readdirSync(abs).sort()) yield* files(root, path.posix.join(rel, entry));
}

/**
 * A hash of the paths (relative to root) and contents of every file under the inputs, in name order,
 * leaving out the files whose path `skip` matches: content, not times, so a fresh copy is judged fairly.
 */
export function hashFiles(root: string, inputs: string[], skip: RegExp): string {
  const hash = createHash("sha256");
  for (const input of inputs)
    for (const file of files(root, input)) {
      if (skip.test(file)) continue;
      hash
        .update(file)
        .update("\0")
        .update(fs.readFileSync(path.join(root, file)))
        .update("\0");
    }
  return hash.digest("hex");
}

/** A hash of every build input under `root` (tests left out). */
export function inputHash(root = ROOT): string {
  return hashFiles(root, INPUTS, /\.test\.tsx?$/);
}

export function buildIsCurrent(): boolean {
  return fs.existsSync(STAMP_FILE) && fs.readFileSync(STAMP_FILE, "utf8") === inputHash();
}

export function writeStamp() {
  fs.writeFileSync(STAMP_FILE, inputHash());
}
