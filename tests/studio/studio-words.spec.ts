import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import { EDITABLE_CONTENT } from "../../engine/editable.ts";
import { startApp, VALID } from "../server/contact-helper.ts";
import { wordsReport } from "../person-words.ts";
import { logIn, PASSWORD, startStudio } from "./studio.ts";

// Issue 51: every studio screen the owner can open, walked in a browser, says nothing a
// non-developer must not read (tests/person-words.ts): every visible text, label, button name,
// placeholder, title and aria-label, and the header line of the enquiries' CSV download.
type Studio = Awaited<ReturnType<typeof startStudio>>;
let studio: Studio;
const OWNER = { email: "rahima@example.com", name: "Rahima Begum", role: "owner" };
const PHONE_BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-words-e2e-"));
  // Publishing set up on an empty releases folder: the Publish page shows what is waiting.
  studio = await startStudio(OWNER, { dir, env: { RELEASES_DIR: path.join(dir, "releases") } });
  const site = await startApp({ DATABASE_FILE: studio.enquiryDatabaseFile });
  const sent = await site.post({ ...VALID, name: "Karim Hossain" }, { headers: { "user-agent": PHONE_BROWSER } });
  expect(sent.statusCode).toBe(201);
  await site.close();
  // A publish and a roll-back in the activity, as the studio records them (a real publish builds every page).
  const db = new Database(studio.databaseFile);
  const record = db.prepare("INSERT INTO audit (at_ms, actor, action, subject, address) VALUES (?, ?, ?, ?, '')");
  record.run(Date.now() - 60_000, OWNER.email, "published", "20261201-214540-642 (38232c42db)");
  record.run(Date.now() - 30_000, OWNER.email, "rolled_back", "20261201-214540-642");
  db.close();
});
test.afterAll(() => studio?.stop());

/** Everything a person reads on the page as it is now (the site's own preview, an iframe, is not the studio's). */
const readable = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const shown = (e: Element) => e.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    // Each line as a person reads it: a text node's nearest block (a "pages/" then "about.json" in one
    // span is one "pages/about.json"), split where the block's own blocks break it. What an editor
    // typed (a field's value, a rich text) is theirs, not the studio's words.
    const blocks = new Set<HTMLElement>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let block = node.parentElement;
      if (!node.textContent?.trim() || !block || block.closest("script, style, template, textarea, [contenteditable]"))
        continue;
      while (block.parentElement && getComputedStyle(block).display === "inline") block = block.parentElement;
      if (shown(block)) blocks.add(block);
    }
    for (const block of blocks) texts.push(...block.innerText.split("\n").map((line) => line.trim()));
    for (const element of document.body.querySelectorAll("*")) {
      if (!shown(element) && !(element instanceof HTMLOptionElement)) continue;
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
      // What a choice offers, and the words an editor is given in a field that is not theirs (a category's id).
      if (element instanceof HTMLOptionElement && element.closest("select") && shown(element.closest("select")!))
        texts.push(element.text.trim());
    }
    return texts.filter(Boolean);
  });

const seen: { where: string; text: string }[] = [];
async function read(page: Page, where: string) {
  for (const text of new Set(await readable(page))) seen.push({ where, text });
}

/** Opens a screen by its address, and waits for the heading (or words) it is ready with. */
async function open(page: Page, address: string, ready: RegExp | string, heading = false) {
  await page.goto(`${studio.base}/studio${address}`);
  const shown = heading ? page.getByRole("heading", { name: ready }) : page.getByText(ready);
  await expect(shown.first()).toBeVisible({ timeout: 60_000 });
}

test("every studio screen the owner opens speaks in a person's words", async ({ page }) => {
  test.setTimeout(600_000);
  await page.goto(`${studio.base}/studio`);
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible({ timeout: 30_000 });
  await read(page, "log in");
  await logIn(page, OWNER.email, `${PASSWORD} but wrong`);
  await expect(page.getByRole("alert")).not.toBeEmpty({ timeout: 30_000 });
  await read(page, "log in, wrong password");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("link", { name: "/about", exact: true })).toBeVisible({ timeout: 30_000 });
  await read(page, "page list");

  // A page with its fields: the page's own, then each kind of section's, and the list of sections to add.
  await open(page, "/about", "No problems: this page can be saved.");
  await read(page, "page editor");
  const outline = page.getByRole("list", { name: "Sections" });
  const sections = await outline.getByRole("listitem").count();
  for (let i = 0; i < sections; i++) {
    await outline.getByRole("listitem").nth(i).getByRole("button").first().click();
    await read(page, `page editor, section ${i + 1}`);
  }
  await page.getByRole("button", { name: "Add section" }).click();
  await read(page, "page editor, add section");

  for (const name of EDITABLE_CONTENT) {
    await open(page, `/_content/${name}`, /No problems/);
    await read(page, `content ${name}`);
  }
  await page.goto(`${studio.base}/studio/about?lang=bn`);
  await expect(page.getByRole("heading", { level: 1, name: /in Bangla/ })).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: /^1\. Page hero/ }).click();
  await expect(
    page.getByRole("complementary", { name: "Fields in Bangla" }).getByLabel("Title in Bangla"),
  ).toBeVisible();
  await read(page, "Bangla editor");

  await open(page, "/_publish", "Publish", true);
  await page.waitForLoadState("networkidle");
  await read(page, "publish");
  await open(page, "/_accounts", "Activity", true);
  await expect(page.getByRole("listitem").filter({ hasText: "logged in" }).first()).toBeVisible();
  await read(page, "accounts and activity");
  await open(page, "/_password", "My password", true);
  await read(page, "my password");

  await open(page, "/_inbox", "Karim Hossain");
  await read(page, "enquiries");
  await page.getByRole("list", { name: "Enquiries" }).getByRole("link").first().click();
  await expect(page.getByRole("region", { name: "Karim Hossain" })).toBeVisible();
  await read(page, "one enquiry");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  let csv = "";
  for await (const chunk of await (await download).createReadStream()) csv += String(chunk);
  seen.push({ where: "CSV download's header", text: csv.replace(/^\uFEFF/, "").split("\r\n")[0]! });

  const findings = wordsReport(seen);
  console.log(`${findings.length} findings over ${seen.length} texts\n${findings.join("\n")}`);
  expect(findings).toEqual([]);
});
