/**
 * Vitest's global set-up: the temp folders every test makes (os.tmpdir(), which reads TMPDIR, in
 * this process, its workers and the servers they start) go into one folder of this run, removed
 * when the run ends, rather than piling up in the system's temp folder run after run.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export default function setup() {
  const previous = process.env.TMPDIR;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-tests-"));
  // The PostgreSQL tests run its programs as the postgres user, who must reach the folders inside.
  fs.chmodSync(dir, 0o755);
  process.env.TMPDIR = dir;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
