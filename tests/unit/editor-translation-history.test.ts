/**
 * Opening a translation whose English changed looks for the English it was made from in the file's
 * history: git, run asynchronously (the studio answers others meanwhile), three commands whatever
 * the history's length (one log, one blame, one cat-file --batch for every version), each with a
 * time limit (engine/i18n/english-before.server.ts).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { englishBefore } from "../../engine/i18n/english-before.server.ts";
import { sourceHash } from "../../engine/i18n/source-hash.ts";
import { git } from "../server/git-helper.ts";

const FILE = "pages/about.json";
const page = (heading: string) =>
  JSON.stringify({ meta: { title: "About Us" }, sections: [{ type: "hero", heading }] }, null, 2) + "\n";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "translation-history-"));
const shims = fs.mkdtempSync(path.join(os.tmpdir(), "git-shim-"));
const calls = path.join(shims, "calls.log");
const realGit = spawnSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).stdout.trim();
const PATH = process.env.PATH;

/** git on PATH as a shim that notes each command and takes `seconds` before it runs (`slow`: only those commands, as a sh pattern). */
function shim(seconds: number, slow = "*") {
  fs.writeFileSync(
    path.join(shims, "git"),
    `#!/bin/sh\necho "$1" >> "${calls}"\ncase "$1" in ${slow}) sleep ${seconds};; esac\nexec "${realGit}" "$@"\n`,
    { mode: 0o755 },
  );
  fs.rmSync(calls, { force: true });
  process.env.PATH = `${shims}${path.delimiter}${PATH}`;
}
const commands = () => fs.readFileSync(calls, "utf8").trim().split("\n");

beforeAll(() => {
  fs.mkdirSync(path.join(dir, "pages"));
  git(dir, "init", "-q");
  // 45 versions: the English the translation was made from is 35 versions back.
  for (let i = 0; i < 45; i++) {
    fs.writeFileSync(path.join(dir, FILE), page(`Version ${i}`));
    git(dir, "add", ".");
    git(dir, "commit", "-qm", `version ${i}`);
  }
});
afterAll(() => {
  process.env.PATH = PATH;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(shims, { recursive: true, force: true });
});

describe("the English a stale translation was made from, in a long history", () => {
  it("is read with three git commands, while the event loop keeps turning", async () => {
    shim(0.2);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const stale = [{ pointer: "/sections/0/heading", from: sourceHash("Version 10") }];
    const found = await englishBefore(dir, FILE, page("Version 44"), stale);
    clearInterval(timer);
    expect(found.get("/sections/0/heading")).toMatchObject({ from: sourceHash("Version 10"), text: "Version 10" });
    expect(commands().sort()).toEqual(["blame", "cat-file", "log"]);
    // Each command takes 0.2 s; the loop ticked through them.
    expect(ticks).toBeGreaterThan(10);
  });

  it("a git that does not answer in time: the date from what did answer, and no earlier English", async () => {
    shim(1, "cat-file|show");
    const started = Date.now();
    const stale = [{ pointer: "/sections/0/heading", from: sourceHash("Version 10") }];
    const found = await englishBefore(dir, FILE, page("Version 44"), stale, 500);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(found.get("/sections/0/heading")).toEqual({
      from: sourceHash("Version 10"),
      changed: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
  });
});
