/**
 * `npm run build:studio`: the editor built for the studio (vite.studio.config.ts) into
 * build-studio/, stamped with a hash of what it reads. With --if-stale (what `npm run studio` runs
 * first), only when that build is missing or older than its sources, so a fresh clone just works.
 * Then the studio's server compiled to JavaScript (dist/), when that is missing or stale.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../engine/paths.ts";
import { hashFiles } from "./lib/build-stamp.ts";
import { putInPlace } from "./lib/put-in-place.ts";
import { buildServerOrExit } from "./lib/server-build.ts";

/** Everything the editor's build reads: its code, the blocks it previews, the schemas it edits with. */
const INPUTS = [
  "src",
  "engine",
  "editor/client",
  "studio/client",
  "contracts",
  "schema",
  "scripts/lib",
  "package-lock.json",
  "vite.studio.config.ts",
  "tsconfig.json",
];

const OUT = path.join(ROOT, "build-studio");
const hash = hashFiles(ROOT, INPUTS, /\.test\.tsx?$/);
const isCurrent = () =>
  fs.existsSync(path.join(OUT, ".input-hash")) && fs.readFileSync(path.join(OUT, ".input-hash"), "utf8") === hash;

if (!(process.argv.includes("--if-stale") && isCurrent())) {
  console.log("Building the studio's editor (build-studio/, about half a minute)...");
  // Built beside it, then put in place whole: a studio starting meanwhile, or a second build at
  // the same time, never sees half a build.
  const temp = `${OUT}.${process.pid}.tmp`;
  const result = spawnSync(
    "npx",
    ["vite", "build", "-c", "vite.studio.config.ts", "--outDir", temp, "--logLevel", "warn"],
    // A production build whatever NODE_ENV the caller runs under: under vitest's "test" (a server
    // test starting the studio first) Vite built JSX for development, with this machine's source paths in it.
    { cwd: ROOT, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } },
  );
  if (result.status !== 0) {
    fs.rmSync(temp, { recursive: true, force: true });
    console.error("The studio's editor could not be built: the lines above say why.");
    process.exit(result.status ?? 1);
  }
  fs.writeFileSync(path.join(temp, ".input-hash"), hash);
  putInPlace(temp, OUT, isCurrent);
}

// The studio's server, compiled to JavaScript (dist/) when it is missing or older than its sources.
buildServerOrExit({ ifStale: true });
