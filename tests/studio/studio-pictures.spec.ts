import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, test } from "@playwright/test";
import type { Running } from "../server/process-helper.ts";
import { pictureAddresses } from "../switch-client.ts";
import { deployedSite, PASSWORD, startStudio, stopSite } from "./studio.ts";

// Issue 50's walk-through, as docs/deploying.md sets the two processes up: the public server
// (`npm start`) on a releases folder, the studio (`npm run studio`) on a git checkout of the site.
// Through the studio's API a publisher uploads a PNG onto /about, saves and publishes: the first
// publish is a full build (the live release is not one the studio made), the next ones build only
// the page and copy the picture. After each, the public server must serve /about showing the
// picture, and the picture and every copy its srcset names, within 10 s of the publish for the
// picture-only builds; the same after a roll back and a publish again. A phone then shows it.

const NADIA = { email: "nadia@example.com", name: "Nadia Karim", role: "publisher" };
type Studio = Awaited<ReturnType<typeof startStudio>>;
let studio: Studio;
let web: Running;
let dir: string;
let who: { cookie: string; csrf: string } | undefined;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-pictures-e2e-"));
  let site: string;
  let env: Record<string, string>;
  ({ site, env, web } = await deployedSite(dir));
  studio = await startStudio([NADIA], { dir, site, env });
  const res = await api("/studio/api/login", { email: NADIA.email, password: PASSWORD });
  expect(res.status).toBe(200);
  who = {
    cookie: res.headers.getSetCookie()[0]!.split(";")[0]!,
    csrf: ((await res.json()) as { csrfToken: string }).csrfToken,
  };
});
test.afterAll(async () => {
  await stopSite(web);
  await studio?.stop();
});

/** A request to the studio as its page sends one: its origin, the session and its CSRF token. */
function api(url: string, body?: unknown, bytes?: Buffer) {
  const headers: Record<string, string> = { origin: studio.base };
  if (who) Object.assign(headers, { cookie: who.cookie, "x-csrf-token": who.csrf });
  if (body !== undefined) headers["content-type"] = "application/json";
  if (bytes) headers["content-type"] = "application/octet-stream";
  return fetch(studio.base + url, {
    method: body === undefined && !bytes ? "GET" : "POST",
    headers,
    body: bytes ? new Uint8Array(bytes) : body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A PNG as a phone or a designer's tool saves one: `width` x `height`, stripes of the brand's colours. */
function png(width: number, height: number, colour: string) {
  const stripes = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${colour}"/><rect y="40%" width="100%" height="20%" fill="#f5a524"/></svg>`;
  return sharp(Buffer.from(stripes)).png().toBuffer();
}

/** Uploads a picture and shows it in /about's "Who we are" section, saved: the picture's address. */
async function showOnAbout(name: string, width: number, height: number, colour: string) {
  const uploaded = await api(`/studio/api/editor/image?name=${name}`, undefined, await png(width, height, colour));
  expect(uploaded.status, await uploaded.clone().text()).toBe(201);
  const picture = (await uploaded.json()) as { src: string; width: number; height: number };
  expect(picture.src).toMatch(/^\/images\/uploads\/[a-z0-9-]+\.webp$/);
  const opened = (await (await api("/studio/api/editor/page?file=about.json")).json()) as {
    text: string;
    version: string;
  };
  const page = JSON.parse(opened.text) as { sections: { image?: object }[] };
  page.sections[1]!.image = { ...picture, alt: "Our team planning a client's campaign in the Dhaka office" };
  const saved = await api("/studio/api/editor/save", { file: "about.json", version: opened.version, page });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return picture.src;
}

/** Publishes; the time it was asked, and its answer. */
async function publish() {
  const asked = performance.now();
  const res = await api("/studio/api/publish", {});
  expect(res.status, await res.clone().text()).toBe(200);
  return { asked, result: (await res.json()) as { release: string; kind: string } };
}

/** Waits until the public /about shows `src` and the server answers every copy as a picture: how long after `since`. */
async function liveWithin(src: string, since: number): Promise<number> {
  for (const deadline = performance.now() + 120_000; performance.now() < deadline;) {
    const copies = pictureAddresses(await (await fetch(`${web.base}/about`)).text(), src);
    if (copies) {
      const answers = await Promise.all(copies.map((c) => fetch(web.base + c)));
      const types = answers.map((a) => `${a.status} ${a.headers.get("content-type")}`);
      await Promise.all(answers.map((a) => a.arrayBuffer()));
      if (types.every((t) => t === "200 image/webp")) {
        expect(copies.length).toBe(4); // the picture, 480, 960 and 1600 px wide
        return performance.now() - since;
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`/about never showed ${src} with all its copies`);
}

test("an uploaded picture is live with every copy: after a full build, within 10 s of each publish, and after a roll back", async ({
  page,
}) => {
  test.setTimeout(600_000);
  // The first publish: a full build, whose public/ must be the checkout's.
  const first = await showOnAbout("Office Team.png", 2000, 1400, "#0b1a2e");
  const full = await publish();
  expect(full.result.kind).toBe("full");
  await liveWithin(first, full.asked);

  // A new picture: the page and the picture only, live within 10 s.
  const second = await showOnAbout("Workshop.png", 1800, 1200, "#2a6f97");
  const pages = await publish();
  expect(pages.result.kind).toBe("pages");
  const took = await liveWithin(second, pages.asked);
  expect(took).toBeLessThan(10_000);
  test.info().annotations.push({ type: "publish with a picture to live", description: `${Math.round(took)} ms` });

  // Rolled back to the full build, /about shows the first picture again; a publish brings the second back.
  const back = await api("/studio/api/rollback", { release: full.result.release });
  expect(back.status).toBe(200);
  await liveWithin(first, performance.now());
  const again = await publish();
  expect(again.result.kind).toBe("pages");
  expect(await liveWithin(second, again.asked)).toBeLessThan(10_000);

  // As a visitor on a phone sees it: the picture drawn, from a narrower copy.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${web.base}/about`);
  const img = page.locator(`img[src="${second}"]`);
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
  expect(await img.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(/\.(480|960)w\.webp$/);
  await img.screenshot({ path: test.info().outputPath("picture-on-a-phone.png") });
});
