import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BuildRequest } from "../../studio/server/publish/publisher.ts";
import { tempDir } from "./contact-helper.ts";
import { siteCopy } from "./editor-server.ts";
import { smallBuild } from "./release-fixtures.ts";
import { login, saveAboutTitle, startStudio, studioFetch, type TestStudio } from "./studio-helper.ts";

// Publishing from the studio on a git checkout of the site, with a stand-in for the site's build
// (the real one is tested in tests/build and end to end): what is not yet live, a publish, a roll
// back, one at a time, a failed build that leaves the live site alone, and who may do it.
const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8" }).trim();

/** The /about heading of the site folder a build was given. */
const aboutTitle = (root: string) =>
  (JSON.parse(fs.readFileSync(path.join(root, "pages/about.json"), "utf8")) as { sections: { title: string }[] })
    .sections[0]!.title;

interface PublishView {
  files?: { file: string; removed: boolean; saves: Record<string, string>[] }[];
  releases: { id: string; live: boolean; commit?: string; publishedBy?: string }[];
}

const requests: (BuildRequest & { title: string; modules: boolean })[] = [];
let hold: Promise<void> | undefined;
let failWith: string | undefined;
/** Written into the built /about: what a page shows beyond its heading. */
let aboutShows = "";
async function fakeBuild(request: BuildRequest) {
  requests.push({
    ...request,
    title: aboutTitle(request.root),
    modules: fs.existsSync(path.join(request.root, "node_modules")),
  });
  // As the real build tells its progress (scripts/lib/build-progress.ts): its plan, then page by page.
  request.onProgress?.({ step: "plan", kind: request.previous ? "pages" : "full", pages: 2 });
  request.onProgress?.({ step: "pages", done: 1, of: 2 });
  // A build takes 4 s on the studio's clock here, so each publish is timed for the next one's estimate.
  s.advance(4000);
  await hold;
  if (failWith) throw new Error(failWith);
  fs.renameSync(smallBuild(aboutTitle(request.root)), request.out);
  fs.appendFileSync(path.join(request.out, "client/about/index.html"), aboutShows);
  return { kind: request.previous ? "pages" : "full" };
}

let s: TestStudio;
let site: string;
let releasesDir: string;
let nadia: { cookie: string; csrf: string };
const liveAbout = () => fs.readFileSync(path.join(releasesDir, "current/client/about/index.html"), "utf8");
const get = async (who = nadia) => {
  const res = await studioFetch(s, "/studio/api/publish", who);
  return { status: res.status, body: (await res.json()) as PublishView };
};
const publish = (who = nadia) => studioFetch(s, "/studio/api/publish", { method: "POST", ...who });

beforeAll(async () => {
  site = siteCopy("nexaforge-studio-publish-");
  git(site, "init", "-q", "-b", "main");
  git(site, "add", "-A");
  git(site, "-c", "user.name=Developer", "-c", "user.email=dev@example.com", "commit", "-q", "-m", "The site");
  releasesDir = path.join(tempDir("nexaforge-studio-releases-"), "releases");
  s = await startStudio(
    { "nadia@example.com": "publisher", "esha@example.com": "editor", "omar@example.com": "owner" },
    { STUDIO_SITE_DIR: site, RELEASES_DIR: releasesDir, RELEASES_KEEP: "5" },
    undefined,
    undefined,
    { build: fakeBuild },
  );
  await s.listen();
  nadia = await login(s, "nadia@example.com");
}, 60_000);
afterAll(() => s.close());

