/**
 * `npm run test:node24`: the server tests and the build tests (but the HTML check, which does not run on
 * Node) on Node 24, the line production runs
 * (the Dockerfile's), whatever Node this machine has. Node 24 and better-sqlite3 built for it come
 * from scripts/lib/node24.ts; builds the site first when the build is missing or stale.
 * `--prepare` only fetches Node 24 and builds better-sqlite3 for it (CI does that while `npm test` runs).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ROOT } from "../engine/paths.ts";
import { buildIsCurrent } from "./lib/build-stamp.ts";
import { node24Env, NODE24_HEADERS, prepareNode24 } from "./lib/node24.ts";

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  console.log(`\n=== ${title}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, env, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n${title} failed.`);
    process.exit(result.status ?? 1);
  }
  console.log(`(${title}: ${Math.round((Date.now() - started) / 1000)} s)`);
}

const started = Date.now();
const node24 = prepareNode24();
console.log(`Node 24 ready in ${Math.round((Date.now() - started) / 1000)} s`);
if (process.argv.includes("--prepare")) process.exit(0);
const env = node24Env(node24);
const node = path.join(node24.bin, "node");
const vitest = ["node_modules/vitest/vitest.mjs", "run"];
run(
  `Node 24 and better-sqlite3 (compiled against Node ${NODE24_HEADERS}'s headers)`,
  node,
  [
    "-e",
    'const Database = require("better-sqlite3"); const db = new Database(":memory:"); ' +
      'console.log(`Node ${process.version}, SQLite ${db.prepare("select sqlite_version()").pluck().get()}`)',
  ],
  env,
);
if (!buildIsCurrent()) run("Build (on Node 24)", "npm", ["run", "build"], env);
run("Server tests on Node 24", node, [...vitest, "--project", "server"], env);
// But the W3C HTML check: it reads the same build files with the same Java program whatever Node runs
// the test (the build is the one `npm test` just checked), and is the slowest of them (45 s here).
run(
  "Build tests on Node 24",
  node,
  [...vitest, "-c", "vitest.build.config.ts", "--exclude", "tests/build/html-valid.test.ts"],
  env,
);
console.log(`\nNode 24: server and build tests passed in ${Math.round((Date.now() - started) / 1000)} s.`);
