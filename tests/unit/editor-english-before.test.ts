/**
 * What the editor says of a Bangla field whose English changed since it was translated: the English
 * it was translated from, found in the file's git history, and the date its English changed
 * (engine/i18n/english-before.server.ts, editor/client/translate/marks.ts).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { englishBefore } from "../../engine/i18n/english-before.server.ts";
import { sourceHash } from "../../engine/i18n/source-hash.ts";
import { markWords } from "../../editor/client/translate/marks.ts";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function site(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "english-before-"));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, "pages"));
  return dir;
}
const git = (dir: string, ...args: string[]) => {
  const run = spawnSync("git", args, {
    cwd: dir,
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "t",
      GIT_AUTHOR_EMAIL: "t@example.com",
      GIT_COMMITTER_NAME: "t",
      GIT_COMMITTER_EMAIL: "t@example.com",
      GIT_AUTHOR_DATE: "2026-11-20T10:00:00Z",
      GIT_COMMITTER_DATE: "2026-11-20T10:00:00Z",
    },
  });
  expect(run.status, run.stderr).toBe(0);
};
const page = (heading: string, title = "About Us") =>
  JSON.stringify({ meta: { title }, sections: [{ type: "hero", heading }] }, null, 2) + "\n";
const FILE = "pages/about.json";

describe("the English a stale translation was made from", () => {
  it("is found in the file's history, at whatever place it was, with the date the English changed", async () => {
    const dir = site();
    git(dir, "init", "-q");
    fs.writeFileSync(path.join(dir, FILE), page("Who we are"));
    git(dir, "add", ".");
    git(dir, "commit", "-qm", "first");
    fs.writeFileSync(path.join(dir, FILE), page("Your digital partner"));
    git(dir, "commit", "-qam", "second");
    const text = page("Your digital partner");
    const found = await englishBefore(dir, FILE, text, [
      { pointer: "/sections/0/heading", from: sourceHash("Who we are") },
      { pointer: "/meta/title", from: sourceHash("Never on this page") },
    ]);
    expect(found.get("/sections/0/heading")).toEqual({
      from: sourceHash("Who we are"),
      text: "Who we are",
      changed: "2026-11-20",
    });
    // English the history never had: only when it changed is said.
    expect(found.get("/meta/title")).toEqual({ from: sourceHash("Never on this page"), changed: "2026-11-20" });
  });

  it("changed and not committed yet: the file's own date; outside git, no earlier English", async () => {
    const dir = site();
    fs.writeFileSync(path.join(dir, FILE), page("Your digital partner"));
    const day = new Date(fs.statSync(path.join(dir, FILE)).mtime).toISOString().slice(0, 10);
    const found = await englishBefore(dir, FILE, page("Your digital partner"), [
      { pointer: "/sections/0/heading", from: sourceHash("Who we are") },
    ]);
    expect(found.get("/sections/0/heading")).toEqual({ from: sourceHash("Who we are"), changed: day });
    expect((await englishBefore(dir, FILE, page("x"), [])).size).toBe(0);
  });
});

describe("a stale field's mark in words", () => {
  it("says when the English changed, when that is known", () => {
    expect(markWords("stale", "2026-11-20")).toBe("The English changed on 20 Nov 2026, after this was translated.");
    expect(markWords("stale")).toBe("The English changed since this was translated.");
    expect(markWords("missing", "2026-11-20")).toBe("Not translated yet: the Bangla page shows the English.");
  });
});
