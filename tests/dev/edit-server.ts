import { test as base } from "@playwright/test";
import { startDevServer, type DevServer } from "./dev-server.ts";

/**
 * The editor's specs share one `npm run edit` (a worker's fixture: the dev project runs one worker,
 * so every spec of it in turn), as a person keeps one open all day: each start costs Vite's
 * transform of the editor again. The specs put back every file they change after each test.
 * A test that fails prints what the server said while it ran (a content problem it reported to the
 * browser's error overlay, say), so a failure seen only in CI can be understood from its log.
 */
export const test = base.extend<{ serverSaid: void }, { editServer: DevServer }>({
  editServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dev = await startDevServer("edit");
      await use(dev);
      await dev.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  serverSaid: [
    async ({ editServer }, use, testInfo) => {
      const from = editServer.output().length;
      await use();
      if (testInfo.status !== testInfo.expectedStatus) {
        console.log(
          `npm run edit printed during "${testInfo.title}":\n${editServer.output().slice(from) || "(nothing)"}`,
        );
      }
    },
    { auto: true },
  ],
});
