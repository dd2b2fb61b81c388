import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { CONTENT_DIR } from "../../engine/paths.ts";
import type { DevServer } from "./dev-server.ts";
import { test } from "./edit-server.ts";
import { saveStatus } from "./editor-page.ts";
import { keepContentFiles } from "./keep-content.ts";

// The whole site, not only pages: the menu and the collections edited in `npm run edit` by the names
// on the screen, and the site showing the change. Every content file a test changes is put back.
test.describe.configure({ mode: "serial" });

// Pages, content and their translations put back after each test (keep-content.ts).
keepContentFiles();

const FILES = ["site.json", "clients.json"];
const saved = new Map<string, string>();
const read = (file: string) => fs.readFileSync(path.join(CONTENT_DIR, file), "utf8");

let dev: DevServer;
test.beforeAll(async ({ editServer }) => {
  test.setTimeout(120_000);
  for (const file of FILES) saved.set(file, read(file));
  dev = editServer;
});
test.afterEach(() => {
  for (const [file, text] of saved) if (read(file) !== text) fs.writeFileSync(path.join(CONTENT_DIR, file), text);
});

/** Opens a content file from the editor's list by its name, and waits until it can be saved. */
async function openContent(page: Page, name: string, ok: string) {
  await page.goto(`${dev.url}/_editor`);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Editing ${name}` })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(ok)).toBeVisible({ timeout: 30_000 });
}

const fields = (page: Page) => page.getByRole("main", { name: "Fields" });

/** Shows the main menu's part and adds a link at its end; returns the new link's group. */
async function addMenuLink(page: Page, label: string, href: string) {
  await page.getByRole("navigation", { name: "Parts" }).getByRole("button", { name: "Header and menu" }).click();
  const menu = fields(page).getByRole("group", { name: "Main menu" });
  const before = await menu.getByRole("group", { name: /^Navigation link \d+$/ }).count();
  await menu.getByRole("button", { name: "Add Navigation link" }).click();
  const added = menu.getByRole("group", { name: `Navigation link ${before + 1}` });
  await added.getByLabel("Label").fill(label);
  await added.getByLabel("Link").fill(href);
  return before + 1;
}

test("Site settings: a new main menu item is saved, and the site's header shows it", async ({ page }) => {
  test.setTimeout(180_000);
  await openContent(page, "Site settings", "No problems: the site settings can be saved.");
  await addMenuLink(page, "SEO services", "/services/seo");
  await expect(saveStatus(page)).toHaveText("Unsaved changes");
  await expect(page.getByText("No problems: the site settings can be saved.")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(saveStatus(page)).toHaveText("Saved", { timeout: 30_000 });
  const nav = (JSON.parse(read("site.json")) as { nav: { label: string; href: string }[] }).nav;
  expect(nav.at(-1)).toEqual({ label: "SEO services", href: "/services/seo" });

  // The site, from the same development server, has the new item in its header's menu.
  await page.goto(`${dev.url}/about`);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "SEO services" })).toBeVisible({ timeout: 30_000 });
  await header.getByRole("link", { name: "SEO services" }).click();
  await expect(page).toHaveURL(`${dev.url}/services/seo`);
});

test("Site settings: a menu link to a missing page is named in words and not saved", async ({ page }) => {
  test.setTimeout(180_000);
  await openContent(page, "Site settings", "No problems: the site settings can be saved.");
  const n = await addMenuLink(page, "Careers", "/careers");
  const problems = page.getByRole("region", { name: /^Problems/ });
  await expect(problems).toContainText(
    `Main menu, field “Navigation link ${n} › Link”: no page has the address /careers`,
    {
      timeout: 30_000,
    },
  );
  await expect(problems).not.toContainText("/nav/");
  await page.getByRole("button", { name: "Save" }).click();
  // Save names what to fix, where, as the list does.
  await expect(saveStatus(page)).toContainText(
    `Not saved: Main menu, field “Navigation link ${n} › Link”: no page has the address /careers`,
  );
  expect(read("site.json")).toBe(saved.get("site.json"));
});

test("Client list: a client's new name is saved", async ({ page }) => {
  test.setTimeout(180_000);
  await openContent(page, "Client list", "No problems: the client list can be saved.");
  const client = fields(page).getByRole("group", { name: "Client 1", exact: true });
  await expect(client.getByLabel("Name", { exact: true })).toHaveValue("Reshmi Knitwear");
  await client.getByLabel("Name", { exact: true }).fill("Reshmi Knitwear Ltd");
  await page.keyboard.press("Control+s");
  await expect(saveStatus(page)).toHaveText("Saved", { timeout: 30_000 });
  const clients = (JSON.parse(read("clients.json")) as { clients: { name: string }[] }).clients;
  expect(clients[0]!.name).toBe("Reshmi Knitwear Ltd");
  // Nothing else in the file changed: the same text with that one name replaced.
  expect(read("clients.json")).toBe(saved.get("clients.json")!.replace('"Reshmi Knitwear"', '"Reshmi Knitwear Ltd"'));
});

test("Site settings: a reload offers the unsaved changes back, and a file changed on disk is not overwritten", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openContent(page, "Site settings", "No problems: the site settings can be saved.");
  // The tagline is shown in the site's footer: it is found there.
  await page.getByRole("navigation", { name: "Parts" }).getByRole("button", { name: "Footer" }).click();
  const tagline = fields(page).getByLabel("Tagline", { exact: true });
  await tagline.fill("Kept through a reload");
  await expect(saveStatus(page)).toHaveText("Unsaved changes");
  page.once("dialog", (d) => void d.accept());
  await page.reload();
  await page.getByRole("button", { name: /^Restore unsaved changes from / }).click({ timeout: 60_000 });
  await page.getByRole("navigation", { name: "Parts" }).getByRole("button", { name: "Footer" }).click();
  await expect(fields(page).getByLabel("Tagline", { exact: true })).toHaveValue("Kept through a reload");

  // Someone else changes the file meanwhile: Save writes nothing, and offers to merge their change
  // with mine; the merged settings, saved, hold both.
  const theirs = saved.get("site.json")!.replace('"name": "Nexaforge"', '"name": "Nexaforge Ltd"');
  fs.writeFileSync(path.join(CONTENT_DIR, "site.json"), theirs);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(saveStatus(page)).toHaveText(
    /^Not saved: someone else saved these site settings after you opened them\./,
    { timeout: 30_000 },
  );
  expect(read("site.json")).toBe(theirs);
  const note = page.getByRole("alert").filter({ hasText: "Someone else saved the site settings" });
  await expect(note).toBeVisible({ timeout: 30_000 });
  await expect(note.getByRole("listitem")).toHaveText(["Company name: changed"]);
  await note.getByRole("button", { name: "Merge their changes" }).click();
  await expect(note).toBeHidden();
  await expect(fields(page).getByLabel("Tagline", { exact: true })).toHaveValue("Kept through a reload");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(saveStatus(page)).toHaveText("Saved", { timeout: 30_000 });
  const both = JSON.parse(read("site.json")) as { name: string; tagline: string };
  expect([both.name, both.tagline]).toEqual(["Nexaforge Ltd", "Kept through a reload"]);
});

test("Site settings and the client list have no serious or critical accessibility violations", async ({ page }) => {
  test.setTimeout(180_000);
  for (const [name, ok, part] of [
    ["Site settings", "No problems: the site settings can be saved.", "Header and menu"],
    ["Client list", "No problems: the client list can be saved.", "Clients"],
  ] as const) {
    await openContent(page, name, ok);
    await page.getByRole("navigation", { name: "Parts" }).getByRole("button", { name: part }).click();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes[0]?.html}`),
    ).toEqual([]);
  }
});
