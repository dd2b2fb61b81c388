import { expect, test, type Page } from "@playwright/test";
import { startApp, VALID } from "../server/contact-helper.ts";
import { logIn, startStudio } from "./studio.ts";

// The owner's inbox as the owner meets it: enquiries sent to a public server beside the studio
// (sharing its enquiry database), found by e-mail, marked, noted, exported and erased.
type Studio = Awaited<ReturnType<typeof startStudio>>;
let studio: Studio;
const OWNER = "farhana@example.com";
const EDITOR = "esha@example.com";

test.beforeAll(async () => {
  test.setTimeout(180_000);
  studio = await startStudio({ email: OWNER, name: "Farhana Akter", role: "owner" });
  studio.addAccount({ email: EDITOR, name: "Esha Rahman", role: "editor" });
  const site = await startApp({ DATABASE_FILE: studio.enquiryDatabaseFile });
  const send = async (fields: Partial<typeof VALID>) =>
    expect((await site.post({ ...VALID, ...fields })).statusCode).toBe(201);
  await send({
    name: "Karim Hossain",
    email: "karim@textile.example",
    services: "SEO",
    message: "Rank our mill first",
  });
  // More than one page of the list (20), newer than Karim's.
  for (let i = 1; i <= 21; i++) await send({ name: `Visitor ${i}`, email: `visitor${i}@example.com` });
  await send({
    name: "Karim Hossain",
    email: "KARIM@textile.example",
    services: "Web design",
    message: "And a website",
    language: "bn",
  });
  await site.close();
});
test.afterAll(() => studio?.stop());

const openInbox = async (page: Page, email: string) => {
  await page.goto(`${studio.base}/studio`);
  await logIn(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible({ timeout: 60_000 });
};

test("the owner finds an enquiry by its e-mail, marks it replied, adds a note, and both are kept", async ({ page }) => {
  test.setTimeout(120_000);
  await openInbox(page, OWNER);
  await page.getByRole("link", { name: "Enquiries" }).click();
  await expect(page).toHaveURL(`${studio.base}/studio/_inbox`);
  const list = page.getByRole("list", { name: "Enquiries" });
  await expect(list.getByRole("link")).toHaveCount(20);
  await expect(page.getByText("The newest 20 of 23 enquiries")).toBeVisible();
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(list.getByRole("link")).toHaveCount(23);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);

  await page.getByLabel("Search").fill("karim@textile.example");
  await expect(list.getByRole("link")).toHaveCount(2);
  await expect(page).toHaveURL(/\?q=karim%40textile\.example$/);
  await expect(list.getByRole("link").first()).toContainText("And a website");
  await list.getByRole("link", { name: /Rank our mill/ }).click();
  const opened = page.getByRole("region", { name: "Karim Hossain" });
  await expect(opened.getByText("Rank our mill first")).toBeVisible();
  // The language each enquiry came in: in the list, and beside the enquiry opened.
  await expect(list.getByRole("link", { name: /And a website/ })).toContainText("Bangla");
  await expect(opened.getByRole("definition").filter({ hasText: /^English$/ })).toHaveCount(1);
  await opened.getByRole("button", { name: "Replied" }).click();
  await expect(opened.getByRole("status")).toHaveText("Marked replied");
  await opened.getByLabel("Note").fill("Called him on Tuesday; quote sent.");
  await opened.getByRole("button", { name: "Save note" }).click();
  await expect(opened.getByRole("status")).toHaveText("Note saved");
  await page.screenshot({ path: test.info().outputPath("inbox-1280.png"), fullPage: true });

  await page.reload();
  const again = page.getByRole("region", { name: "Karim Hossain" });
  await expect(again.getByRole("button", { name: "Replied" })).toHaveAttribute("aria-pressed", "true", {
    timeout: 30_000,
  });
  await expect(again.getByLabel("Note")).toHaveValue("Called him on Tuesday; quote sent.");
  await expect(page.getByLabel("Search")).toHaveValue("karim@textile.example");

  await page.getByRole("button", { name: "Back to the list" }).click();
  await page.getByLabel("Status").selectOption("Replied");
  await expect(page).toHaveURL(/\?q=karim%40textile\.example&status=replied$/);
  await expect(list.getByRole("link")).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
    "href",
    "/studio/api/enquiries.csv?search=karim%40textile.example&status=replied",
  );
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = await (await download).createReadStream();
  let text = "";
  for await (const chunk of csv) text += String(chunk);
  expect(text.split("\r\n").filter(Boolean)).toHaveLength(2); // the header and Karim's replied enquiry
});

test("a search with no match says so; erasing an address names it and its count, then says what it did", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await openInbox(page, OWNER);
  await page.goto(`${studio.base}/studio/_inbox?q=nobody-wrote-this`);
  await expect(page.getByText("No enquiry matches this search and these filters.")).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("Search").fill("karim");
  const list = page.getByRole("list", { name: "Enquiries" });
  await list.getByRole("link", { name: /And a website/ }).click();
  const opened = page.getByRole("region", { name: "Karim Hossain" });
  await opened.getByRole("button", { name: "Delete every enquiry from this e-mail address" }).click();
  await expect(opened.getByText("Delete the 2 enquiries from KARIM@textile.example?")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("inbox-360-erase.png"), fullPage: true });
  await opened.getByRole("button", { name: "Delete 2 enquiries" }).click();
  await expect(page.getByText("Deleted 2 enquiries from KARIM@textile.example.")).toBeVisible();
  await expect(page.getByText("No enquiry matches this search and these filters.")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("inbox-360-deleted.png"), fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});

test("an editor sees no Enquiries link, and the inbox's address refuses in words", async ({ page }) => {
  test.setTimeout(120_000);
  await openInbox(page, EDITOR);
  await expect(page.getByText("Logged in as Esha Rahman")).toBeVisible();
  await expect(page.getByRole("link", { name: "Enquiries" })).toHaveCount(0);
  await page.goto(`${studio.base}/studio/_inbox`);
  await expect(page.getByRole("alert")).toHaveText(
    "Enquiries is for accounts with the owner role. Ask the site's owner if you need it.",
  );
});
