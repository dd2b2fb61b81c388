import fs from "node:fs";
import path from "node:path";
import type { Problem } from "../../content/problems.ts";
import { Refusal } from "./refusal.ts";
import { versionOf } from "./version.ts";

export { versionOf };

/** Writes a file by a temporary file in the same folder and a rename: never a half-written file. */
function writeAtomically(abs: string, text: string) {
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  const temp = path.join(path.dirname(abs), `.${path.basename(abs)}.${process.pid}.${Date.now()}.tmp`);
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, abs);
}

export interface SaveResult {
  version: string;
  text: string;
  /** The file now holds `text`, read back after the write: the editor says "Saved" only then. */
  written: true;
}

/**
 * Saves a file the editor opened at `version` (null: it did not exist): refused when the file
 * changed on disk since (someone else's edit is never overwritten), and while `check` finds a
 * problem. `shown` names the file for people ('pages/about.json', 'content/site.json').
 */
export async function saveChecked<P extends Problem>(
  abs: string,
  shown: string,
  version: unknown,
  check: () => Promise<{ text: string; problems: P[] }>,
): Promise<SaveResult | { problems: P[] }> {
  const current = fs.existsSync(abs) ? versionOf(fs.readFileSync(abs)) : null;
  if (current !== version)
    throw new Refusal(
      409,
      `Nothing was saved: ${shown} changed on disk since you opened it (someone else saved it, or it was edited outside the editor).`,
    );
  const { text, problems } = await check();
  if (problems.length) return { problems };
  writeAtomically(abs, text);
  if (fs.readFileSync(abs, "utf8") !== text) throw new Error(`${shown} does not hold what was written to it (${abs})`);
  return { version: versionOf(text), text, written: true };
}
