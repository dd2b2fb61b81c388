/**
 * Vitest's global set-up: the temp folders every test makes (os.tmpdir(), which reads TMPDIR, in
 * this process, its workers and the servers they start) go into one folder of this run, removed
 * when the run ends, rather than piling up in the system's temp folder run after run. Also the
 * server and the studio compiled to JavaScript (dist/) when that is missing or stale: the tests
 * that start them as processes run what production runs.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildServer } from "../scripts/lib/server-build.ts";

export default function setup() {
  buildServer({ ifStale: true, quiet: true });
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