describe("publishing from the studio", () => {
  it("publishes everything the first time, with a full build of the newest commit", async () => {
    const before = await get();
    expect(before.status).toBe(200);
    expect(before.body.files).toBeUndefined();
    expect(before.body.releases).toEqual([]);
    const res = await publish();
    expect(res.status).toBe(200);
    const result = (await res.json()) as { release: string; commit: string; kind: string };
    expect(result).toMatchObject({ commit: git(site, "rev-parse", "HEAD"), kind: "full" });
    expect(requests.at(-1)).toMatchObject({ modules: true });
    expect(requests.at(-1)!.previous).toBeUndefined();
    expect(requests.at(-1)!.changed).toBeUndefined();
    expect(fs.readlinkSync(path.join(releasesDir, "current"))).toBe(result.release);
    const after = await get();
    expect(after.body.files).toEqual([]);
    expect(after.body.releases).toEqual([
      expect.objectContaining({
        id: result.release,
        live: true,
        commit: result.commit,
        // By name, as the Publish page shows who published (the account is named "nadia" here).
        publishedBy: "nadia",
      }),
    ]);
  });

  it("lists a saved page with its author, then builds only from the live release and that file", async () => {
    expect((await saveAboutTitle(s, nadia, "The people behind Nexaforge")).status).toBe(200);
    const { body } = await get();
    expect(body.files).toEqual([
      {
        file: "pages/about.json",
        removed: false,
        saves: [
          expect.objectContaining({
            author: "nadia",
            email: "nadia@example.com",
            message: expect.stringMatching(/^About Us: changed /),
          }),
        ],
      },
    ]);
    const live = fs.readlinkSync(path.join(releasesDir, "current"));
    const published = await publish();
    expect(published.status).toBe(200);
    // What went live, in words, from what changed: the page by its title.
    expect(((await published.json()) as { live: string }).live).toBe("The About Us page is live.");
    expect(requests.at(-1)).toMatchObject({
      previous: path.join(releasesDir, live),
      changed: ["pages/about.json"],
      title: "The people behind Nexaforge",
    });
    // The build ran on a checkout of its own, not the folder the editor saves in.
    expect(requests.at(-1)!.root).not.toBe(site);
    expect(liveAbout()).toContain("The people behind Nexaforge");
    expect((await get()).body.files).toEqual([]);
  });

  it("builds the commit it started from: a save made during the build waits for the next publish", async () => {
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    const running = publish();
    await expect.poll(() => requests.length).toBe(3);
    expect((await saveAboutTitle(s, nadia, "Saved during the build")).status).toBe(200);
    const busy = await publish();
    expect(busy.status).toBe(409);
    expect(((await busy.json()) as { message: string }).message).toMatch(
      /^nadia started to publish at \d\d:\d\d UTC, and it has not finished\. Wait a moment/,
    );
    // Its progress, for any Publish page opened meanwhile: by name, the steps so far, the page it is
    // on, and an estimate from the one-page publish before it.
    const during = (await (await studioFetch(s, "/studio/api/publish/progress", nadia)).json()) as {
      running: { by: string; steps: { step: string }[]; page: object; estimateMs?: number };
    };
    expect(during.running).toMatchObject({ by: "nadia", page: { done: 1, of: 2 } });
    expect(during.running.steps.map((x) => x.step)).toEqual(["check", "pages"]);
    expect(during.running.estimateMs).toBe(4000);
    release();
    hold = undefined;
    expect((await running).status).toBe(200);
    const after = (await (await studioFetch(s, "/studio/api/publish/progress", nadia)).json()) as object;
    // Nothing was saved between the last publish and this one's start (the save came during it).
    expect(after).toMatchObject({
      running: null,
      last: { by: "nadia", live: "Nothing had changed: the live site is as it was." },
    });
    expect(requests.at(-1)!.title).toBe("The people behind Nexaforge");
    expect(liveAbout()).not.toContain("Saved during the build");
    const { body } = await get();
    expect(body.files!.map((f) => f.file)).toEqual(["pages/about.json"]);
  });

  it("a failed build publishes nothing, says why, and leaves the live site as it was", async () => {
    const live = fs.readlinkSync(path.join(releasesDir, "current"));
    failWith = "pages/about.json: Page hero › Title must not be empty.";
    const res = await publish();
    failWith = undefined;
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: "not_published",
      message: "Nothing was published: pages/about.json: Page hero › Title must not be empty.",
    });
    expect(fs.readlinkSync(path.join(releasesDir, "current"))).toBe(live);
    expect(fs.readdirSync(releasesDir).filter((name) => name.startsWith("."))).toEqual([]);
  });

  it("makes nothing live whose pages show a picture the new build does not hold, and says which in plain words", async () => {
    const live = fs.readlinkSync(path.join(releasesDir, "current"));
    aboutShows =
      '<img src="/images/uploads/team.webp" srcset="/images/uploads/team.480w.webp 480w, /images/uploads/team.webp 900w">';
    const res = await publish();
    aboutShows = "";
    expect(res.status).toBe(422);
    const { message } = (await res.json()) as { message: string };
    expect(message).toMatch(
      /^Nothing was published: the page at \/about shows the picture team\.webp; the page at \/about shows the picture team\.480w\.webp, but the new build does not hold them, so visitors would see a broken picture\. The live site is unchanged\./,
    );
    expect(fs.readlinkSync(path.join(releasesDir, "current"))).toBe(live);
    expect(fs.readdirSync(releasesDir).filter((name) => name.startsWith("."))).toEqual([]);
  });

  it("rolls back to a kept release; its changes since are listed again; an unknown release is refused", async () => {
    const oldest = (await get()).body.releases.at(-1)!;
    const res = await studioFetch(s, "/studio/api/rollback", { body: { release: oldest.id }, ...nadia });
    expect(res.status).toBe(200);
    expect(fs.readlinkSync(path.join(releasesDir, "current"))).toBe(oldest.id);
    expect(liveAbout()).not.toContain("The people behind Nexaforge");
    expect((await get()).body.files!.map((f) => f.file)).toEqual(["pages/about.json"]);
    const missing = await studioFetch(s, "/studio/api/rollback", {
      body: { release: "20200101-000000-000" },
      ...nadia,
    });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toMatch(
      /^That earlier version of the site is no longer kept/,
    );
  });

  it("records each publish and roll back in the audit log", async () => {
    const omar = await login(s, "omar@example.com");
    const entries = (await (await studioFetch(s, "/studio/api/audit", omar)).json()) as {
      entries: { action: string; actor: string }[];
    };
    expect(entries.entries.filter((e) => e.action === "published")).toHaveLength(3);
    expect(entries.entries.filter((e) => e.action === "rolled_back")).toEqual([
      expect.objectContaining({ actor: "nadia@example.com" }),
    ]);
  });
});

