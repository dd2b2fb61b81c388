import { sqliteDatabase } from "../../server/db/database.ts";
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readBuildSource } from "../../contracts/site-manifest.ts";
import { buildSource } from "../../scripts/lib/build-source.ts";
import { Releases } from "../../server/releases.ts";
import { ROOT } from "../../engine/paths.ts";
import { openStudioDatabase } from "../../studio/server/db.ts";
import { publisher } from "../../studio/server/publish/publisher.ts";
import { publishRecords } from "../../studio/server/publish/records.ts";
import { buildSite } from "../../studio/server/publish/site-builder.ts";
import { checkoutSnapshot } from "../../studio/server/publish/snapshot.ts";

// An operator's release and the studio's next publish (issue 51): on a git checkout of the
// project, `npm run build` then `npm run releases -- install build`, as docs/deploying.md has it.
// That release records the checkout's commit, so the studio, which knows only its own publishes,
// starts from it: a one-page edit renders that page, not every page.
const top = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-release-commit-"));
const checkout = path.join(top, "project");
const LEFT_OUT = new Set(["node_modules", "build", "build-dev", "build-studio", ".git", "artifacts", ".bench", "data"]);
fs.cpSync(ROOT, checkout, {
  recursive: true,
  filter: (source) =>
    path.dirname(source) !== ROOT ||
    (!LEFT_OUT.has(path.basename(source)) && !path.basename(source).startsWith("build-studio")),
});
fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(checkout, "node_modules"));
const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Operator", "-c", "user.email=ops@example.com", ...args], {
    cwd: checkout,
    encoding: "utf8",
  }).trim();
git("init", "-q", "-b", "main");
git("add", "-A");
git("commit", "-q", "-m", "The project");
afterAll(() => fs.rmSync(top, { recursive: true, force: true }));

const releasesDir = path.join(top, "releases");
/** `npm run <args>` in the checkout, as the operator types it there. */
function npm(...args: string[]) {
  const run = spawnSync("npm", ["run", "--silent", ...args], {
    cwd: checkout,
    env: { ...process.env, RELEASES_DIR: releasesDir, NO_COLOR: "1" },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`npm run ${args.join(" ")} failed:\n${run.stdout}${run.stderr}`);
}

describe("the commit a release is built from", () => {
  it('is "unknown" for a folder that is not a git checkout, even inside one', () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-not-git-"));
    expect(buildSource(plain)).toEqual({ commit: "unknown", uncommitted: [] });
    // A folder of a checkout is not the checkout: its pages are not what that commit holds at the top.
    expect(buildSource(path.join(checkout, "pages"))).toEqual({ commit: "unknown", uncommitted: [] });
    fs.rmSync(plain, { recursive: true });
  });

  it("is recorded by npm run build and releases install, and the studio's next publish renders only the edited page", async () => {
    const commit = git("rev-parse", "HEAD");
    npm("build");
    expect(readBuildSource(path.join(checkout, "build"))).toEqual({ commit, uncommitted: [] });
    npm("releases", "--", "install", "build");
    const releases = new Releases(releasesDir);
    expect(readBuildSource(path.join(releasesDir, releases.live()!))?.commit).toBe(commit);

    const db = openStudioDatabase(path.join(top, "studio.db"));
    const studio = publisher({
      records: publishRecords(sqliteDatabase(db)),
      releases,
      siteDir: checkout,
      git: true,
      build: buildSite,
      snapshot: checkoutSnapshot(checkout, path.join(top, "publish-checkout"), true),
    });
    try {
      // Nothing saved since the operator's release: nothing to publish.
      expect((await studio.pending())?.files).toEqual([]);
      const aboutFile = path.join(checkout, "pages/about.json");
      fs.writeFileSync(
        aboutFile,
        fs.readFileSync(aboutFile, "utf8").replace(/"title": "About Us"(?=,\s*"description": "The people)/, '"title": "Who we are"'),
      );
      git("commit", "-q", "-am", "About: a new heading");
      expect((await studio.pending())?.files?.map((f) => f.file)).toEqual(["pages/about.json"]);
      const published = await studio.publish("nadia@example.com", "Nadia Karim");
      // The builder's own report: the edited page in both languages, and nothing else rendered.
      expect({ kind: published.kind, rendered: published.rendered }).toEqual({
        kind: "pages",
        rendered: ["/about", "/bn/about"],
      });
      expect(fs.readFileSync(path.join(releasesDir, "current/client/about/index.html"), "utf8")).toContain(
        "Who we are",
      );
      expect(published.live).toBe("The About Us page is live.");
      expect(readBuildSource(path.join(releasesDir, "current"))?.commit).toBe(git("rev-parse", "HEAD"));
    } finally {
      db.close();
    }
  }, 600_000);
});
