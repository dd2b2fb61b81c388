/**
 * A release has the same modes whether an operator installed it (`npm run releases -- install`,
 * under a usual umask of 022) or the studio published it (its umask 027, studio/server/umask.ts; a full
 * build handed over in the private temporary folder it was made in): the modes the releases
 * folder gives (server/release-modes.ts), so the public server's user reads every release it can
 * reach the folder of.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../engine/paths.ts";
import { STUDIO_UMASK } from "../../studio/server/umask.ts";
import { tempDir } from "./contact-helper.ts";
import { smallBuild } from "./release-fixtures.ts";

/** Every folder and file of a release, from its top ('.'), with its mode ('755'). */
function modes(release: string): Record<string, string> {
  const all: Record<string, string> = {};
  const walk = (rel: string) => {
    const stat = fs.lstatSync(path.join(release, rel));
    all[rel] = (stat.mode & 0o777).toString(8);
    if (stat.isDirectory()) for (const name of fs.readdirSync(path.join(release, rel))) walk(path.join(rel, name));
  };
  walk(".");
  return all;
}

/** Runs a shell command in the project with `umask` (in octal), as an operator's shell would. */
const sh = (umask: string, command: string, env: Record<string, string>) =>
  execFileSync("sh", ["-c", `umask ${umask} && ${command}`], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });

/**
 * The studio's way: under its umask, the build made as its full build makes one (in a folder of
 * fs.mkdtempSync, mode 700, moved into the releases folder: scripts/lib/incremental-build.ts),
 * then installed by renaming it in (studio/server/publish/publisher.ts).
 */
const studioInstall = (build: string, releasesDir: string) => `
  const fs = await import("node:fs");
  const path = await import("node:path");
  const { Releases } = await import(${JSON.stringify(path.join(ROOT, "server/releases.ts"))});
  const made = fs.mkdtempSync(path.join(${JSON.stringify(releasesDir)}, ".building-"));
  fs.cpSync(${JSON.stringify(build)}, made, { recursive: true });
  const r = new Releases(${JSON.stringify(releasesDir)});
  const id = r.install(made, { move: true });
  r.activate(id);
  console.log(id);`;

// Each way is an npm or node start with tsx (a few seconds on a busy machine).
describe("a release's modes", { timeout: 60_000 }, () => {
  it("are the same made by `npm run releases -- install` and by the studio's publish", () => {
    const RELEASES_DIR = path.join(tempDir("nexaforge-release-modes-"), "releases");
    const build = smallBuild("Same modes");
    // The build as `npm run build` leaves it under the operator's umask.
    for (const entry of [build, ...fs.readdirSync(build, { recursive: true }).map((f) => path.join(build, `${f}`))])
      fs.chmodSync(entry, fs.statSync(entry).isDirectory() ? 0o755 : 0o644);

    const byOperator = /Release (\S+) is live/.exec(
      sh("022", `npm run --silent releases -- install ${JSON.stringify(build)}`, { RELEASES_DIR }),
    )![1]!;
    // Read before the studio's release goes live, which marks this one retired (a file of the folder's own).
    const operatorModes = modes(path.join(RELEASES_DIR, byOperator));
    const byStudio = sh(
      STUDIO_UMASK.toString(8).padStart(3, "0"),
      `node --import tsx --input-type=module -e "$SCRIPT"`,
      {
        RELEASES_DIR,
        SCRIPT: studioInstall(build, RELEASES_DIR),
      },
    ).trim();

    expect(Object.keys(operatorModes).length).toBeGreaterThan(5);
    expect(modes(path.join(RELEASES_DIR, byStudio))).toEqual(operatorModes);
    // The folder `releases install` made is 755: every release in it is readable by anyone who reaches it.
    expect(operatorModes["."]).toBe("755");
    expect(operatorModes[path.join("client", "about", "index.html")]).toBe("644");
  });

  it("follow a releases folder kept from others (750, as the images make it): folders 750, files 640", () => {
    const RELEASES_DIR = path.join(tempDir("nexaforge-release-modes-"), "releases");
    fs.mkdirSync(RELEASES_DIR);
    fs.chmodSync(RELEASES_DIR, 0o750);
    const id = sh("022", `npm run --silent releases -- install ${JSON.stringify(smallBuild("Private"))}`, {
      RELEASES_DIR,
    });
    const all = modes(path.join(RELEASES_DIR, /Release (\S+) is live/.exec(id)![1]!));
    expect(new Set(Object.values(all))).toEqual(new Set(["750", "640"]));
  });
});
