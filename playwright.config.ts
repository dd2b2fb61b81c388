import { defineConfig, devices } from "@playwright/test";
import { chromiumPath, CHROMIUM_ARGS } from "./tests/browser.ts";

const PORT = Number(process.env.E2E_PORT ?? 4173);

// Runs against the built site served by the production server (npm test builds it first).
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "npx tsx server/main.ts",
    url: `http://127.0.0.1:${PORT}/`,
    env: { PORT: String(PORT), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
