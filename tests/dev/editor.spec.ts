import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { checkPage } from "../../engine/check-page.server.ts";
import { PAGES_DIR, ROOT } from "../../engine/paths.ts";
import type { DevServer } from "./dev-server.ts";
import { test } from "./edit-server.ts";
import { chooseSection, openInEditor, readPage as read, section, seriousViolations } from "./editor-page.ts";
import { keepContentFiles } from "./keep-content.ts";

// `npm run edit` used as a person who has never seen JSON would: by the names on the screen. Every
// page file a test changes is put back as it was afterwards.
test.describe.configure({ mode: "serial" });

// Pages, content and their translations put back after each test (keep-content.ts).
keepContentFiles();

const ABOUT = "about.json";
const DETAIL = "services/website/website-development.json";
const saved = new Map<string, string>();

let dev: DevServer;
test.beforeAll(async ({ editServer }) => {
  test.setTimeout(120_000);
  for (const file of [ABOUT, DETAIL]) saved.set(file, read(file));
  dev = editServer;
});
// Their Bangla too: a save that moves sections moves their translations with them.
const bangla = (file: string) => path.join(ROOT, "i18n/bn/pages", file);
const savedBangla = new Map<string, string>();
test.beforeAll(() => {
  for (const file of [ABOUT, DETAIL]) savedBangla.set(file, fs.readFileSync(bangla(file), "utf8"));
});
test.afterEach(() => {
  for (const [file, text] of saved) if (read(file) !== text) fs.writeFileSync(path.join(PAGES_DIR, file), text);
  for (const [file, text] of savedBangla)
    if (fs.readFileSync(bangla(file), "utf8") !== text) fs.writeFileSync(bangla(file), text);
});

const open = (page: Page, route: string) => openInEditor(page, dev.url, route);

