import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { PAGES_DIR, ROOT } from "../../engine/paths.ts";
import { startDevServer, type DevServer } from "./dev-server.ts";

// `npm run dev` is the editors' only preview: these tests start it exactly as the README says and
// use it as an editor does. It once answered 500 on every page while every other test passed.
test.describe.configure({ mode: "serial" });

let dev: DevServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  dev = await startDevServer();
});
test.afterAll(async () => dev?.stop());

const PAGES = [
  { route: "/", text: "Smart Solutions for a Connected World" },
  { route: "/about", text: "Innovation" },
  { route: "/services/website/website-development", text: "Website Development" },
  // A Bangla page: its words from i18n/bn/pages/index.json.
  { route: "/bn", text: "সংযুক্ত বিশ্বের জন্য স্মার্ট সমাধান" },
];

for (const { route, text } of PAGES)
  test(`serves ${route} with its content`, async ({ page }) => {
    const response = await page.request.get(dev.url + route);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(text);
    // Not the error page. Its heading's words are also among the interface words the page carries
    // in its data script (content/site.json's ui), so only what the page shows is searched.
    expect(html.replace(/<script\b[\s\S]*?<\/script>/g, "")).not.toContain("Something went wrong");

    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(dev.url + route);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    expect(errors).toEqual([]);
  });

test("starts without deprecation or future-flag warnings", () => {
  const out = dev.output();
  expect(out).not.toMatch(/deprecated/i);
  expect(out).not.toMatch(/Future Flag Warning/);
  expect(out).not.toMatch(/\bat .+:\d+:\d+\)/); // no stack trace
});

const CHECK_FILE = "dev-server-check.json";
const CHECK_ROUTE = "/dev-server-check";
const page = (title: string, extraComma: boolean) => `{
  "$schema": "../schema/page.schema.json",
  "meta": { "title": "Dev check", "description": "A page the dev-server test writes, breaks and fixes." },
  "sections": [
    {
      "type": "statusMessage",
      "code": "OK",
      "heading": "${title}",
      "text": "Written by tests/dev/dev-server.spec.ts.",
      "cta": { "label": "Home", "href": "/" }${extraComma ? "," : ""}
    }
  ]
}
`;

test("a page broken while it runs is reported at its place, and fixing it recovers", async ({ page: browser }) => {
  test.setTimeout(120_000);
  const file = path.join(PAGES_DIR, CHECK_FILE);
  // Every page has its Bangla edition (a page without one is a content problem): empty, so the
  // Bangla page shows the English words.
  const bangla = path.join(ROOT, "i18n/bn/pages", CHECK_FILE);
  try {
    fs.writeFileSync(bangla, JSON.stringify({ $schema: "../../../schema/translation.schema.json", fields: {} }) + "\n");
    // A new page file is a new address: the server re-reads the page list by itself.
    let mark = dev.output().length;
    fs.writeFileSync(file, page("First version", false));
    await dev.waitForOutput(`page list changed (pages/${CHECK_FILE}): addresses re-read`, mark);
    await browser.goto(dev.url + CHECK_ROUTE);
    await expect(browser.getByRole("heading", { level: 1, name: "First version" })).toBeVisible();

    // The terminal and the overlay both point at the trailing comma itself.
    const broken = page("First version", true);
    const before = broken.slice(0, broken.indexOf(",\n    }"));
    const line = before.split("\n").length;
    const column = before.length - before.lastIndexOf("\n");
    expect([line, column]).toEqual([10, 46]);
    const where = `pages/${CHECK_FILE}:${line}:${column}`;
    mark = dev.output().length;
    fs.writeFileSync(file, broken);
    await dev.waitForOutput(`${where} extra comma before the closing }`, mark);
    const overlay = browser.locator("vite-error-overlay");
    await expect(overlay).toBeVisible();
    await expect(overlay.locator(".message-body")).toContainText(`${where} extra comma before the closing }`);
    await expect(overlay.locator(".message-body")).toContainText("delete this comma");
    await expect(overlay.locator(".file")).toContainText(`${CHECK_FILE}:${line}:${column}`);
    await browser.screenshot({ path: "artifacts/screenshots/dev-server-overlay.png" });

    // Loading the page meanwhile shows the same problem instead of the page.
    const response = await browser.request.get(dev.url + CHECK_ROUTE);
    expect(response.status()).toBe(500);
    expect(await response.text()).toContain(`${where} extra comma before the closing }`);

    // Fixing the file reloads the open page by itself: no restart.
    mark = dev.output().length;
    fs.writeFileSync(file, page("Second version", false));
    await dev.waitForOutput(`content ok (pages/${CHECK_FILE})`, mark);
    await expect(browser.getByRole("heading", { level: 1, name: "Second version" })).toBeVisible({ timeout: 30_000 });
    await expect(overlay).toHaveCount(0);
  } finally {
    fs.rmSync(file, { force: true });
    fs.rmSync(bangla, { force: true });
  }
});

test("a problem fixed while no browser was open is not shown to the next one", async ({ page: browser }) => {
  test.setTimeout(120_000);
  const file = path.join(PAGES_DIR, CHECK_FILE);
  const bangla = path.join(ROOT, "i18n/bn/pages", CHECK_FILE);
  const title = "Fixed before anyone looked";
  const overlay = browser.locator("vite-error-overlay");
  const write = async (broken: boolean) => {
    const mark = dev.output().length;
    fs.writeFileSync(file, page(title, broken));
    await dev.waitForOutput(broken ? "extra comma before the closing }" : `content ok (pages/${CHECK_FILE})`, mark);
  };
  try {
    fs.writeFileSync(bangla, JSON.stringify({ $schema: "../../../schema/translation.schema.json", fields: {} }) + "\n");
    await write(false);
    // No browser is open: the page is broken, then fixed. One opened then sees the page.
    await write(true);
    await write(false);
    await browser.goto(dev.url + CHECK_ROUTE);
    await expect(browser.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(browser.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(overlay).toHaveCount(0);
    // One opened while it is broken is told, and fixing it reloads that one by itself.
    await browser.goto("about:blank");
    await write(true);
    await browser.goto(dev.url + "/");
    await expect(overlay).toBeVisible();
    await expect(overlay.locator(".message-body")).toContainText("extra comma before the closing }");
    await write(false);
    await expect(overlay).toHaveCount(0, { timeout: 30_000 });
    await expect(browser.getByRole("heading", { level: 1 })).toBeVisible();
  } finally {
    fs.rmSync(file, { force: true });
    fs.rmSync(bangla, { force: true });
  }
});
