import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { fields, saveStatus, section, sections } from "../dev/editor-page.ts";
import { developerWords } from "../person-words.ts";
import { logIn, startStudio } from "./studio.ts";

// Issue 51: a text-and-image section added to a new page came with the About page's picture and
// words in it, and that went live. Every kind of section the editor offers is added to a new page
// here: none holds a word, link or picture (the example's words are greyed hints only), and Save
// refuses, naming the section and field, until they are filled or the section removed.

const ESHA = { email: "esha@example.com", name: "Esha Rahman", role: "editor" };

type Studio = Awaited<ReturnType<typeof startStudio>>;
let studio: Studio;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  studio = await startStudio(ESHA);
});
test.afterAll(() => studio?.stop());

test("every new section starts empty, and Save refuses until it is filled or removed", async ({ page }) => {
  test.setTimeout(420_000);
  await page.goto(`${studio.base}/studio`);
  await logIn(page, ESHA.email);
  await page.getByLabel("Address of the new page, e.g. /careers").fill("/our-approach");
  await page.getByRole("button", { name: "Create page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Editing /our-approach" })).toBeVisible({
    timeout: 60_000,
  });
  await fields(page).getByLabel("Description", { exact: true }).fill("How Nexaforge plans and builds a project.");
  await expect(page.getByText("No problems: this page can be saved.")).toBeVisible({ timeout: 30_000 });

  await page.getByRole("button", { name: "Add section" }).click();
  const kinds = await page.locator("#add-section-list").getByRole("button").allTextContents();
  expect(kinds.length).toBeGreaterThan(20);
  await page.getByRole("button", { name: "Add section" }).click();
  for (const [i, kind] of kinds.entries()) {
    await page.getByRole("button", { name: "Add section" }).click();
    await page.locator("#add-section-list").getByRole("button", { name: kind, exact: true }).click();
    await expect(sections(page).getByRole("listitem")).toHaveCount(i + 2);
    await expect(fields(page)).toContainText(kind, { ignoreCase: true });
    // What the person sees in each box they could type in (the anchor is the section's address, not content).
    const filled = await fields(page)
      .locator("input:not([type=number]):not([type=checkbox]):not([type=file]), textarea")
      .evaluateAll((boxes) =>
        boxes
          .filter((b) => !(b as HTMLInputElement).labels?.[0]?.textContent?.startsWith("Section anchor"))
          .map((b) => `${(b as HTMLInputElement).labels?.[0]?.textContent}: ${(b as HTMLInputElement).value}`)
          // A table cell is edited as a value: an empty text shows as "", a tick or a cross (a choice) as true or false.
          .filter((said) => !/: ("")?$|^Table cell.*: (true|false)$/.test(said)),
      );
    expect(filled, `${kind} came with content`).toEqual([]);
    // No picture: no image file is shown beside its field.
    await expect(fields(page).locator("img")).toHaveCount(0);
    // The preview shows the empty section, and does not break on it (a testimonial without its client did).
    await expect(page.frameLocator("iframe").getByText(/Unexpected Application Error/)).toHaveCount(0);
  }

  await expect(page.getByRole("heading", { name: /^Problems \(\d+\)$/ })).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const status = saveStatus(page);
  await expect(status).toContainText(`Not saved: Section 2, ${kinds[0]}, field “`);
  await expect(status).toContainText("If that section is not needed, remove it.");
  const said = (await status.textContent()) ?? "";
  expect(developerWords(said), said).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("refused.png") });
  const file = path.join(studio.site, "pages/our-approach.json");
  expect(fs.existsSync(file)).toBe(false);

  // Every section removed but one text and image section, filled in: Save writes it, with no picture.
  for (let n = kinds.length + 1; n >= 2; n--) {
    const item = sections(page)
      .getByRole("listitem")
      .nth(n - 1);
    if ((await item.textContent())?.includes("Text and image")) continue;
    // A section's actions show under it once it is chosen, as a person chooses it first.
    await item.getByRole("button").first().click();
    await item.getByRole("button", { name: "Delete" }).click();
  }
  await expect(sections(page).getByRole("listitem")).toHaveCount(2);
  await section(page, "Text and image")
    .getByRole("button", { name: /Text and image/ })
    .first()
    .click();
  await fields(page).getByLabel("Section heading", { exact: true }).fill("How we work");
  await fields(page)
    .getByRole("group", { name: "Paragraphs" })
    .getByRole("textbox")
    .first()
    .fill("We plan with you, then build in small steps.");
  await expect(page.getByText("No problems: this page can be saved.")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(status).toHaveText("Saved", { timeout: 30_000 });
  const saved = JSON.parse(fs.readFileSync(file, "utf8"));
  expect(saved.sections[1]).toEqual({
    type: "textMedia",
    heading: "How we work",
    paragraphs: ["We plan with you, then build in small steps."],
    imagePosition: "right",
  });
});
