import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../../src/content/paths.ts";

/** Everything the build reads. A change to any of these makes the build stale. */
const INPUTS = [
  "pages",
  "content",
  "schema",
  "src",
  "contracts",
  "public",
  "scripts/lib",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
];
export const STAMP_FILE = path.join(ROOT, "build", ".input-hash");

function* files(rel: string): Generator<string> {
  const abs = path.join(ROOT, rel);
  if (!fs.existsSync(abs)) return;
  if (fs.statSync(abs).isFile()) return yield rel;
  for (const entry of fs.readdirSync(abs).sort()) yield* files(path.posix.join(rel, entry));
}

/** A hash of the paths and contents of every build input (content, not times, so a fresh clone is judged fairly). */
export function inputHash(): string {
  const hash = createHash("sha256");
  for (const input of INPUTS)
    for (const file of files(input)) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash
        .update(file)
        .update("\0")
        .update(fs.readFileSync(path.join(ROOT, file)))
        .update("\0");
    }
  return hash.digest("hex");
}

export function buildIsCurrent(): boolean {
  return fs.existsSync(STAMP_FILE) && fs.readFileSync(STAMP_FILE, "utf8") === inputHash();
}

export function writeStamp() {
  fs.writeFileSync(STAMP_FILE, inputHash());
}
