import { expect, test } from "@playwright/test";
import { startDevServer, type DevServer } from "./dev-server.ts";
import { heroTitle, openInEditor, readPage, saveStatus, saveWhileStopped } from "./editor-page.ts";
import { keepContentFiles } from "./keep-content.ts";

// Issue 51, on `npm run edit`: a Save while its server is stopped (the terminal closed, Ctrl+C)
// says so in words and keeps the changes; started again on the same port, the editor saves them by
// itself and says so. A server of this spec's own: it is stopped on purpose, which the shared one
// (edit-server.ts) must not be.
keepContentFiles();

let dev: DevServer | undefined;
test.afterAll(() => dev?.stop());

test("a Save while `npm run edit` is stopped is kept and saved once it runs again", async ({ page }) => {
  test.setTimeout(300_000);
  dev = await startDevServer("edit");
  await openInEditor(page, dev.url, "/about");
  await (await heroTitle(page)).fill("About the Nexaforge team");
  await expect(page.getByText("No problems: this page can be saved.")).toBeVisible({ timeout: 30_000 });
  const stopped = dev;
  await saveWhileStopped(page, () => stopped.stop(), "the editor's server cannot be reached");
  const status = saveStatus(page);
  expect(JSON.parse(readPage("about.json")).sections[0].title).not.toBe("About the Nexaforge team");

  // Vite's own client in the page reloads it once its server answers again; the browser asks
  // first (unsaved changes), and the person stays on the page.
  page.on("dialog", (dialog) => void dialog.dismiss());
  dev = await startDevServer("edit", dev.port);
  await expect(status).toHaveText(/^Saved at \d{1,2}:\d{2}( [AP]M)?: the editor's server is back\.$/, {
    timeout: 90_000,
  });
  expect(JSON.parse(readPage("about.json")).sections[0].title).toBe("About the Nexaforge team");
});
