import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Every file and link under a folder, by relative path, with a digest of its bytes. */
export function tree(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = path.join(rel, entry.name);
      const full = path.join(dir, child);
      if (entry.isSymbolicLink()) found.set(child, `-> ${fs.readlinkSync(full)}`);
      else if (entry.isDirectory()) visit(child);
      else found.set(child, createHash("sha256").update(fs.readFileSync(full)).digest("hex"));
    }
  };
  visit("");
  return found;
}

/** The files that differ between two builds: missing from one, or with other bytes. */
export function differences(a: string, b: string): string[] {
  const [left, right] = [tree(a), tree(b)];
  const names = new Set([...left.keys(), ...right.keys()]);
  return [...names].filter((n) => left.get(n) !== right.get(n)).sort();
}
