/**
 * The public server and the studio compiled to plain JavaScript ahead of time (`npm run
 * build:server`, and every `npm run build`): production starts `node` on dist/, with no TypeScript
 * loader compiling each file as it is imported. tsc writes what tsconfig.dist.json's entries import,
 * file for file, into dist/ with the same folders (its imports of `./x.ts` rewritten to `./x.js`); the
 * files the code reads beside itself (migrations, JSON schemas, the worker threads' plain .mjs
 * starters) are copied to their places. Stamped with a hash of what it reads, like the site's build.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { CODE_ROOT } from "../../contracts/code-root.ts";
import { hashFiles } from "./build-stamp.ts";
import { putInPlace } from "./put-in-place.ts";

export const DIST = path.join(CODE_ROOT, "dist");

/** The folders whose code the server and the studio run (tsconfig.dist.json's entries import from them). */
const CODE_FOLDERS = ["server", "studio/server", "editor/server", "engine", "contracts", "scripts/lib", "src"];
/** What a change to makes dist/ stale: the code, and what compiles it. */
const INPUTS = [...CODE_FOLDERS, "package-lock.json", "tsconfig.json", "tsconfig.dist.json"];
/** Files read beside the code at run time, copied to the same place under dist/. */
const BESIDE_CODE = /\.(sql|json|mjs)$/;
const STAMP = ".input-hash";

const inputHash = () => hashFiles(CODE_ROOT, INPUTS, /\.test\.tsx?$/);

export function serverBuildIsCurrent(hash = inputHash()): boolean {
  const stamp = path.join(DIST, STAMP);
  return fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === hash;
}

function copyBesideCode(from: string, to: string) {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && entry.name !== "fixtures") copyBesideCode(source, path.join(to, entry.name));
    } else if (BESIDE_CODE.test(entry.name)) {
      fs.mkdirSync(to, { recursive: true });
      fs.copyFileSync(source, path.join(to, entry.name));
    }
  }
}

/**
 * Compiles into dist/ (beside it first, then put in place whole: a server starting meanwhile never
 * sees half of it). With `ifStale`, only when dist/ is missing or older than its sources. Throws
 * with tsc's own words when the code does not compile.
 */
export function buildServer({ ifStale = false, quiet = false } = {}): "built" | "current" {
  const hash = inputHash();
  if (ifStale && serverBuildIsCurrent(hash)) return "current";
  if (!quiet) console.log("Compiling the server and the studio to JavaScript (dist/, a few seconds)...");
  const temp = `${DIST}.${process.pid}.tmp`;
  fs.rmSync(temp, { recursive: true, force: true });
  const tsc = path.join(CODE_ROOT, "node_modules/typescript/bin/tsc");
  const result = spawnSync(process.execPath, [tsc, "-p", "tsconfig.dist.json", "--outDir", temp], {
    cwd: CODE_ROOT,
    encoding: "utf8",
  });
  if (result.status !== 0) {
    fs.rmSync(temp, { recursive: true, force: true });
    throw new Error(
      `The server could not be compiled to JavaScript:\n${result.stdout}${result.stderr}${result.error?.message ?? ""}`,
    );
  }
  for (const folder of CODE_FOLDERS) copyBesideCode(path.join(CODE_ROOT, folder), path.join(temp, folder));
  fs.writeFileSync(path.join(temp, STAMP), hash);
  putInPlace(temp, DIST, () => serverBuildIsCurrent(hash));
  return "built";
}

/** buildServer for a command: tsc's words and exit 1 when the code does not compile. */
export function buildServerOrExit(options: Parameters<typeof buildServer>[0] = {}) {
  try {
    buildServer(options);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