test("reorders, hides, adds and edits sections of /about, and saves exactly those changes", async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  // Nothing is loaded from another site (Puck's default styles import a web font from one).
  const external: string[] = [];
  page.on(
    "request",
    (r) => void (r.url().startsWith(dev.url) || r.url().startsWith("data:") || external.push(r.url())),
  );
  await open(page, "/about");
  // The preview is the site's own rendering of the page.
  const preview = page.frameLocator("iframe");
  await expect(preview.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();

  // A section's actions show under it once it is chosen.
  await (await chooseSection(page, "Feature cards")).getByRole("button", { name: "Move up" }).click();
  await (await chooseSection(page, "Timeline")).getByRole("button", { name: "Hide" }).click();
  await expect(section(page, "Timeline").getByRole("button", { name: "Show" })).toBeVisible();
  await section(page, "Split text").getByRole("button", { name: "Split text", exact: false }).first().click();
  await page.getByRole("button", { name: "Add section" }).click();
  await page.getByRole("region", { name: "Text and media" }).getByRole("button", { name: "FAQ", exact: true }).click();
  // The new section's example text is shown as placeholders to replace, never as content.
  const fields = page.getByRole("complementary", { name: "Fields" });
  const heading = fields.getByLabel("Section heading", { exact: true });
  await expect(heading).toHaveValue("");
  await expect(heading).toHaveAttribute("placeholder", "Frequently Asked Questions");
  const question = fields.getByRole("group", { name: "FAQ item 1" }).getByLabel("Question");
  await expect(question).toHaveValue("");
  await expect(question).toHaveAttribute("placeholder", "How long does a project take?");
  await heading.fill("Frequently Asked Questions");
  const answers = [
    ["Who will I work with?", "One project lead, from the first call to the launch and after it."],
    ["Can we start small?", "Yes: many clients begin with one page or one campaign and grow from there."],
  ];
  for (const [i, [q, a]] of answers.entries()) {
    const item = fields.getByRole("group", { name: `FAQ item ${i + 1}` });
    await item.getByLabel("Question").fill(q!);
    await item.getByLabel("Answer").fill(a!);
  }
  await expect(section(page, "FAQ: Frequently Asked Questions")).toBeVisible();

  await section(page, "Page hero")
    .getByRole("button", { name: /Page hero/ })
    .click();
  const title = fields.getByLabel("Title", { exact: true });
  await title.fill("About Nexaforge");
  await expect(preview.getByRole("heading", { level: 1, name: "About Nexaforge" })).toBeVisible();

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toHaveText("Saved", { timeout: 30_000 });

  const before = JSON.parse(saved.get(ABOUT)!) as { sections: Record<string, unknown>[] };
  const after = JSON.parse(read(ABOUT)) as { sections: Record<string, unknown>[] };
  const [hero, text, cards, split, timeline, ...rest] = before.sections;
  const faq = after.sections.find((s) => s.type === "faq");
  expect(faq).toEqual({
    type: "faq",
    heading: "Frequently Asked Questions",
    items: answers.map(([question, answer]) => ({ question, answer })),
  });
  expect(after.sections).toEqual([
    { ...hero, title: "About Nexaforge" },
    cards,
    text,
    split,
    faq,
    { ...timeline, hidden: true },
    ...rest,
  ]);
  // Valid as CI checks it, formatted as the project formats it, no editor ids in it.
  expect(checkPage(ABOUT, read(ABOUT))).toEqual([]);
  expect(read(ABOUT)).toMatch(/^\{\n {2}"\$schema": "\.\.\/schema\/page\.schema\.json",\n/);
  expect(read(ABOUT).endsWith("}\n")).toBe(true);
  expect(read(ABOUT)).not.toMatch(/"(pageHero|faq|timeline)-\d+"/);
  expect(errors).toEqual([]);
  expect(external).toEqual([]);

  // Undo brings the title back, while the page is open.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(preview.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
});

test("adds an FAQ item on a detail page; Save says why it refuses while the item is empty or holds example text", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await open(page, "/services/website/website-development");
  await section(page, "FAQ: Website Development FAQ")
    .getByRole("button", { name: /FAQ: Website/ })
    .click();
  const fields = page.getByRole("complementary", { name: "Fields" });
  const count = (JSON.parse(saved.get(DETAIL)!) as { sections: { type: string; items?: unknown[] }[] }).sections.find(
    (s) => s.type === "faq",
  )!.items!.length;
  await fields.getByRole("button", { name: "Add FAQ item" }).click();
  const item = fields.getByRole("group", { name: `FAQ item ${count + 1}` });
  await expect(item.getByRole("textbox", { name: "Question" })).toHaveAttribute("aria-invalid", "true", {
    timeout: 15_000,
  });
  await expect(item.getByText("is empty").first()).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Not saved" })).toContainText("problem", { timeout: 30_000 });
  expect(read(DETAIL)).toBe(saved.get(DETAIL));

  // The block's example question, typed in as if it were the answer to give: example text is not
  // content, and Save refuses it by name.
  await item.getByLabel("Question").fill("How long does a project take?");
  await item.getByLabel("Answer").fill("Most projects take four to eight weeks, depending on their size.");
  const problems = page.getByRole("region", { name: /^Problems/ });
  await expect(problems).toContainText(
    `field “Items › FAQ item ${count + 1} › Question”: this still holds the example text "How long does a project take?". Replace it with your own words.`,
    { timeout: 15_000 },
  );
  await page.getByRole("button", { name: "Save" }).click();
  // Save names the first by its section and field, and counts the rest.
  const refused = page.getByRole("status").filter({ hasText: "Not saved" });
  await expect(refused).toContainText(
    `field “Items › FAQ item ${count + 1} › Question”: this still holds the example text`,
    {
      timeout: 30_000,
    },
  );
  await expect(refused).toContainText("1 more problem to fix is listed under Problems.");
  expect(read(DETAIL)).toBe(saved.get(DETAIL));

  await item.getByLabel("Question").fill("Can you move my existing website to a new design?");
  await item.getByLabel("Answer").fill("Yes: we keep your addresses and content, so search rankings carry over.");
  await expect(page.getByText("No problems: this page can be saved.")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toHaveText("Saved", { timeout: 30_000 });
  const faq = (JSON.parse(read(DETAIL)) as { sections: { type: string; items?: unknown[] }[] }).sections.find(
    (s) => s.type === "faq",
  )!;
  expect(faq.items!.at(-1)).toEqual({
    question: "Can you move my existing website to a new design?",
    answer: "Yes: we keep your addresses and content, so search rankings carry over.",
  });
  expect(checkPage(DETAIL, read(DETAIL))).toEqual([]);
});

test("a change on disk to another section is merged, and both changes are in the file", async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, "/about");
  const fields = page.getByRole("complementary", { name: "Fields" });
  await fields.getByLabel("Title", { exact: true }).fill("About Nexaforge, the team");
  // Someone else saves the page meanwhile, with a change to the page hero's description.
  const theirs = saved.get(ABOUT)!.replace('"description": "The people', '"description": "Their edit: the people');
  expect(theirs).not.toBe(saved.get(ABOUT));
  fs.writeFileSync(path.join(PAGES_DIR, ABOUT), theirs);
  await page.getByRole("button", { name: "Save" }).click();
  const note = page.getByRole("alert").filter({ hasText: "Someone else saved this page" });
  await expect(note).toContainText('Section 1, Page hero "About Us" › Description: changed', { timeout: 30_000 });
  await expect(note).toContainText("Your changes are kept.");
  expect(read(ABOUT)).toBe(theirs);
  await note.getByRole("button", { name: "Merge their changes" }).click();
  await expect(note).toBeHidden();
  await expect(page.getByRole("banner").getByRole("status")).toHaveText("Unsaved changes");
  await expect(page.getByText("No problems: this page can be saved.")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("banner").getByRole("status")).toHaveText("Saved", { timeout: 30_000 });
  const after = JSON.parse(read(ABOUT)) as { meta: { title: string }; sections: { description?: string }[] };
  expect(after.meta.title).toBe("About Nexaforge, the team");
  expect(after.sections[0]!.description).toMatch(/^Their edit: the people/);
  // Only those two values changed: everything else is the file as it was.
  const before = JSON.parse(theirs) as typeof after;
  expect({ ...after, meta: { ...after.meta, title: before.meta.title } }).toEqual(before);
});

