/**
 * The studio's git store on a real repository: each write is one commit of exactly its files, in
 * the editor's name with the studio as committer, and a refused write commits nothing.
 */
import fs from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { StaleFile } from "../../editor/server/store/content-store.ts";
import { GitStore } from "../../editor/server/store/git-store.ts";
import { versionOf } from "../../editor/server/version.ts";
import { git, lines, log, read, repos, write } from "./git-helper.ts";

const ana = { name: "Ana Rahman", email: "ana@example.com" };
const studioName = { name: "Nexaforge Studio", email: "studio@example.com" };
let studio: string;
let store: GitStore;

beforeEach(() => {
  ({ studio } = repos());
  store = new GitStore(studio, { committer: studioName });
});

const save = (file: string, text: string | null, message?: string, author = ana) =>
  store.write({
    texts: new Map([[file, text]]),
    read: new Map([[file, store.version(file)]]),
    author,
    message,
  });

describe("GitStore", () => {
  it("makes one commit per write, by the editor, committed by the studio, with the change's message", async () => {
    const before = git(studio, "rev-parse", "HEAD");
    const versions = await save("pages/about.json", lines("about v2"), "About: changed Page hero › Title");
    expect(versions.get("pages/about.json")).toBe(versionOf(lines("about v2")));
    expect(git(studio, "rev-list", "--count", `${before}..HEAD`)).toBe("1");
    expect(log(studio)).toEqual(["Ana Rahman <ana@example.com> | Nexaforge Studio | About: changed Page hero › Title"]);
    expect(git(studio, "status", "--porcelain")).toBe("");
  });

  it("keeps a long message's body, and says something in words when the change has no message", async () => {
    await save("pages/about.json", lines("v2"), "About: changed four things\n\nchanged A\nchanged B");
    expect(git(studio, "log", "-1", "--format=%B")).toBe("About: changed four things\n\nchanged A\nchanged B");
    await save("pages/new.json", lines("new"));
    expect(log(studio)[0]).toBe("Ana Rahman <ana@example.com> | Nexaforge Studio | Changed pages/new.json");
  });

  it("commits only the change's files while another file of the checkout is changed", async () => {
    write(studio, "pages/index.json", lines("home, being edited by hand"));
    write(studio, "notes.txt", "not the studio's\n");
    git(studio, "add", "notes.txt");
    await save("pages/about.json", lines("about v2"), "About: changed");
    expect(git(studio, "show", "--name-only", "--format=", "HEAD")).toBe("pages/about.json");
    expect(git(studio, "status", "--porcelain").split("\n").sort()).toEqual([" M pages/index.json", "A  notes.txt"]);
  });

  it("removes a file as a commit of its own", async () => {
    await store.remove("pages/about.json", store.version("pages/about.json")!, {
      author: ana,
      message: "Deleted the page /about",
    });
    expect(log(studio)).toEqual(["Ana Rahman <ana@example.com> | Nexaforge Studio | Deleted the page /about"]);
    expect(git(studio, "show", "--name-status", "--format=", "HEAD")).toBe("D\tpages/about.json");
    expect(store.read("pages/about.json")).toBeUndefined();
  });

  it("refuses a file changed since it was read, and commits nothing", async () => {
    const before = git(studio, "rev-parse", "HEAD");
    const read = new Map([["pages/about.json", versionOf("what the editor read")]]);
    const writing = store.write({ texts: new Map([["pages/about.json", "mine"]]), read, author: ana, message: "x" });
    await expect(writing).rejects.toBeInstanceOf(StaleFile);
    expect(git(studio, "rev-parse", "HEAD")).toBe(before);
    expect(git(studio, "status", "--porcelain")).toBe("");
  });

  it("makes two commits of two writes started at once", async () => {
    const before = git(studio, "rev-parse", "HEAD");
    await Promise.all([
      save("pages/about.json", lines("about v2"), "About: changed"),
      save("pages/index.json", lines("home v2"), "Home: changed", { name: "Bo", email: "bo@example.com" }),
    ]);
    expect(git(studio, "rev-list", "--count", `${before}..HEAD`)).toBe("2");
    expect(log(studio, 2).sort()).toEqual([
      "Ana Rahman <ana@example.com> | Nexaforge Studio | About: changed",
      "Bo <bo@example.com> | Nexaforge Studio | Home: changed",
    ]);
    expect(git(studio, "status", "--porcelain")).toBe("");
  });

  it("puts the files back when the commit fails, and says so", async () => {
    // A branch that cannot move: a lock file of git's own, as a crashed git would leave it.
    write(studio, ".git/refs/heads/main.lock", "");
    await expect(save("pages/about.json", lines("about v2"), "About: changed")).rejects.toThrow();
    expect(read(studio, "pages/about.json")).toBe(lines("about"));
    expect(git(studio, "status", "--porcelain")).toBe("");
  });

  it("is not stopped by the machine's git hooks or signing settings", async () => {
    write(studio, ".git/hooks/pre-commit", "#!/bin/sh\nexit 1\n");
    fs.chmodSync(path.join(studio, ".git/hooks/pre-commit"), 0o755);
    git(studio, "config", "commit.gpgsign", "true");
    await save("pages/about.json", lines("about v2"), "About: changed");
    expect(log(studio)[0]).toContain("About: changed");
  });

  it("takes a file name as a name, not as a pattern of names", async () => {
    // 'pages/[x].json' as a pattern would also name pages/x.json, which a developer has staged.
    write(studio, "pages/x.json", lines("x, being edited by hand"));
    git(studio, "add", "pages/x.json");
    await save("pages/[x].json", lines("brackets"), "Brackets: created the page");
    expect(git(studio, "show", "--name-only", "--format=", "HEAD")).toBe("pages/[x].json");
    expect(git(studio, "status", "--porcelain")).toBe("A  pages/x.json");
  });
});
