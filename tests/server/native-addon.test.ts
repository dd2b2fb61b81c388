/**
 * better-sqlite3's native addon as this Node loads it. On Node 24 it must be compiled against
 * headers older than 24.19.0 (scripts/lib/node24.ts says why): compiled against newer ones, Node
 * aborts the process when a garbage collection that an allocation starts takes a statement
 * object, which the server drops on every /readyz and at start-up.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../engine/paths.ts";

// Statements prepared and dropped at once, then enough allocation for several collections.
const DROP_STATEMENTS = `
const Database = require("better-sqlite3");
const db = new Database(":memory:");
for (let i = 0; i < 2000; i++) db.prepare("SELECT 1");
let garbage = [];
for (let i = 0; i < 5e5; i++) garbage.push({ i });
garbage = null;
db.close();
console.log("collected");
`;

describe("better-sqlite3's native addon", () => {
  it(`lets the garbage collector take statements nobody holds, without aborting (Node ${process.versions.node})`, () => {
    const result = spawnSync(process.execPath, ["-e", DROP_STATEMENTS], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.stderr).toBe("");
    expect(result.stdout).toBe("collected\n");
    expect(result.status).toBe(0);
  });
});
