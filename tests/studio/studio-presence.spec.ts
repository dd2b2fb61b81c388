import { expect, test, type Browser } from "@playwright/test";
import { PRESENCE_BEAT_MS } from "../../contracts/presence.ts";
import { logIn, startStudio } from "./studio.ts";

// Two people with /about open in the studio see each other beside Save's status, and the notice
// goes once one of them leaves: within one beat (the studio's 20 s; it has no setting to shorten it).
type Studio = Awaited<ReturnType<typeof startStudio>>;
let studio: Studio;
const BEAT_WINDOW = 25_000;
// Nadia learns of Rahim at her own next beat, up to one beat after his first; on a busy machine
// (CI runs the development server's tests beside these) that beat's answer can come late, so two
// beats are allowed for the notice to appear. It must still go within one beat of his leaving.
const JOIN_WINDOW = 2 * PRESENCE_BEAT_MS + 5_000;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  studio = await startStudio({ email: "nadia@example.com", name: "Nadia Karim", role: "publisher" });
  studio.addAccount({ email: "rahim@example.com", name: "Rahim Uddin", role: "editor" });
});
test.afterAll(() => studio?.stop());

async function openAbout(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${studio.base}/studio/about`);
  await logIn(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "Editing /about" })).toBeVisible({ timeout: 60_000 });
  return { context, page };
}

test("each sees the other with since when, and the notice goes when one leaves", async ({ browser }) => {
  test.setTimeout(180_000);
  const nadia = await openAbout(browser, "nadia@example.com");
  const notice = (page: typeof nadia.page) => page.getByRole("banner").getByText(/^Also open by/);
  // Alone: nothing is said.
  await expect(nadia.page.getByText("No problems: this page can be saved.")).toBeVisible({ timeout: 30_000 });
  await expect(notice(nadia.page)).toHaveCount(0);

  const rahim = await openAbout(browser, "rahim@example.com");
  // The studio's time, shown in this browser's local time (HH:MM, as the browser writes it). Rahim's
  // first beat answers at once on a quiet machine; on a busy one the studio may still be checking the
  // site for both editors when it comes, so the next beat is allowed for.
  await expect(notice(rahim.page)).toHaveText(/^Also open by Nadia Karim since \d{1,2}:\d{2}/, {
    timeout: BEAT_WINDOW,
  });
  await expect(notice(nadia.page)).toHaveText(/^Also open by Rahim Uddin since \d{1,2}:\d{2}/, {
    timeout: JOIN_WINDOW,
  });
  await nadia.page.screenshot({ path: test.info().outputPath("presence-nadia.png") });

  await rahim.page.getByRole("link", { name: "All pages" }).click();
  await expect(rahim.page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible();
  await expect(notice(nadia.page)).toHaveCount(0, { timeout: BEAT_WINDOW });
  await nadia.page.screenshot({ path: test.info().outputPath("presence-alone-again.png") });
  await nadia.context.close();
  await rahim.context.close();
});
