import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { sourceHash } from "../../engine/i18n/source-hash.ts";
import { ROOT } from "../../engine/paths.ts";
import type { DevServer } from "./dev-server.ts";
import { test } from "./edit-server.ts";
import { heroTitle, openInEditor, saveStatus, seriousViolations } from "./editor-page.ts";
import { keepContentFiles } from "./keep-content.ts";

// Pages, content and their translations put back after each test (keep-content.ts).
keepContentFiles();

// The Bangla of a page in the editor (`npm run edit`): its English beside each Bangla field, the
// marks for fields not translated and behind their English, Save with the fingerprint of the
// English shown, and unsaved Bangla kept through a language switch and a reload as English is.

const ENGLISH = "pages/about.json";
const BANGLA = "i18n/bn/pages/about.json";
const read = (rel: string) => fs.readFileSync(path.join(ROOT, rel), "utf8");
const write = (rel: string, text: string) => fs.writeFileSync(path.join(ROOT, rel), text);
const originals = new Map<string, string>();
let dev: DevServer;

test.beforeAll(async ({ editServer }) => {
  dev = editServer;
  for (const file of [ENGLISH, BANGLA]) originals.set(file, read(file));
});
// Every file a test changes is put back as it was.
test.afterEach(() => {
  for (const [file, text] of originals) if (read(file) !== text) write(file, text);
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const englishPage = () => JSON.parse(read(ENGLISH)) as Json;
const translated = (pointer: string) => (JSON.parse(read(BANGLA)) as Json).fields[pointer] as Json | undefined;
/** Changes the English heading of the "Text and image" section on disk, as a colleague's save would. */
function changeEnglishHeading(heading: string) {
  const page = englishPage();
  page.sections[1].heading = heading;
  write(ENGLISH, JSON.stringify(page, null, 2) + "\n");
}

const switchTo = (page: Page, name: "English" | "বাংলা") =>
  page
    .getByRole("group", { name: "Language of this page" })
    .filter({ visible: true })
    .getByRole("button", { name })
    .click();
const inBangla = (page: Page) =>
  expect(page.getByRole("heading", { level: 1, name: "Editing /about in Bangla" })).toBeVisible({ timeout: 30_000 });
const banglaFields = (page: Page) => page.getByRole("complementary", { name: "Fields in Bangla" });
const headingField = (page: Page) => banglaFields(page).getByLabel("Section heading in Bangla", { exact: true });
const openTextAndImage = (page: Page) => page.getByRole("button", { name: /^2\. Text and image/ }).click();
const banglaStatus = (page: Page) => page.getByRole("banner").filter({ visible: true }).getByRole("status");

test("shows the English beside the Bangla, saves a Bangla heading with its English's fingerprint, and marks it behind when the English changes", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const english = englishPage().sections[1].heading as string;
  await openInEditor(page, dev.url, "/about");
  await switchTo(page, "বাংলা");
  await inBangla(page);
  await expect(page).toHaveURL(/\/_editor\/about\?lang=bn$/);
  await expect(page.getByText("Every field is translated from the English as it is now.")).toBeVisible();
  await openTextAndImage(page);
  expect(await seriousViolations(page)).toEqual([]);

  // The English of the field, read-only, above the Bangla being edited.
  const field = headingField(page);
  await expect(field).toHaveAccessibleDescription(new RegExp(`English ${english}.*Translated\\.`));
  await field.fill("আমরা কারা");
  await expect(banglaStatus(page)).toHaveText("Unsaved changes");
  // The preview shows the page in Bangla, with the words not saved yet.
  const preview = page.frameLocator('iframe[title="Preview of the page in Bangla"]');
  await expect(preview.getByRole("heading", { name: "আমরা কারা" })).toBeVisible({ timeout: 30_000 });
  // A Bangla document, drawn in the site's Bengali face.
  await expect(preview.locator("html")).toHaveAttribute("lang", "bn");
  await expect
    .poll(() =>
      preview
        .locator("body")
        .evaluate(async (body) =>
          [...(await body.ownerDocument.fonts.ready)].some(
            (f) => f.family.replace(/"/g, "") === "Noto Sans Bengali" && f.status === "loaded",
          ),
        ),
    )
    .toBe(true);

  await page.getByRole("banner").filter({ visible: true }).getByRole("button", { name: "Save" }).click();
  await expect(banglaStatus(page)).toHaveText("Saved", { timeout: 30_000 });
  expect(translated("/sections/1/heading")).toEqual({ text: "আমরা কারা", from: sourceHash(english) });
  expect(read(ENGLISH)).toBe(originals.get(ENGLISH));

  // A colleague changes the English of that heading: shown again, the field is marked behind it.
  changeEnglishHeading("Your Digital Partner in Dhaka");
  await switchTo(page, "English");
  await switchTo(page, "বাংলা");
  await expect(page.getByText("1 field behind the English.")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: /^2\. Text and image.*\(1 behind\)$/ })).toBeVisible();
  // The English it was translated from (from git: the change is not committed) above the English now, and when it changed.
  const today = new Date().toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });
  await expect(field).toHaveAccessibleDescription(
    `Translated from this English ${english} English now Your Digital Partner in Dhaka The English changed on ${today}, after this was translated. 9 / 120`,
  );
  await expect(field).toHaveValue("আমরা কারা");

  // Still right: confirming stamps the fingerprint of the English as it is now, the words unchanged.
  await banglaFields(page).getByRole("button", { name: "Still right" }).click();
  await expect(page.getByText("Every field is translated from the English as it is now.")).toBeVisible();
  await page.keyboard.press("Control+s");
  await expect(banglaStatus(page)).toHaveText("Saved", { timeout: 30_000 });
  expect(translated("/sections/1/heading")).toEqual({
    text: "আমরা কারা",
    from: sourceHash("Your Digital Partner in Dhaka"),
  });
});

