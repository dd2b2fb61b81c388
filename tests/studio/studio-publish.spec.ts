import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import { heroTitle, saveStatus } from "../dev/editor-page.ts";
import { VALID } from "../server/contact-helper.ts";
import type { Running } from "../server/process-helper.ts";
import { headingOf } from "../switch-client.ts";
import { deployedSite, git, logIn, startStudio, stopSite } from "./studio.ts";

// The walk-through, as its people meet it: the site live from a releases folder through
// `npm start`, the studio beside it through `npm run studio` on a git checkout of the site, the
// accounts added with the studio's CLI. A publisher changes /about, saves (a commit in their
// name), publishes, and a client reading /about 20 times a second sees only 200s and the new
// heading within 10 s; "Roll back" brings the old one back the same way. An editor cannot publish.

const NADIA = { email: "nadia@example.com", name: "Nadia Karim", role: "publisher" };
const ESHA = { email: "esha@example.com", name: "Esha Rahman", role: "editor" };
const OMAR = { email: "omar@example.com", name: "Omar Faruk", role: "owner" };
const NEW_HEADING = "The people behind Nexaforge";

type Studio = Awaited<ReturnType<typeof startStudio>>;
let studio: Studio;
let web: Running;
let dir: string;
let site: string;
let oldHeading: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-publish-e2e-"));
  // Deployed as the operator deploys: the project's build installed and made live (README, Deploying).
  let env: Record<string, string>;
  ({ site, env, web } = await deployedSite(dir));
  oldHeading = headingOf(await (await fetch(`${web.base}/about`)).text());
  studio = await startStudio([OMAR, NADIA, ESHA], { dir, site, env });
  // That build is the checkout's first commit: recorded as the studio records its own publishes, so
  // the next publish starts from it rather than building every page again.
  const db = new Database(studio.databaseFile);
  db.prepare("INSERT INTO publishes VALUES (?, ?, ?, ?, 'full', 0)").run(
    fs.readlinkSync(path.join(env.RELEASES_DIR!, "current")),
    git(site, "rev-parse", "HEAD"),
    "operator@example.com",
    Date.now(),
  );
  db.close();
});
test.afterAll(async () => {
  await stopSite(web);
  await studio?.stop();
});

async function openStudio(page: Page, who: { email: string; name: string }) {
  await page.goto(`${studio.base}/studio/login`);
  await logIn(page, who.email);
  await expect(page.getByText(`Logged in as ${who.name}`)).toBeVisible({ timeout: 60_000 });
}

/** /about read 20 times a second from the public server until `stop`: each answer's time, status and heading. */
function readAbout() {
  const seen: Promise<{ at: number; status: number; heading: string }>[] = [];
  const timer = setInterval(() => {
    seen.push(
      fetch(`${web.base}/about`).then(async (res) => ({
        at: performance.now(),
        status: res.status,
        heading: headingOf(await res.text()),
      })),
    );
  }, 50);
  return async () => {
    clearInterval(timer);
    return Promise.all(seen);
  };
}

