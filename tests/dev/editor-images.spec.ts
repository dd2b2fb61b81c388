import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { PAGES_DIR, PUBLIC_DIR } from "../../engine/paths.ts";
import type { DevServer } from "./dev-server.ts";
import { test } from "./edit-server.ts";
import { keepContentFiles } from "./keep-content.ts";

// A picture put on /about through `npm run edit`, as an editor does it: by the names on the screen.
// The page file is put back and the pictures made are removed afterwards.
test.describe.configure({ mode: "serial" });

// Pages, content and their translations put back after each test (keep-content.ts).
keepContentFiles();

const ABOUT = path.join(PAGES_DIR, "about.json");
const UPLOADS = path.join(PUBLIC_DIR, "images", "uploads");
let saved: string;
let uploadsBefore: string[] | null;
let dev: DevServer;

test.beforeAll(async ({ editServer }) => {
  test.setTimeout(120_000);
  saved = fs.readFileSync(ABOUT, "utf8");
  uploadsBefore = fs.existsSync(UPLOADS) ? fs.readdirSync(UPLOADS) : null;
  dev = editServer;
});
test.afterEach(() => {
  if (fs.readFileSync(ABOUT, "utf8") !== saved) fs.writeFileSync(ABOUT, saved);
});
test.afterAll(async () => {
  if (uploadsBefore === null) fs.rmSync(UPLOADS, { recursive: true, force: true });
  else
    for (const name of fs.readdirSync(UPLOADS)) if (!uploadsBefore.includes(name)) fs.rmSync(path.join(UPLOADS, name));
});

const picture = (width: number, height: number, format: "png" | "jpeg") =>
  sharp({ create: { width, height, channels: 3, background: "#2a6f4e" } })
    .toFormat(format)
    .toBuffer();

async function openWhoWeAre(page: Page) {
  await page.goto(`${dev.url}/_editor`);
  await page.getByRole("link", { name: "/about", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Editing /about" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("No problems: this page can be saved.")).toBeVisible({ timeout: 30_000 });
  const sections = page.getByRole("list", { name: "Sections" });
  await sections
    .getByRole("listitem")
    .filter({ hasText: "Text and image" })
    .first()
    .getByRole("button", { name: /Text and image/ })
    .first()
    .click();
  return page.getByRole("complementary", { name: "Fields" }).getByRole("group", { name: "Image" });
}

test("an uploaded PNG becomes a WebP under public/images/ and its true size is in the saved page", async ({ page }) => {
  test.setTimeout(120_000);
  const image = await openWhoWeAre(page);
  // Width and height are shown, not typed.
  await expect(image.getByRole("spinbutton")).toHaveCount(0);
  await expect(image.getByText("560 × 440 pixels")).toBeVisible();

  await image.getByLabel("Upload image").setInputFiles({
    name: "Team at Work.png",
    mimeType: "image/png",
    buffer: await picture(3000, 2000, "png"),
  });
  await expect(image.getByText("2400 × 1600 pixels")).toBeVisible({ timeout: 30_000 });
  // The preview shows it as the site does: from its srcset, whose narrower copy the dev server makes.
  const shown = page.frameLocator("iframe").locator('img[src="/images/uploads/team-at-work.webp"]');
  await shown.scrollIntoViewIfNeeded();
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 30_000 })
    .toBeGreaterThan(0);
  expect(await shown.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.(480|960|1600)w\.webp$/);
  // And only that copy: the preview did not fetch the full-size picture too.
  const fetched = await shown.evaluate(() =>
    performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname),
  );
  expect(fetched.filter((p) => p.startsWith("/images/uploads/team-at-work"))).toEqual([
    expect.stringMatching(/\.(480|960|1600)w\.webp$/),
  ]);
  const alt = image.getByLabel("Picture description", { exact: true });
  await alt.fill("");
  await expect(image.getByText("Describe what the picture shows")).toBeVisible();
  await alt.fill("Our team planning a website at the office");
  await expect(image.getByText("Describe what the picture shows")).toHaveCount(0);

  // Replacing the picture replaces its size too.
  await image.getByLabel("Upload image").setInputFiles({
    name: "Team at Work.png",
    mimeType: "image/png",
    buffer: await picture(900, 1200, "jpeg"),
  });
  await expect(image.getByText("900 × 1200 pixels")).toBeVisible({ timeout: 30_000 });

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toHaveText("Saved", { timeout: 30_000 });
  const section = (JSON.parse(fs.readFileSync(ABOUT, "utf8")) as { sections: { image?: unknown }[] }).sections[1]!;
  expect(section.image).toEqual({
    src: "/images/uploads/team-at-work-2.webp",
    alt: "Our team planning a website at the office",
    width: 900,
    height: 1200,
  });
  const meta = await sharp(path.join(PUBLIC_DIR, "images/uploads/team-at-work-2.webp")).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["webp", 900, 1200]);
  const first = await sharp(path.join(PUBLIC_DIR, "images/uploads/team-at-work.webp")).metadata();
  expect([first.format, first.width, first.height]).toEqual(["webp", 2400, 1600]);
});

test("a file that is not a picture is refused in plain words beside the field, and the page keeps its picture", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const image = await openWhoWeAre(page);
  await image.getByLabel("Upload image").setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("these are meeting notes, not a picture"),
  });
  await expect(image.getByRole("alert")).toHaveText(/not a PNG, JPEG or WebP picture/, { timeout: 30_000 });
  await expect(image.getByText("560 × 440 pixels")).toBeVisible();
});
