import { test as base } from "@playwright/test";
import { startDevServer, type DevServer } from "./dev-server.ts";

/**
 * The editor's specs share one `npm run edit` (a worker's fixture: the dev project runs one worker,
 * so every spec of it in turn), as a person keeps one open all day: each start costs Vite's
 * transform of the editor again. The specs put back every file they change after each test.
 */
export const test = base.extend<object, { editServer: DevServer }>({
  editServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dev = await startDevServer("edit");
      await use(dev);
      await dev.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});
