import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test, type Browser, type BrowserContextOptions, type Locator, type Page } from "@playwright/test";
import { VALID } from "../server/contact-helper.ts";
import type { Running } from "../server/process-helper.ts";
import { headingOf } from "../switch-client.ts";
import { deployedSite, git, logIn, startStudio, stopSite } from "./studio.ts";
import { fitsThumb } from "./thumb.ts";

// The studio on a phone, as its people hold one: an editor changes a heading and saves with a
// thumb, a publisher publishes it, and the public site shows it. Then every studio page at 360,
// 390, 768 and 1280 px: nothing wider than the screen, every button, menu link and checkbox at
// least 44 px each way, and a screenshot of each to look at (artifacts/screenshots/studio/).

const OWNER = { email: "omar@example.com", name: "Omar Faruk", role: "owner" };
const PUBLISHER = { email: "nadia@example.com", name: "Nadia Karim", role: "publisher" };
const EDITOR = { email: "esha@example.com", name: "Esha Rahman", role: "editor" };
const NEW_HEADING = "Nexaforge, from a phone";
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

let studio: Awaited<ReturnType<typeof startStudio>>;
let web: Running;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-phone-e2e-"));
  const deployed = await deployedSite(dir);
  web = deployed.web;
  studio = await startStudio([OWNER, PUBLISHER, EDITOR], { dir, site: deployed.site, env: deployed.env });
  // The installed build is the checkout's first commit, recorded as the studio records its own
  // publishes (as studio-publish.spec.ts does), so a publish builds only what changed.
  const db = new Database(studio.databaseFile);
  db.prepare("INSERT INTO publishes VALUES (?, ?, ?, ?, 'full', 0)").run(
    fs.readlinkSync(path.join(deployed.env.RELEASES_DIR!, "current")),
    git(deployed.site, "rev-parse", "HEAD"),
    "operator@example.com",
    Date.now(),
  );
  db.close();
  // One enquiry in the inbox, sent to the public site as a visitor sends it.
  const sent = await fetch(`${web.base}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
    body: JSON.stringify({ ...VALID, name: "Tahmina Sultana", email: "tahmina@garments.example" }),
  });
  expect(sent.status).toBe(201);
});
test.afterAll(async () => {
  await stopSite(web);
  await studio?.stop();
});

async function phoneLogIn(browser: Browser, who: typeof OWNER, options = PHONE) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto(`${studio.base}/studio/login`);
  await logIn(page, who.email);
  await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible({ timeout: 60_000 });
  return page;
}

test("on a phone, an editor changes a heading and saves it, a publisher publishes it, and the site shows it", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const editor = await phoneLogIn(browser, EDITOR);
  await editor.getByRole("link", { name: "/about", exact: true }).tap();
  await expect(editor.getByText("No problems: this page can be saved.")).toBeAttached({ timeout: 60_000 });
  // The sections first; tapping one shows its fields.
  await editor.getByRole("button", { name: "Sections", exact: true }).tap();
  await editor
    .getByRole("list", { name: "Sections" })
    .getByRole("button", { name: /Page hero/ })
    .tap();
  const title = editor.getByRole("complementary", { name: "Fields" }).getByLabel("Title", { exact: true });
  await expect(title).toBeInViewport();
  await title.fill(NEW_HEADING);
  // The preview, one tap away, shows the new heading.
  await editor.getByRole("button", { name: "Preview", exact: true }).tap();
  const preview = editor.frameLocator("#preview-frame").getByRole("heading", { level: 1 });
  await expect(preview).toHaveText(NEW_HEADING, { timeout: 30_000 });
  await expect(preview).toBeInViewport();
  const save = editor.getByRole("button", { name: "Save", exact: true });
  await expect(save).toBeInViewport();
  await save.tap();
  await expect(editor.getByRole("banner").getByRole("status")).toHaveText("Saved", { timeout: 30_000 });
  await editor.context().close();

  const publisher = await phoneLogIn(browser, PUBLISHER);
  await publisher.getByRole("button", { name: "Menu" }).tap();
  await publisher.getByRole("link", { name: "Publish" }).tap();
  await expect(publisher.getByRole("heading", { name: "Not yet live" })).toBeVisible({ timeout: 30_000 });
  const publish = publisher.getByRole("button", { name: "Publish now" });
  await expect(publish).toBeInViewport();
  await publish.tap();
  await expect(publisher.getByText("Everything saved is live: there is nothing to publish.")).toBeVisible({
    timeout: 120_000,
  });
  await publisher.context().close();

  await expect
    .poll(async () => headingOf(await (await fetch(`${web.base}/about`)).text()), { timeout: 15_000 })
    .toBe(NEW_HEADING);
});

/** Each studio page: its address, and what shows once it has opened. */
const PAGES: { name: string; at: string; ready(page: Page): Locator }[] = [
  { name: "pages", at: "", ready: (p) => p.getByRole("link", { name: "/about", exact: true }) },
  { name: "page", at: "/about", ready: (p) => p.getByText("No problems: this page can be saved.") },
  {
    name: "settings",
    at: "/_content/site",
    ready: (p) => p.getByText("No problems: the site settings can be saved."),
  },
  { name: "bangla", at: "/about?lang=bn", ready: (p) => p.locator("#translation-summary") },
  {
    name: "publish",
    at: "/_publish",
    ready: (p) => p.getByRole("button", { name: "Publish now" }).or(p.getByText("Everything saved is live")),
  },
  { name: "enquiries", at: "/_inbox", ready: (p) => p.getByRole("list", { name: "Enquiries" }) },
  { name: "accounts", at: "/_accounts", ready: (p) => p.getByRole("cell", { name: PUBLISHER.email }) },
  { name: "password", at: "/_password", ready: (p) => p.getByRole("button").last() },
];

for (const width of [360, 390, 768, 1280]) {
  test(`every studio page at ${width} px: no sideways scroll, targets of 44 px, screenshots`, async ({ browser }) => {
    test.setTimeout(300_000);
    const options = { ...PHONE, viewport: { width, height: width < 768 ? 844 : 900 }, isMobile: width < 768 };
    const out = await browser.newContext(options);
    const login = await out.newPage();
    await login.goto(`${studio.base}/studio/login`);
    await expect(login.getByRole("button", { name: "Log in" })).toBeVisible({ timeout: 60_000 });
    await fitsThumb(login, "login");
    await out.close();

    const page = await phoneLogIn(browser, OWNER, options);
    for (const { name, at, ready } of PAGES) {
      await page.goto(`${studio.base}/studio${at}`);
      // Attached, not visible: on a phone the page's checks are said in the Fields panel, not shown first.
      await expect(ready(page).first()).toBeAttached({ timeout: 60_000 });
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await fitsThumb(page, name);
      if (name === "page" && width < 768) {
        // On a phone the editor shows one panel at a time: each of the others, one tap away.
        for (const view of ["Sections", "Preview"]) {
          await page.getByRole("button", { name: view, exact: true }).tap();
          await fitsThumb(page, `page-${view.toLowerCase()}`);
        }
      }
      if (name === "settings") {
        // The footer's tagline is where a person looks for it: under Footer.
        await page.getByRole("button", { name: "Footer", exact: true }).click();
        await expect(page.getByRole("main", { name: "Fields" }).getByLabel("Tagline", { exact: true })).toBeVisible();
      }
      if (name === "enquiries") {
        await page.getByRole("list", { name: "Enquiries" }).getByRole("link").first().click();
        await expect(page.getByRole("region", { name: "Tahmina Sultana" })).toBeVisible({ timeout: 30_000 });
        await fitsThumb(page, "enquiry");
      }
    }
    await page.context().close();
  });
}
