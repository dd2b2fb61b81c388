/** `npm run releases`: the operator installs a build, lists the releases and rolls back, in plain words. */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { npmRun } from "../npm-run.ts";
import { tempDir } from "./contact-helper.ts";
import { smallBuild } from "./release-fixtures.ts";

const liveAbout = (dir: string) => fs.readFileSync(path.join(dir, "current", "client", "about", "index.html"), "utf8");

// Each command is an npm and a tsx start (about 2 s, more on a busy machine).
describe("npm run releases", { timeout: 60_000 }, () => {
  it("installs a build and makes it live, lists the releases, and rolls back", async () => {
    const RELEASES_DIR = path.join(tempDir("nexaforge-releases-cli-"), "releases");
    const first = await npmRun(["releases", "--", "install", smallBuild("First")], { RELEASES_DIR });
    expect(first.code).toBe(0);
    const firstId = /Release (\S+) is live/.exec(first.out)![1]!;
    const second = await npmRun(["releases", "--", "install", smallBuild("Second")], { RELEASES_DIR });
    expect(second.code).toBe(0);
    expect(liveAbout(RELEASES_DIR)).toContain("Second");

    const list = await npmRun(["releases", "--", "list"], { RELEASES_DIR });
    expect(list.out).toMatch(new RegExp(`${firstId}  installed \\S+\\n`));
    expect(list.out).toMatch(/\(live\)/);

    const back = await npmRun(["releases", "--", "roll-back", firstId], { RELEASES_DIR });
    expect(back.out).toContain(`Release ${firstId} is live again.`);
    expect(liveAbout(RELEASES_DIR)).toContain("First");
  });

  it("refuses a build that is not whole and an unknown release, saying why, and leaves the live one", async () => {
    const RELEASES_DIR = path.join(tempDir("nexaforge-releases-cli-"), "releases");
    await npmRun(["releases", "--", "install", smallBuild("Live")], { RELEASES_DIR });
    const broken = smallBuild("Broken");
    fs.rmSync(path.join(broken, "site-manifest.json"));
    const refused = await npmRun(["releases", "--", "install", broken], { RELEASES_DIR });
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/not complete: it has no site-manifest\.json.*Build again/);
    expect(refused.out).not.toMatch(/ReleaseError|at .*\.ts:\d+/);
    const unknown = await npmRun(["releases", "--", "roll-back", "20200101-000000-000"], { RELEASES_DIR });
    expect(unknown.code).toBe(1);
    expect(unknown.out).toMatch(/There is no release 20200101-000000-000/);
    expect(liveAbout(RELEASES_DIR)).toContain("Live");
  });

  it("says what to set when RELEASES_DIR is not set", async () => {
    const res = await npmRun(["releases", "--", "list"], { RELEASES_DIR: "" });
    expect(res.code).toBe(1);
    expect(res.out).toMatch(/RELEASES_DIR is not set/);
  });
});
