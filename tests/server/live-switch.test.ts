/**
 * The public server follows a releases folder's `current` without a restart: a client fetching
 * /about 20 times a second through a switch (and a roll back) sees only 200s and the new page
 * at once, and a page loaded before the switch can still fetch its old hashed assets.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Releases } from "../../server/releases.ts";
import { startApp, tempDir, type TestApp } from "./contact-helper.ts";
import { fetchThroughout, headingOf } from "../switch-client.ts";
import { smallBuild } from "./release-fixtures.ts";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const OLD_ASSET = "/assets/entry-old111.js";
const NEW_ASSET = "/assets/entry-new222.js";

/** A releases folder with "Before" live, and "After" installed but not live; the server on it. */
async function serverOnReleases() {
  const releases = new Releases(path.join(tempDir("nexaforge-live-"), "releases"), { keep: 5 });
  const before = releases.install(smallBuild("Before", OLD_ASSET));
  releases.activate(before);
  const after = releases.install(smallBuild("After", NEW_ASSET));
  t = await startApp({ RELEASES_DIR: releases.dir });
  const base = await t.app.listen({ host: "127.0.0.1", port: 0 });
  return { releases, before, after, base };
}

/** The CSP the server should send for a page: its inline script allowed by hash. */
const scriptHash = (heading: string) =>
  `'sha256-${createHash("sha256")
    .update(`var r=${JSON.stringify(heading)}`)
    .digest("base64")}'`;

describe("a switch while a client reads the site", () => {
  it("only 200s; every request after the switch gets the new page, its CSP and its not-found page; old assets still answer", async () => {
    const { releases, after, base } = await serverOnReleases();
    const { pages, assetStatuses, switchedAt } = await fetchThroughout(base, OLD_ASSET, async () => {
      releases.activate(after);
      return performance.now();
    });
    expect(pages.filter((p) => p.status !== 200)).toEqual([]);
    expect(assetStatuses.every((s) => s === 200)).toBe(true);
    expect(pages.filter((p) => p.startedAt < switchedAt - 50).every((p) => p.heading === "Before")).toBe(true);
    expect(pages.filter((p) => p.startedAt > switchedAt).map((p) => p.heading)).toEqual(
      pages.filter((p) => p.startedAt > switchedAt).map(() => "After"),
    );
    expect(pages.filter((p) => p.startedAt > switchedAt).length).toBeGreaterThanOrEqual(10);

    const about = await fetch(`${base}/about`);
    expect(about.headers.get("content-security-policy")).toContain(scriptHash("After"));
    expect(about.headers.get("content-security-policy")).not.toContain(scriptHash("Before"));
    const missing = await fetch(`${base}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(headingOf(await missing.text())).toBe("Not found (After)");
    expect((await fetch(`${base}${NEW_ASSET}`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  });

  it("allows only the scripts the build recorded: one that reached a page any other way does not run", async () => {
    const { releases, after, base } = await serverOnReleases();
    // A script in the live page that the build did not write (as if some words had become markup).
    const about = path.join(releases.dir, after, "client/about/index.html");
    fs.appendFileSync(about, "<script>fetch('/steal?c='+document.cookie)</script>");
    releases.activate(after);
    const policy = (await fetch(`${base}/about`)).headers.get("content-security-policy")!;
    const allowed = policy.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(allowed).toBe(`script-src 'self' ${scriptHash("After")}`);
    // A page the record does not name runs no inline script at all.
    const home = (await fetch(`${base}/`)).headers.get("content-security-policy")!;
    expect(home.split("; ").find((d) => d.startsWith("script-src"))).toBe("script-src 'self'");
  });

  it("rolls back the same way", async () => {
    const { releases, before, after, base } = await serverOnReleases();
    releases.activate(after);
    expect(headingOf(await (await fetch(`${base}/about`)).text())).toBe("After");
    const { pages, switchedAt } = await fetchThroughout(base, OLD_ASSET, async () => {
      releases.rollBack(before);
      return performance.now();
    });
    expect(pages.filter((p) => p.status !== 200)).toEqual([]);
    const later = pages.filter((p) => p.startedAt > switchedAt);
    expect(later.length).toBeGreaterThanOrEqual(10);
    expect(later.every((p) => p.heading === "Before")).toBe(true);
    expect((await fetch(`${base}${NEW_ASSET}`)).status).toBe(200);
  });

  it("a broken build is refused and the server keeps answering from the live one", async () => {
    const { releases, before, base } = await serverOnReleases();
    const broken = smallBuild("Broken");
    fs.rmSync(path.join(broken, "site-manifest.json"));
    expect(() => releases.install(broken)).toThrow(/not complete/);
    expect(releases.live()).toBe(before);
    expect(headingOf(await (await fetch(`${base}/about`)).text())).toBe("Before");
  });
});

describe("a request in flight through a switch", () => {
  it("finishes from the release it started with, even when that release is removed meanwhile", async () => {
    const releases = new Releases(path.join(tempDir("nexaforge-live-"), "releases"), { keep: 1, graceMs: 0 });
    const build = smallBuild("Before");
    const big = "/assets/big-old333.js";
    const body = "console.log('old release');\n".repeat(200_000); // 5.6 MB: far more than one socket write
    fs.writeFileSync(path.join(build, "client", big), body);
    const before = releases.install(build);
    releases.activate(before);
    t = await startApp({ RELEASES_DIR: releases.dir });
    const { port } = new URL(await t.app.listen({ host: "127.0.0.1", port: 0 }));

    let removed = false;
    const received = new Promise<string>((resolve, reject) => {
      // No Accept-Encoding: the file is streamed as it is, from the open file.
      http.get({ host: "127.0.0.1", port, path: big }, (res) => {
        const chunks: Buffer[] = [];
        res.once("data", () => {
          res.pause();
          try {
            releases.activate(releases.install(smallBuild("After")));
            removed = !fs.existsSync(path.join(releases.dir, before));
          } catch (error) {
            reject(error as Error);
          } finally {
            res.resume();
          }
        });
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve(Buffer.concat(chunks).toString()));
        res.on("error", reject);
      });
    });
    expect(await received).toBe(body);
    expect(removed).toBe(true);
  });
});

describe("starting on a releases folder", () => {
  it("refuses to start, in plain words, when no release is live yet", async () => {
    const dir = path.join(tempDir("nexaforge-live-"), "releases");
    await expect(startApp({ RELEASES_DIR: dir })).rejects.toThrow(/no live release in .*releases/i);
  });
});
