import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { routeFile, SITE_MANIFEST_FILE, type SiteManifest } from "../contracts/site-manifest.ts";
import { settleReleaseModes } from "./release-modes.ts";

/** The link in the releases folder that names the live release. */
export const CURRENT = "current";
/** Release names: when it was installed, to the millisecond (UTC), so names sort as installs do. */
const ID = /^(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-(\d{3})$/;
/** Written in a release as it stops being live: its time tells prune how long ago that was. */
const RETIRED = ".retired";

export interface Release {
  id: string;
  installedAt: Date;
  live: boolean;
}

/** A release refused or not found; the message says why in plain words, and what to do. */
export class ReleaseError extends Error {}

export interface ReleasesOptions {
  /** Releases kept besides the live one: the newest this many (RELEASES_KEEP). */
  keep?: number;
  /**
   * A release that stopped being live less than this long ago is not removed: a server may have
   * picked it for a request just before the switch and not yet opened the file. Tests shorten it.
   */
  graceMs?: number;
}

/**
 * A releases folder: `<id>/` each a whole build (client/ and site-manifest.json), and `current`,
 * a symbolic link to the live one. The studio installs and activates its builds through this; the
 * public server reads `current` (server/builds.ts).
 *
 * The switch is a link made beside `current` and renamed over it: rename(2) replaces it in one
 * step, so a reader finds the old release or the new one, never none, and readlink tells a server
 * which release it is in one call, without reading a file. The link's target is the bare id, so
 * the folder can be moved or mounted elsewhere (a container's volume) as it is.
 */
export class Releases {
  readonly dir: string;
  private readonly keep: number;
  private readonly graceMs: number;

  constructor(dir: string, options: ReleasesOptions = {}) {
    this.dir = path.resolve(dir);
    this.keep = options.keep ?? 5;
    this.graceMs = options.graceMs ?? 10 * 60_000;
  }

  /** The live release's id, or undefined before the first activate. */
  live(): string | undefined {
    try {
      return fs.readlinkSync(path.join(this.dir, CURRENT));
    } catch {
      return undefined;
    }
  }

  /** Every release, newest first. */
  list(): Release[] {
    const live = this.live();
    return this.ids().map((id) => ({ id, installedAt: installedAt(id), live: id === live }));
  }

  /**
   * Takes a finished build (`npm run build`'s folder) in as a new release, not yet live, and
   * returns its id. The build is checked first. It is copied whole (the renderer an incremental
   * build keeps beside client/ comes too, so the next publish can start from this release), under a
   * hidden name renamed into place, so a release is never seen half-copied. With `move`, a build
   * made inside the releases folder (the studio's) is renamed in instead: no copy at all. Either way
   * it gets the modes the releases folder gives (release-modes.ts), whatever made it.
   */
  install(buildDir: string, options: { move?: boolean } = {}): string {
    const problem = buildProblem(path.resolve(buildDir));
    if (problem) throw new ReleaseError(problem);
    fs.mkdirSync(this.dir, { recursive: true });
    const id = this.newId();
    if (options.move) {
      settleReleaseModes(buildDir, this.dir);
      fs.renameSync(buildDir, path.join(this.dir, id));
      this.prune();
      return id;
    }
    const incoming = path.join(this.dir, `.incoming-${id}`);
    try {
      fs.cpSync(buildDir, incoming, { recursive: true, verbatimSymlinks: true });
      settleReleaseModes(incoming, this.dir);
      fs.renameSync(incoming, path.join(this.dir, id));
    } catch (error) {
      fs.rmSync(incoming, { recursive: true, force: true });
      throw new ReleaseError(
        `The build could not be copied into ${this.dir} (${(error as NodeJS.ErrnoException).code ?? "error"}): check that the folder is writable and the disk has room, then install again.`,
      );
    }
    this.prune();
    return id;
  }

  /** Makes a release live. A server following this folder answers from it from its next request. */
  activate(id: string): void {
    const ids = this.ids();
    if (!ids.includes(id))
      throw new ReleaseError(
        `There is no release ${id} in ${this.dir}. The releases are: ${ids.join(", ") || "none yet"}.`,
      );
    const problem = buildProblem(path.join(this.dir, id));
    if (problem) throw new ReleaseError(problem);
    const previous = this.live();
    if (previous === id) return;
    if (previous) fs.writeFileSync(path.join(this.dir, previous, RETIRED), new Date().toISOString());
    const link = path.join(this.dir, `.${CURRENT}-${randomBytes(4).toString("hex")}`);
    fs.symlinkSync(id, link);
    try {
      fs.renameSync(link, path.join(this.dir, CURRENT));
    } catch (error) {
      fs.rmSync(link, { force: true });
      throw error;
    }
    this.prune();
  }

  /** Makes an earlier release live again: the same switch as activate. */
  rollBack(id: string): void {
    this.activate(id);
  }

  /**
   * Removes releases past the newest `keep`, never the live one nor one that stopped being live
   * within the grace time.
   */
  prune(): void {
    const live = this.live();
    for (const id of this.ids().slice(this.keep)) {
      if (id === live || this.recentlyLive(id)) continue;
      fs.rmSync(path.join(this.dir, id), { recursive: true, force: true });
    }
  }

  private recentlyLive(id: string): boolean {
    // No grace: a file's mtime carries fractions of a millisecond that Date.now() does not, so
    // "now - mtime < 0" could hold for a release retired within the same millisecond.
    if (this.graceMs <= 0) return false;
    try {
      return Date.now() - fs.statSync(path.join(this.dir, id, RETIRED)).mtimeMs < this.graceMs;
    } catch {
      return false; // never live
    }
  }

  /** Release ids, newest first. */
  private ids(): string[] {
    if (!fs.existsSync(this.dir)) return [];
    return fs
      .readdirSync(this.dir)
      .filter((name) => ID.test(name))
      .sort()
      .reverse();
  }

  /** Now as an id, one millisecond past the newest release if that is later (a fast clock step). */
  private newId(): string {
    const newest = this.ids()[0];
    const time = Math.max(Date.now(), newest ? installedAt(newest).getTime() + 1 : 0);
    const iso = new Date(time).toISOString(); // 2026-11-27T13:15:00.123Z
    return `${iso.slice(0, 10).replaceAll("-", "")}-${iso.slice(11, 19).replaceAll(":", "")}-${iso.slice(20, 23)}`;
  }
}

/** '20261127-131500-123' -> 2026-11-27T13:15:00.123Z */
function installedAt(id: string): Date {
  const [, y, mo, d, h, mi, s, ms] = ID.exec(id)!;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`);
}

/**
 * Why a folder is not a whole build, in plain words, or undefined when it is: the manifest (which
 * the build writes last) is there and readable, and every route it lists has its page.
 */
export function buildProblem(buildDir: string): string | undefined {
  const again = "Build again, and install it once the build has finished.";
  if (!fs.existsSync(path.join(buildDir, "client")))
    return `There is no built site in ${buildDir} (no client folder). ${again}`;
  const manifestFile = path.join(buildDir, SITE_MANIFEST_FILE);
  if (!fs.existsSync(manifestFile))
    return `The build in ${buildDir} is not complete: it has no ${SITE_MANIFEST_FILE}, which the build writes last. ${again}`;
  let manifest: SiteManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as SiteManifest;
    if (!Array.isArray(manifest.routes) || !Array.isArray(manifest.redirects)) throw new Error("shape");
  } catch {
    return `The build in ${buildDir} is not complete: its ${SITE_MANIFEST_FILE} cannot be read. ${again}`;
  }
  const missing = manifest.routes.filter((route) => !fs.existsSync(path.join(buildDir, "client", routeFile(route))));
  if (missing.length === 0) return undefined;
  const more = missing.length > 1 ? ` and ${missing.length - 1} more page(s)` : "";
  return `The build in ${buildDir} is missing the page for ${missing[0]} (client/${routeFile(missing[0]!)})${more}. ${again}`;
}