test("a value both changed is asked, mine and theirs side by side; discarding opens theirs", async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, "/about");
  const fields = page.getByRole("complementary", { name: "Fields" });
  await fields.getByLabel("Title", { exact: true }).fill("About us, mine");
  const theirs = saved.get(ABOUT)!.replace(/("meta": \{\s*"title": )"[^"]*"/, '$1"About us, theirs"');
  expect(theirs).not.toBe(saved.get(ABOUT));
  fs.writeFileSync(path.join(PAGES_DIR, ABOUT), theirs);
  await page.getByRole("button", { name: "Save" }).click();
  const note = page.getByRole("alert").filter({ hasText: "Someone else saved this page" });
  await expect(note).toContainText("You both changed one thing. Choose which to keep:", { timeout: 30_000 });
  const choice = note.getByRole("group", { name: "Page settings › Title" });
  await expect(choice.getByRole("radio", { name: /Keep mine/ })).toBeChecked();
  await expect(choice).toContainText("About us, mine");
  await expect(choice).toContainText("About us, theirs");
  await choice.getByRole("radio", { name: /Take theirs/ }).check();
  await note.getByRole("button", { name: "Merge their changes" }).click();
  await expect(fields.getByLabel("Title", { exact: true })).toHaveValue("About us, theirs");

  // Another change on disk; this time the person drops theirs and opens the file as it is.
  await fields.getByLabel("Title", { exact: true }).fill("About us, mine again");
  fs.writeFileSync(path.join(PAGES_DIR, ABOUT), saved.get(ABOUT)!);
  await page.getByRole("button", { name: "Save" }).click();
  await note.getByRole("button", { name: "Discard my changes and open theirs" }).click({ timeout: 30_000 });
  await expect(fields.getByLabel("Title", { exact: true })).toHaveValue(
    (JSON.parse(saved.get(ABOUT)!) as { meta: { title: string } }).meta.title,
  );
});

test("New page refuses an existing address and a bad name, and writes a valid page file at its first Save", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const file = path.join(PAGES_DIR, "editor-check.json");
  const bangla = path.join(ROOT, "i18n/bn/pages/editor-check.json");
  try {
    await page.goto(`${dev.url}/_editor`);
    const address = page.getByLabel("Address of the new page, e.g. /careers");
    await address.fill("/about");
    await page.getByRole("button", { name: "Create page" }).click();
    await expect(page.getByRole("status")).toContainText("There is already a page at /about, the About Us page.");
    await address.fill("/Editor Check!");
    await page.getByRole("button", { name: "Create page" }).click();
    await expect(page.getByRole("status")).toContainText('use lower-case words joined by dashes, e.g. "/editor-check"');
    expect(fs.existsSync(file)).toBe(false);
    // The new page opens at once: nothing fails to load on the way (a request cut short by the page
    // moving on is aborted, not failed).
    const failed: string[] = [];
    page.on("requestfailed", (r) => {
      const cut = r.failure()?.errorText === "net::ERR_ABORTED";
      if (!cut && ["document", "script", "stylesheet"].includes(r.resourceType()))
        failed.push(`${r.url()} ${r.failure()?.errorText}`);
    });
    await address.fill("/editor-check");
    await page.getByRole("button", { name: "Create page" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Editing /editor-check" })).toBeVisible({
      timeout: 60_000,
    });
    // Nothing is written before the first Save; the words to write are placeholders, not content.
    expect(fs.existsSync(file)).toBe(false);
    await expect(page.getByRole("banner").getByRole("status")).toHaveText("Unsaved changes");
    const fields = page.getByRole("complementary", { name: "Fields" });
    const description = fields.getByLabel("Description", { exact: true });
    await expect(description).toHaveValue("");
    await section(page, "Page hero")
      .getByRole("button", { name: /Page hero/ })
      .click();
    await expect(fields.getByLabel("Description (optional)", { exact: true })).toHaveAttribute(
      "placeholder",
      "One sentence about this page.",
    );
    await page.getByRole("button", { name: "Page settings", exact: true }).click();
    await description.fill("How to join the Nexaforge team in Dhaka, and what we look for.");
    await expect(page.getByText("No problems: this page can be saved.")).toBeVisible({ timeout: 15_000 });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("banner").getByRole("status")).toHaveText("Saved", { timeout: 30_000 });
    expect(failed).toEqual([]);
    const text = fs.readFileSync(file, "utf8");
    expect(JSON.parse(text)).toEqual({
      $schema: "../schema/page.schema.json",
      meta: { title: "Editor check", description: "How to join the Nexaforge team in Dhaka, and what we look for." },
      sections: [
        {
          type: "pageHero",
          title: "Editor check",
          breadcrumb: [{ label: "Home", href: "/" }, { label: "Editor check" }],
        },
      ],
    });
    // Its Bangla edition is written with it, empty: every field shows its English until translated.
    expect(JSON.parse(fs.readFileSync(bangla, "utf8"))).toEqual({
      $schema: "../../../schema/translation.schema.json",
      fields: {},
    });
    // Valid as CI checks it: the description written, no example text left.
    expect(checkPage("editor-check.json", text)).toEqual([]);
  } finally {
    fs.rmSync(file, { force: true });
    fs.rmSync(bangla, { force: true });
  }
});

