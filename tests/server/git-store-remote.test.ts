/**
 * The studio's git store with a remote: a bare repository and two clones of it, the studio's
 * checkout and a developer's. The studio takes the developer's pushes before it saves and pushes
 * after; a push race is merged when the other side changed other files, and refused as stale
 * (the checkout left equal to the remote) when it changed the same file.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Refusal } from "../../editor/server/refusal.ts";
import { StaleFile } from "../../editor/server/store/content-store.ts";
import { FileStore } from "../../editor/server/store/file-store.ts";
import { GitStore } from "../../editor/server/store/git-store.ts";
import { git, lines, log, read, repos, write } from "./git-helper.ts";

const ana = { name: "Ana Rahman", email: "ana@example.com" };
let studio: string;
let dev: string;
let remote: string;
let store: GitStore;

beforeEach(() => {
  ({ studio, dev, remote } = repos());
  store = new GitStore(studio, { remote, committer: { name: "Studio", email: "studio@example.com" } });
});
afterEach(() => vi.restoreAllMocks());

const save = (file: string, text: string, version = store.version(file)) =>
  store.write({
    texts: new Map([[file, text]]),
    read: new Map([[file, version]]),
    author: ana,
    message: `Saved ${file}`,
  });

/** The developer commits a file and pushes it. */
const developerPushes = (file: string, text: string) => {
  write(dev, file, text);
  git(dev, "commit", "-qam", `Developer changed ${file}`);
  git(dev, "push", "-q", "origin", "HEAD:main");
};

/** The developer pushes while the studio is writing its files: after its pull, before its push. */
const raceWith = (file: string, text: string) => {
  const original = FileStore.prototype.write;
  vi.spyOn(FileStore.prototype, "write").mockImplementationOnce(function (this: FileStore, change) {
    developerPushes(file, text);
    return original.call(this, change);
  });
};

describe("GitStore with a remote", () => {
  it("pushes each save, in the editor's name", async () => {
    await save("pages/about.json", lines("about v2"));
    expect(log(remote, 1, "main")).toEqual(["Ana Rahman <ana@example.com> | Studio | Saved pages/about.json"]);
    expect(git(remote, "rev-parse", "main")).toBe(git(studio, "rev-parse", "HEAD"));
  });

  it("takes a developer's push before it saves, so a save over it is refused", async () => {
    const opened = store.version("pages/index.json");
    developerPushes("pages/index.json", lines("home by the developer"));
    await save("pages/about.json", lines("about v2"));
    expect(read(studio, "pages/index.json")).toBe(lines("home by the developer"));
    expect(log(remote, 2, "main")).toEqual([
      "Ana Rahman <ana@example.com> | Studio | Saved pages/about.json",
      "Dev <dev@example.com> | Dev | Developer changed pages/index.json",
    ]);
    await expect(save("pages/index.json", lines("home by the studio"), opened)).rejects.toBeInstanceOf(StaleFile);
    expect(read(studio, "pages/index.json")).toBe(lines("home by the developer"));
  });

  it("merges a push race with a change to another file", async () => {
    raceWith("pages/index.json", lines("home by the developer"));
    await save("pages/about.json", lines("about v2"));
    expect(git(remote, "rev-parse", "main")).toBe(git(studio, "rev-parse", "HEAD"));
    expect(log(remote, 2, "main")).toEqual([
      "Ana Rahman <ana@example.com> | Studio | Saved pages/about.json",
      "Dev <dev@example.com> | Dev | Developer changed pages/index.json",
    ]);
    expect(read(studio, "pages/index.json")).toBe(lines("home by the developer"));
    expect(read(studio, "pages/about.json")).toBe(lines("about v2"));
    expect(git(studio, "status", "--porcelain")).toBe("");
  });

  it("refuses a push race with a change to the same file as stale, the checkout left equal to the remote", async () => {
    raceWith("pages/about.json", lines("about by the developer"));
    const saving = save("pages/about.json", lines("about by the studio"));
    await expect(saving).rejects.toBeInstanceOf(StaleFile);
    await expect(saving).rejects.toMatchObject({ status: 409, file: "pages/about.json" });
    expect(git(studio, "rev-parse", "HEAD")).toBe(git(remote, "rev-parse", "main"));
    expect(log(remote, 1, "main")).toEqual(["Dev <dev@example.com> | Dev | Developer changed pages/about.json"]);
    expect(read(studio, "pages/about.json")).toBe(lines("about by the developer"));
    expect(git(studio, "status", "--porcelain")).toBe("");
  });

  it("refuses in words when the remote cannot be reached, and commits nothing", async () => {
    store = new GitStore(studio, { remote: `${remote}-gone` });
    const before = git(studio, "rev-parse", "HEAD");
    const saving = save("pages/about.json", lines("about v2"));
    await expect(saving).rejects.toBeInstanceOf(Refusal);
    await expect(saving).rejects.toMatchObject({
      status: 503,
      message: expect.stringMatching(/^Nothing was saved: the studio cannot reach the site's shared history/),
    });
    await expect(saving).rejects.not.toMatchObject({ message: expect.stringContaining(remote) });
    expect(git(studio, "rev-parse", "HEAD")).toBe(before);
    expect(read(studio, "pages/about.json")).toBe(lines("about"));
  });

  it("undoes the commit when the push cannot reach the remote", async () => {
    const before = git(studio, "rev-parse", "HEAD");
    store = new GitStore(studio, { remote: "origin" });
    // The remote disappears between the pull and the push.
    const original = FileStore.prototype.write;
    vi.spyOn(FileStore.prototype, "write").mockImplementationOnce(function (this: FileStore, change) {
      git(studio, "remote", "set-url", "origin", `${remote}-gone`);
      return original.call(this, change);
    });
    await expect(save("pages/about.json", lines("about v2"))).rejects.toMatchObject({ status: 503 });
    expect(git(studio, "rev-parse", "HEAD")).toBe(before);
    expect(read(studio, "pages/about.json")).toBe(lines("about"));
    expect(git(studio, "status", "--porcelain")).toBe("");
  });
});
