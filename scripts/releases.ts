/**
 * The operator's release tools, on the releases folder at RELEASES_DIR (which the public server
 * follows without a restart; the studio uses the same module after its builds):
 *
 *   npm run releases -- list
 *   npm run releases -- install [BUILD]     copy a finished build in (default ./build) and make it live
 *   npm run releases -- roll-back ID        make an earlier release live again
 */
import path from "node:path";
import { readBuildSource } from "../contracts/site-manifest.ts";
import { releasesConfig } from "../server/config.ts";
import { EnvReader } from "../server/env.ts";
import { ReleaseError, Releases } from "../server/releases.ts";

const USAGE = `Usage: npm run releases -- <command>
  list               the releases, newest first, and which one is live
  install [BUILD]    copy the build folder BUILD (default ./build) in as a new release and make it live
  roll-back ID       make the release ID live again
The releases folder is RELEASES_DIR; RELEASES_KEEP (default 5) older releases are kept.`;

function fail(message: string, code = 2): never {
  console.error(code === 2 ? `${message}\n\n${USAGE}` : message);
  process.exit(code);
}

const read = new EnvReader(process.env);
const config = releasesConfig(read);
if (read.errors.length) fail(read.errors.join("\n"), 1);
const [command, arg, extra] = process.argv.slice(2);
if (!command || command === "--help" || command === "-h") {
  console.log(USAGE);
  process.exit(command ? 0 : 2);
}
if (!config) fail("RELEASES_DIR is not set: set it to the releases folder the server follows (README, Deploying).", 1);
if (extra !== undefined) fail(`Unexpected argument: ${extra}`);
const releases = new Releases(config.dir, { keep: config.keep });

try {
  if (command === "list") {
    const all = releases.list();
    if (all.length === 0) console.log(`No releases yet in ${config.dir}.`);
    for (const r of all) {
      // The commit each was built from (build-source.json), as the studio reads it: "unknown" outside git.
      const source = readBuildSource(path.join(config.dir, r.id));
      const from = source
        ? `  from ${source.commit === "unknown" ? "an unknown commit" : source.commit.slice(0, 12)}`
        : "";
      console.log(`${r.id}  installed ${r.installedAt.toISOString()}${from}${r.live ? "  (live)" : ""}`);
    }
  } else if (command === "install") {
    const id = releases.install(arg ?? "build");
    releases.activate(id);
    console.log(`Release ${id} is live.`);
  } else if (command === "roll-back") {
    if (!arg) fail("roll-back: the release ID is required (see `npm run releases -- list`)");
    releases.rollBack(arg);
    console.log(`Release ${arg} is live again.`);
  } else fail(`Unknown command: ${command}`);
} catch (error) {
  if (error instanceof ReleaseError) fail(error.message, 1);
  throw error;
}