describe("a studio started after one was stopped in the middle of a publish", () => {
  it("removes the unfinished builds left in the releases folder, and nothing else", async () => {
    const dir = path.join(tempDir("nexaforge-studio-leftovers-"), "releases");
    const release = path.join(dir, "20261201-101500-000");
    fs.mkdirSync(path.join(release, "client"), { recursive: true });
    for (const left of [".building-0a1b2c3d4e5f", ".building-0a1b2c3d4e5f.partial-4242"])
      fs.mkdirSync(path.join(dir, left, "client/about"), { recursive: true });
    const again = await startStudio(
      { "nadia@example.com": "publisher" },
      { STUDIO_SITE_DIR: site, RELEASES_DIR: dir },
      undefined,
      undefined,
      { build: fakeBuild },
    );
    await again.close();
    expect(fs.readdirSync(dir)).toEqual(["20261201-101500-000"]);
    expect(fs.existsSync(path.join(release, "client"))).toBe(true);
  });
});

describe("who may publish", () => {
  it("an editor sees no changes and cannot publish (403); no session is 401; a foreign Origin 403", async () => {
    const esha = await login(s, "esha@example.com");
    expect((await get(esha)).status).toBe(403);
    expect((await publish(esha)).status).toBe(403);
    expect((await studioFetch(s, "/studio/api/publish", { method: "POST" })).status).toBe(401);
    expect(
      (await studioFetch(s, "/studio/api/publish", { method: "POST", ...nadia, origin: "https://evil.example" }))
        .status,
    ).toBe(403);
  });

  it("without a releases folder, tells the publisher to ask, and its log at start-up says what to set", async () => {
    const lines: string[] = [];
    const logger = { level: "warn", stream: { write: (line: string) => lines.push(line) } };
    const bare = await startStudio(
      { "nadia@example.com": "publisher" },
      { STUDIO_SITE_DIR: site },
      undefined,
      undefined,
      {
        logger,
      },
    );
    await bare.listen();
    const res = await studioFetch(bare, "/studio/api/publish", await login(bare, "nadia@example.com"));
    await bare.close();
    expect(res.status).toBe(503);
    const { message } = (await res.json()) as { message: string };
    expect(message).toMatch(/has not finished setting up publishing\. Ask them to finish it\./);
    expect(message).not.toMatch(/RELEASES_DIR|deploying/);
    expect(lines.join("")).toMatch(/"event":"publishing_not_set_up".*set RELEASES_DIR to the releases folder/);
  });
});
