import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import type { Running } from "../server/process-helper.ts";
import { developerWords } from "../person-words.ts";
import { deployedSite, logIn, startStudio, stopSite } from "./studio.ts";

// A publish that builds every page, watched (issue 51): the site deployed as the operator deploys
// it, from a build the studio cannot start from (it was made from another checkout than the
// studio's), so the first publish is a full build. The publisher sees its steps as they happen,
// the page it is on counting up, the time so far; closes the tab in the middle; opens the Publish
// page again and finds the publish still going; and at its end reads what went live.

const NADIA = { email: "nadia@example.com", name: "Nadia Karim", role: "publisher" };

let studio: Awaited<ReturnType<typeof startStudio>>;
let web: Running;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-publish-progress-"));
  let env: Record<string, string>;
  let site: string;
  ({ site, env, web } = await deployedSite(dir));
  studio = await startStudio([NADIA], { dir, site, env });
});
test.afterAll(async () => {
  await stopSite(web);
  await studio?.stop();
});

async function openPublish(page: Page) {
  await page.goto(`${studio.base}/studio/login`);
  await logIn(page, NADIA.email);
  await expect(page.getByText(`Logged in as ${NADIA.name}`)).toBeVisible({ timeout: 60_000 });
  await page.getByRole("link", { name: "Publish" }).click();
  await expect(page.getByRole("heading", { name: "Not yet live" })).toBeVisible();
}

/** The page the publish says it is building, once it says so: [N, M] of "Building page N of M". */
async function pageShown(page: Page): Promise<[number, number] | undefined> {
  const text = await page
    .getByRole("region", { name: "Publishing now" })
    .textContent({ timeout: 1000 })
    .catch(() => "");
  const m = /Building page (\d+) of (\d+)/.exec(text ?? "");
  return m ? [Number(m[1]), Number(m[2])] : undefined;
}

const timeSoFar = async (page: Page) =>
  /Time so far: ([^.]+)\./.exec((await page.getByRole("region", { name: "Publishing now" }).textContent()) ?? "")?.[1];

test("a full-build publish shows its steps, page N of M and the time so far, survives a closed tab, and ends with what went live", async ({
  page,
  context,
}) => {
  test.setTimeout(420_000);
  await openPublish(page);
  await page.getByRole("button", { name: "Publish now" }).click();
  const progress = page.getByRole("region", { name: "Publishing now" });
  await expect(progress).toContainText("Checking the content", { timeout: 30_000 });
  await expect(progress).toContainText(/Time so far: \d+ s/);
  const firstTime = await timeSoFar(page);

  // The pages counted as they are built: one reading, then a later, higher one of the same total.
  let first: [number, number] | undefined;
  await expect.poll(async () => (first = await pageShown(page)), { timeout: 240_000, intervals: [250] }).toBeTruthy();
  await expect
    .poll(async () => (await pageShown(page))?.[0] ?? first![1], { timeout: 120_000, intervals: [250] })
    .toBeGreaterThan(first![0]);
  expect((await pageShown(page))?.[1] ?? first![1]).toBe(first![1]);
  expect(first![1]).toBeGreaterThan(20);
  await expect(progress).toContainText("Preparing the site's design and code (");
  expect(await timeSoFar(page)).not.toBe(firstTime);
  expect(developerWords((await progress.textContent()) ?? "")).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("publishing.png"), fullPage: true });

  // The tab closed in the middle: the publish goes on, and a Publish page opened again follows it.
  await page.close();
  const again = await context.newPage();
  await again.goto(`${studio.base}/studio/_publish`);
  await expect(again.getByRole("heading", { name: "Not yet live" })).toBeVisible({ timeout: 60_000 });
  const resumed = again.getByRole("region", { name: "Publishing now" });
  await expect(resumed).toContainText("Nadia Karim started to publish at");
  await expect(resumed).toContainText(/Building page \d+ of \d+|Built \d+ pages/);

  // At the end: who, when, how long, and what went live.
  const ended = again.getByRole("status").filter({ hasText: /^Published at / });
  await expect(ended).toBeVisible({ timeout: 240_000 });
  await expect(ended).toContainText(
    new RegExp(`by Nadia Karim, in \\d+ (s|min)[^.]*\\. The whole site is live: ${first![1]} pages built afresh\\.$`),
  );
  expect(developerWords((await ended.textContent()) ?? "")).toEqual([]);
  await expect(resumed).toHaveCount(0);
  await expect(again.getByText("Everything saved is live: there is nothing to publish.")).toBeVisible();
  await expect(again.getByRole("row").nth(1)).toContainText("Nadia Karim");
  await expect(again.getByRole("row").nth(2)).toContainText("Put in place by the site's operator");
  await again.screenshot({ path: test.info().outputPath("published.png"), fullPage: true });
});