test("refuses writes from another site's page and paths outside pages/", async ({ request }) => {
  const body = { file: ABOUT, version: "x", page: JSON.parse(saved.get(ABOUT)!) as unknown };
  const foreign = await request.post(`${dev.url}/_editor/api/save`, {
    data: body,
    headers: { Origin: "http://evil.example" },
  });
  expect(foreign.status()).toBe(403);
  const noOrigin = await request.post(`${dev.url}/_editor/api/new`, { data: { route: "/x" } });
  expect(noOrigin.status()).toBe(403);
  const own = { Origin: dev.url };
  for (const file of ["../package.json", "/etc/passwd", "services/../../package.json"])
    for (const endpoint of ["save", "check"]) {
      const res = await request.post(`${dev.url}/_editor/api/${endpoint}`, { data: { ...body, file }, headers: own });
      expect(res.status(), `${endpoint} ${file}`).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(
        /^That is not the name of one of the site's pages/,
      );
    }
  // A folder in pages/ that is a link to somewhere else is no way out either.
  const link = path.join(PAGES_DIR, "link-out");
  const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-link-out-"));
  fs.symlinkSync(elsewhere, link);
  try {
    const res = await request.post(`${dev.url}/_editor/api/save`, {
      data: { ...body, file: "link-out/page.json" },
      headers: own,
    });
    expect(res.status()).toBe(400);
    expect((await res.json()) as { message: string }).toMatchObject({
      message: expect.stringMatching(/^The page at \/link-out\/page is kept somewhere else, through a link/),
    });
  } finally {
    fs.unlinkSync(link);
    fs.rmSync(elsewhere, { recursive: true, force: true });
  }
  expect(read(ABOUT)).toBe(saved.get(ABOUT));
});

test("the editor's own interface has no serious or critical accessibility violations", async ({ page }) => {
  test.setTimeout(120_000);
  for (const url of ["/_editor"]) {
    await page.goto(dev.url + url);
    await expect(page.getByRole("link", { name: "/about", exact: true })).toBeVisible({ timeout: 30_000 });
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  }
  await open(page, "/about");
  await section(page, "Clients")
    .getByRole("button", { name: /Clients/ })
    .first()
    .click();
  // The preview is the site itself, checked by the site's own accessibility tests.
  expect(await seriousViolations(page)).toEqual([]);
});

test("a case study marked as sample content says so; Mark as real removes the mark, and Save writes exactly that", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await open(page, "/services/website/website-development");
  await section(page, "Case study")
    .getByRole("button", { name: /Case study/ })
    .click();
  const fields = page.getByRole("complementary", { name: "Fields" });
  const notice = fields.getByRole("note");
  await expect(notice).toContainText("Sample content.");
  await expect(notice).toContainText("not real");
  await notice.getByRole("button", { name: "Mark as real" }).click();
  await expect(fields.getByRole("note")).toHaveCount(0);
  await expect(fields.getByLabel("Mark as sample content, to be replaced before launch")).not.toBeChecked();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toHaveText("Saved", { timeout: 30_000 });
  type Section = { type: string; sample?: boolean };
  const before = (JSON.parse(saved.get(DETAIL)!) as { sections: Section[] }).sections;
  const after = (JSON.parse(read(DETAIL)) as { sections: Section[] }).sections;
  const index = before.findIndex((s) => s.type === "caseStudy");
  expect(before[index]!.sample).toBe(true);
  const unmarked = { ...before[index]! };
  delete unmarked.sample;
  expect(after[index]).toEqual(unmarked);
  expect(after.filter((_s, i) => i !== index)).toEqual(before.filter((_s, i) => i !== index));
});