test("a publisher saves /about and publishes it: live within 10 s, only 200s; Roll back brings the old heading back", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openStudio(page, NADIA);
  await page.goto(`${studio.base}/studio/about`);
  await expect(page.getByText("No problems: this page can be saved.")).toBeVisible({ timeout: 60_000 });
  await (await heroTitle(page)).fill(NEW_HEADING);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(saveStatus(page)).toHaveText("Saved", { timeout: 30_000 });
  expect(git(site, "log", "-1", "--format=%an <%ae>|%s")).toMatch(
    /^Nadia Karim <nadia@example.com>\|About Us: changed /,
  );

  await page.getByRole("link", { name: "Publish" }).click();
  await expect(page.getByRole("heading", { name: "Not yet live" })).toBeVisible();
  const pending = page.locator(".ed-publish-changes > li");
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText("The page /about");
  await expect(pending).toContainText("saved by Nadia Karim");
  await page.screenshot({ path: test.info().outputPath("pending.png"), fullPage: true });

  let stop = readAbout();
  const clicked = performance.now();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Published in/ })).toBeVisible({ timeout: 60_000 });
  await expect.poll(async () => headingOf(await (await fetch(`${web.base}/about`)).text())).toBe(NEW_HEADING);
  await new Promise((r) => setTimeout(r, 500));
  let seen = await stop();
  expect(seen.filter((s) => s.status !== 200)).toEqual([]);
  const live = seen.find((s) => s.heading === NEW_HEADING)!;
  expect(live.at - clicked).toBeLessThan(10_000);
  test.info().annotations.push({ type: "publish to live", description: `${Math.round(live.at - clicked)} ms` });
  await expect(page.getByText("Everything saved is live: there is nothing to publish.")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("published.png"), fullPage: true });

  stop = readAbout();
  page.once("dialog", (dialog) => void dialog.accept());
  const rolled = performance.now();
  await page.getByRole("button", { name: "Roll back to this" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: /is live again/ })).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => headingOf(await (await fetch(`${web.base}/about`)).text())).toBe(oldHeading);
  await new Promise((r) => setTimeout(r, 500));
  seen = await stop();
  expect(seen.filter((s) => s.status !== 200)).toEqual([]);
  expect(seen.find((s) => s.at > rolled && s.heading === oldHeading)!.at - rolled).toBeLessThan(10_000);
  // Rolled back: the /about change is not live, so it is listed again.
  await expect(pending).toContainText("The page /about");
  await page.screenshot({ path: test.info().outputPath("rolled-back.png"), fullPage: true });
});

test("an editor sees no Publish link and is refused 403; no session is 401, a foreign Origin 403", async ({ page }) => {
  await openStudio(page, ESHA);
  await expect(page.getByRole("link", { name: "Publish" })).toHaveCount(0);
  await page.goto(`${studio.base}/studio/_publish`);
  await expect(page.getByRole("alert")).toHaveText(
    "Publish is for accounts with the publisher role. Ask the site's owner if you need it.",
  );
  const { csrfToken } = (await (await page.request.get(`${studio.base}/studio/api/me`)).json()) as {
    csrfToken: string;
  };
  const asEditor = await page.request.post(`${studio.base}/studio/api/publish`, {
    headers: { origin: studio.base, "x-csrf-token": csrfToken },
  });
  expect(asEditor.status()).toBe(403);
  const anonymous = await fetch(`${studio.base}/studio/api/publish`, {
    method: "POST",
    headers: { origin: studio.base },
  });
  expect(anonymous.status).toBe(401);
  const foreign = await page.request.post(`${studio.base}/studio/api/publish`, {
    headers: { origin: "https://elsewhere.example", "x-csrf-token": csrfToken },
  });
  expect(foreign.status()).toBe(403);
});

test("the owner finds an enquiry sent to the public site by its e-mail, and marks it replied", async ({ page }) => {
  test.setTimeout(120_000);
  const sent = await fetch(`${web.base}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
    body: JSON.stringify({ ...VALID, name: "Tahmina Sultana", email: "tahmina@garments.example" }),
  });
  expect(sent.status).toBe(201);
  await openStudio(page, OMAR);
  await page.getByRole("link", { name: "Enquiries" }).click();
  await page.getByLabel("Search").fill("tahmina@garments.example");
  const list = page.getByRole("list", { name: "Enquiries" });
  await expect(list.getByRole("link")).toHaveCount(1);
  await list.getByRole("link").click();
  const opened = page.getByRole("region", { name: "Tahmina Sultana" });
  await opened.getByRole("button", { name: "Replied" }).click();
  await expect(opened.getByRole("status")).toHaveText("Marked replied");
  await page.reload();
  await expect(
    page.getByRole("region", { name: "Tahmina Sultana" }).getByRole("button", { name: "Replied" }),
  ).toHaveAttribute("aria-pressed", "true", { timeout: 30_000 });
});

// Last: the wrong passwords it sends from this machine's address would hold back the logins above.
test("the eleventh wrong password within a minute answers 429", async () => {
  const attempt = () =>
    fetch(`${studio.base}/studio/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: studio.base },
      body: JSON.stringify({ email: ESHA.email, password: "not the password" }),
    });
  for (let i = 1; i <= 10; i++) expect((await attempt()).status, `attempt ${i}`).toBe(401);
  const eleventh = await attempt();
  expect(eleventh.status).toBe(429);
  expect(((await eleventh.json()) as { message: string }).message).toMatch(/Too many/i);
});
