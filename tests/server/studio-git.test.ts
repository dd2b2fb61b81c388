import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStudioConfig } from "../../studio/server/config.ts";
import { siteCopy } from "./editor-server.ts";
import { login, saveAboutTitle, startStudio, type TestStudio } from "./studio-helper.ts";

// The studio on a git checkout of the site: a save is a commit in the name of the account that saved.
const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8" }).trim();
let s: TestStudio;
let site: string;
beforeAll(async () => {
  site = siteCopy("nexaforge-studio-git-");
  git(site, "init", "-q", "-b", "main");
  git(site, "add", "-A");
  git(site, "-c", "user.name=Developer", "-c", "user.email=dev@example.com", "commit", "-q", "-m", "The site");
  s = await startStudio({ "nadia@example.com": "publisher" }, { STUDIO_SITE_DIR: site });
  await s.listen();
}, 60_000);
afterAll(() => s.close());

describe("the studio on a git checkout", () => {
  it("commits a save in the publisher's name, with what changed in words, and only that file", async () => {
    const res = await saveAboutTitle(s, await login(s, "nadia@example.com"), "The people behind Nexaforge");
    expect(res.status).toBe(200);
    expect(git(site, "log", "-1", "--format=%an <%ae>")).toBe("nadia <nadia@example.com>");
    expect(git(site, "log", "-1", "--format=%s")).toMatch(/^About Us: changed /);
    expect(git(site, "show", "--name-only", "--format=", "HEAD")).toBe("pages/about.json");
    expect(git(site, "status", "--porcelain")).toBe("");
    expect(git(site, "rev-list", "--count", "HEAD")).toBe("2");
  });

  it("refuses to start with STUDIO_GIT_REMOTE on a folder that is not a git checkout, saying what to do", () => {
    const plain = siteCopy("nexaforge-studio-plain-");
    expect(() => loadStudioConfig({ STUDIO_SITE_DIR: plain, STUDIO_GIT_REMOTE: "/srv/site.git" })).toThrow(
      /STUDIO_GIT_REMOTE is set, but STUDIO_SITE_DIR .* is not a git checkout: clone the site there first/,
    );
  });
});
