import fs from "node:fs";
import path from "node:path";
import {
  readScriptHashes,
  SITE_MANIFEST_FILE,
  type ScriptHashes,
  type SiteManifest,
} from "../contracts/site-manifest.ts";
import { CURRENT } from "./releases.ts";
import { StartupError } from "./startup-error.ts";

/** One build as the site plugin answers from it: its files and its manifest, read together. */
export interface Build {
  /** build/, or releases/<id>/ (the release's own folder, never through `current`). */
  dir: string;
  clientDir: string;
  routes: Set<string>;
  /** Lower-case path -> where it moved (content/site.json's redirects). */
  redirects: Map<string, string>;
  /** Its 404.html (which a partial build may lack). */
  notFoundPage: string;
  /** The inline scripts each HTML file may run, as the build recorded them (empty for an older build). */
  scripts: ScriptHashes;
  /** Each HTML file's Content-Security-Policy, made on first use (server/csp.ts). */
  policies: Map<string, string>;
}

/**
 * Where the site's answers come from. One request takes `current()` once and answers wholly from
 * that build: its page, its CSP, its redirects and its not-found page never mix two releases.
 */
export interface Builds {
  current(): Build;
  /**
   * The client folder of an older kept release that has this hashed asset: a page loaded just
   * before a switch still asks for its own chunks after it.
   */
  olderAsset(file: string): string | undefined;
}

function readBuild(dir: string): Build {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, SITE_MANIFEST_FILE), "utf8")) as SiteManifest;
  const clientDir = path.join(dir, "client");
  return {
    dir,
    clientDir,
    routes: new Set(manifest.routes),
    redirects: new Map(manifest.redirects.map((r) => [r.from, r.to])),
    notFoundPage: path.join(clientDir, "404.html"),
    scripts: readScriptHashes(dir),
    policies: new Map(),
  };
}

/** A plain build folder (BUILD_DIR), read once at start, as `npm start` has always served it. */
export function fixedBuild(buildDir: string): Builds {
  if (!fs.existsSync(path.join(buildDir, SITE_MANIFEST_FILE)))
    throw new Error(`No build in ${buildDir}: run \`npm run build\` first`);
  const build = readBuild(buildDir);
  return { current: () => build, olderAsset: () => undefined };
}

/**
 * A releases folder (RELEASES_DIR, server/releases.ts): `current` is read on every request (one
 * readlink; bench/live-switch.ts measures it), so a switch holds from the next request on, with no
 * watcher to miss an event. A release's manifest is read once, the first time it is live.
 */
export function liveBuilds(releasesDir: string, log: (message: string) => void): Builds {
  const link = path.join(releasesDir, CURRENT);
  let liveId: string | undefined;
  let live: Build;

  const follow = () => {
    const id = fs.readlinkSync(link);
    if (id === liveId) return;
    live = readBuild(path.join(releasesDir, id));
    liveId = id;
    log(`now serving release ${id}`);
  };

  try {
    follow();
  } catch {
    throw new StartupError(
      `There is no live release in ${releasesDir} (its \`${CURRENT}\` link is missing or names no whole release). Install and activate a build there first (README, "Deploying"), or unset RELEASES_DIR to serve BUILD_DIR.`,
    );
  }

  return {
    current() {
      try {
        follow();
      } catch {
        // The link is replaced by a rename, never missing; should it be broken by hand, the release
        // last seen keeps answering rather than every request failing.
      }
      return live;
    },
    olderAsset(file) {
      for (const id of fs.readdirSync(releasesDir).sort().reverse()) {
        if (id.startsWith(".") || id === CURRENT || id === liveId) continue;
        const clientDir = path.join(releasesDir, id, "client");
        if (fs.existsSync(path.join(clientDir, file))) return clientDir;
      }
      return undefined;
    },
  };
}