test("a Bangla save refused because the field's English changed keeps the words typed, against the new English", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openInEditor(page, dev.url, "/about");
  await switchTo(page, "বাংলা");
  await inBangla(page);
  await openTextAndImage(page);
  await headingField(page).fill("ঢাকায় আপনার ডিজিটাল সঙ্গী");
  changeEnglishHeading("Your Digital Partner in Dhaka");
  const before = read(BANGLA);

  await page.keyboard.press("Control+s");
  await expect(banglaStatus(page)).toContainText(
    "Nothing was saved: the English of one field you translated changed since you opened it (section heading in section 2).",
    { timeout: 30_000 },
  );
  expect(read(BANGLA)).toBe(before);
  await expect(headingField(page)).toHaveValue("ঢাকায় আপনার ডিজিটাল সঙ্গী");
  await expect(headingField(page)).toHaveAccessibleDescription(
    /^Translated from this English .+ English now Your Digital Partner in Dhaka The English changed on .+, after this was translated\./,
  );

  // Typed again against the English now, it saves.
  await headingField(page).fill("ঢাকায় আপনার ডিজিটাল সঙ্গী!");
  await page.keyboard.press("Control+s");
  await expect(banglaStatus(page)).toHaveText("Saved", { timeout: 30_000 });
  expect(translated("/sections/1/heading")).toEqual({
    text: "ঢাকায় আপনার ডিজিটাল সঙ্গী!",
    from: sourceHash("Your Digital Partner in Dhaka"),
  });
});

test("unsaved Bangla survives a switch to English and back, and a reload, as unsaved English does", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openInEditor(page, dev.url, "/about");
  await (await heroTitle(page)).fill("About Nexaforge");
  await switchTo(page, "বাংলা");
  await inBangla(page);
  await expect(page.getByText(/The English of this page has unsaved changes/)).toBeVisible();
  await openTextAndImage(page);
  await headingField(page).fill("আমরা কারা");

  // Back in English: the English edit is still there, with its undo; then Bangla again, its edit too.
  await switchTo(page, "English");
  await expect(page.getByRole("heading", { level: 1, name: "Editing /about" })).toBeVisible();
  await expect(await heroTitle(page)).toHaveValue("About Nexaforge");
  await expect(saveStatus(page).filter({ visible: true })).toHaveText("Unsaved changes");
  // "All pages" asks first (both languages have unsaved changes).
  await page.getByRole("link", { name: "All pages" }).filter({ visible: true }).click();
  const ask = page.getByRole("dialog", { name: "Leave without saving?" });
  await ask.getByRole("button", { name: "Stay on this page" }).click();
  await switchTo(page, "বাংলা");
  await expect(headingField(page)).toHaveValue("আমরা কারা");

  // A reload asks first, then offers the unsaved Bangla back, as it does the English.
  const asked: string[] = [];
  page.on("dialog", (d) => void (asked.push(d.type()), d.accept()));
  await page.reload();
  expect(asked).toEqual(["beforeunload"]);
  await page.getByRole("button", { name: /^Restore unsaved changes from / }).click({ timeout: 60_000 });
  // The English's own offer comes first when both kept changes; then the Bangla's.
  await page.getByRole("button", { name: /^Restore unsaved changes from / }).click({ timeout: 60_000 });
  await inBangla(page);
  await openTextAndImage(page);
  await expect(headingField(page)).toHaveValue("আমরা কারা");
  await expect(banglaStatus(page)).toHaveText("Unsaved changes");
  expect(read(BANGLA)).toBe(originals.get(BANGLA));
});

test("a Bangla save refused because someone else saved the translation meanwhile loses neither's words", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openInEditor(page, dev.url, "/about");
  await switchTo(page, "বাংলা");
  await inBangla(page);
  await openTextAndImage(page);
  await headingField(page).fill("আমরা কারা");

  // A colleague saves another field's Bangla (the page's title) meanwhile.
  const theirs = JSON.parse(read(BANGLA)) as Json;
  const title = theirs.fields["/meta/title"] as Json;
  theirs.fields["/meta/title"] = { ...title, text: `${title.text as string} (নতুন)` };
  const theirText = JSON.stringify(theirs, null, 2) + "\n";
  write(BANGLA, theirText);

  await page.keyboard.press("Control+s");
  await expect(banglaStatus(page)).toHaveText(
    /^Not saved: someone else saved this (page|translation) after you opened it\./,
    { timeout: 30_000 },
  );
  expect(read(BANGLA)).toBe(theirText);
  const note = page.getByRole("alert").filter({ hasText: "Someone else saved the Bangla of this page" });
  await expect(note).toBeVisible({ timeout: 30_000 });
  await expect(note).toContainText("Your changes are kept.");
  await note.getByRole("button", { name: "Merge their changes" }).click();
  await expect(note).toBeHidden();
  await expect(headingField(page)).toHaveValue("আমরা কারা");
  await page.keyboard.press("Control+s");
  await expect(banglaStatus(page)).toHaveText("Saved", { timeout: 30_000 });
  // Both: their title and my heading.
  expect(translated("/meta/title")?.text).toBe(`${title.text as string} (নতুন)`);
  expect(translated("/sections/1/heading")?.text).toBe("আমরা কারা");
});
