/**
 * The releases folder (server/releases.ts): a build is installed whole or not at all, one
 * release is live at a time, switched in one step, and old ones are pruned without ever
 * removing the live one.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { Releases, ReleaseError } from "../../server/releases.ts";
import { tempDir } from "./contact-helper.ts";
import { smallBuild } from "./release-fixtures.ts";

const releasesDir = () => path.join(tempDir("nexaforge-releases-"), "releases");
const aboutOf = (dir: string, id: string) =>
  fs.readFileSync(path.join(dir, id, "client", "about", "index.html"), "utf8");
const liveAbout = (dir: string) => fs.readFileSync(path.join(dir, "current", "client", "about", "index.html"), "utf8");

describe("install and activate", () => {
  it("installs a copy of a whole build, and activating it makes it the live one", () => {
    const dir = releasesDir();
    const releases = new Releases(dir);
    const build = smallBuild("About us");
    const id = releases.install(build);
    expect(aboutOf(dir, id)).toContain("About us");
    expect(fs.existsSync(path.join(build, "client", "about", "index.html"))).toBe(true);
    expect(releases.live()).toBeUndefined();
    releases.activate(id);
    expect(releases.live()).toBe(id);
    expect(liveAbout(dir)).toContain("About us");
    const [only] = releases.list();
    expect(only).toMatchObject({ id, live: true });
    expect(Math.abs(only!.installedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("keeps the whole build, renderer and all, so the next incremental build can start from a release", () => {
    const dir = releasesDir();
    const build = smallBuild("Whole");
    fs.mkdirSync(path.join(build, "renderer"));
    fs.writeFileSync(path.join(build, "renderer", "index.js"), "export {};\n");
    const id = new Releases(dir).install(build);
    expect(fs.readFileSync(path.join(dir, id, "renderer", "index.js"), "utf8")).toBe("export {};\n");
  });

  it("moves a build made inside the releases folder instead of copying it", () => {
    const dir = releasesDir();
    const releases = new Releases(dir);
    const build = path.join(dir, ".building-1");
    fs.mkdirSync(dir, { recursive: true });
    fs.renameSync(smallBuild("Moved"), build);
    const inode = fs.statSync(path.join(build, "client", "about", "index.html")).ino;
    const id = releases.install(build, { move: true });
    expect(fs.existsSync(build)).toBe(false);
    expect(fs.statSync(path.join(dir, id, "client", "about", "index.html")).ino).toBe(inode);
    expect(releases.list().map((r) => r.id)).toEqual([id]);
  });

  it("lists the newest first and rolls back to an older one", () => {
    const dir = releasesDir();
    const releases = new Releases(dir);
    const first = releases.install(smallBuild("First"));
    releases.activate(first);
    const second = releases.install(smallBuild("Second"));
    releases.activate(second);
    expect(releases.list().map((r) => [r.id, r.live])).toEqual([
      [second, true],
      [first, false],
    ]);
    releases.rollBack(first);
    expect(releases.live()).toBe(first);
    expect(liveAbout(dir)).toContain("First");
  });

  it("switches with a rename: `current` is never missing, and no temporary link is left behind", () => {
    const dir = releasesDir();
    const releases = new Releases(dir);
    const ids = [releases.install(smallBuild("A")), releases.install(smallBuild("B"))];
    for (let i = 0; i < 20; i++) releases.activate(ids[i % 2]!);
    expect(fs.lstatSync(path.join(dir, "current")).isSymbolicLink()).toBe(true);
    expect(fs.readdirSync(dir).sort()).toEqual([...ids, "current"].sort());
  });
});

describe("a build that is not whole is refused, and the live release stays", () => {
  it.each([
    ["no manifest", (build: string) => fs.rmSync(path.join(build, "site-manifest.json")), /site-manifest\.json/],
    [
      "a page missing",
      (build: string) => fs.rmSync(path.join(build, "client", "about", "index.html")),
      /\/about \(client\/about\/index\.html\)/,
    ],
    [
      "a manifest that cannot be read",
      (build: string) => fs.writeFileSync(path.join(build, "site-manifest.json"), "{ routes: "),
      /cannot be read/,
    ],
  ])("%s", (_name, breakIt, reason) => {
    const dir = releasesDir();
    const releases = new Releases(dir);
    const live = releases.install(smallBuild("Live"));
    releases.activate(live);
    const broken = smallBuild("Broken");
    breakIt(broken);
    let error: unknown;
    try {
      releases.install(broken);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ReleaseError);
    expect((error as Error).message).toMatch(reason);
    expect((error as Error).message).toMatch(/build again/i);
    expect(releases.live()).toBe(live);
    expect(liveAbout(dir)).toContain("Live");
    expect(releases.list().map((r) => r.id)).toEqual([live]);
    expect(fs.readdirSync(dir).sort()).toEqual([live, "current"].sort());
  });

  it("an unknown release cannot be activated, and says which ones there are", () => {
    const dir = releasesDir();
    const releases = new Releases(dir);
    const live = releases.install(smallBuild("Live"));
    releases.activate(live);
    expect(() => releases.rollBack("20200101-000000-000")).toThrow(
      new RegExp(`no release 20200101-000000-000.*${live}`),
    );
    expect(() => releases.activate("../../etc")).toThrow(ReleaseError);
    expect(releases.live()).toBe(live);
  });
});

describe("keeping the newest", () => {
  it("keeps the newest N and removes the oldest", () => {
    const dir = releasesDir();
    const releases = new Releases(dir, { keep: 2, graceMs: 0 });
    const ids: string[] = [];
    for (const heading of ["1", "2", "3", "4"]) {
      ids.push(releases.install(smallBuild(heading)));
      releases.activate(ids.at(-1)!);
    }
    expect(releases.list().map((r) => r.id)).toEqual([ids[3], ids[2]]);
  });

  it("never removes the live one, even when it is the oldest", () => {
    const dir = releasesDir();
    const releases = new Releases(dir, { keep: 2, graceMs: 0 });
    const oldest = releases.install(smallBuild("Oldest"));
    releases.activate(oldest);
    const newer = ["2", "3", "4"].map((h) => releases.install(smallBuild(h)));
    expect(releases.list().map((r) => r.id)).toEqual([newer[2], newer[1], oldest]);
    expect(releases.live()).toBe(oldest);
    expect(liveAbout(dir)).toContain("Oldest");
  });

  it("with no grace time, removes a release retired within the same millisecond", () => {
    const dir = releasesDir();
    const setUp = new Releases(dir, { keep: 5, graceMs: 0 });
    const first = setUp.install(smallBuild("First"));
    setUp.activate(first);
    const second = setUp.install(smallBuild("Second"));
    setUp.activate(second);
    // A file's mtime has fractions of a millisecond that Date.now() lacks: "first" retired a
    // fraction ahead of now, as on a fast filesystem.
    const retired = (Date.now() + 0.7) / 1000; // seconds, keeping the fraction
    fs.utimesSync(path.join(dir, first, ".retired"), retired, retired);
    new Releases(dir, { keep: 1, graceMs: 0 }).prune();
    expect(setUp.list().map((r) => r.id)).toEqual([second]);
  });

  it("keeps a release that stopped being live a moment ago: a request may still be reading it", () => {
    const dir = releasesDir();
    const releases = new Releases(dir, { keep: 1, graceMs: 60_000 });
    const first = releases.install(smallBuild("First"));
    releases.activate(first);
    const second = releases.install(smallBuild("Second"));
    releases.activate(second);
    expect(releases.list().map((r) => r.id)).toEqual([second, first]);
  });
});
