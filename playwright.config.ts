import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, testBrowserPath } from "./tests/browser.ts";
import { requireBuild } from "./tests/build/precondition.ts";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const DEV_PORT = PORT + 1;
// A fresh enquiry database for each run; set here so that the workers see the same path.
process.env.E2E_DATABASE_FILE ??= path.join(os.tmpdir(), `nexaforge-e2e-${process.pid}-${Date.now()}.db`);

// Runs against the built site served by the production server (npm test builds it first). Run on
// its own without a current build, it stops at once and says what to do.
if (!process.env.TEST_WORKER_INDEX) requireBuild({ devBuild: true });
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  // A browser test mostly waits (on the page, the server, a timer): one more worker than cores
  // keeps the cores busy (measured on 2 cores: 3 workers 8.7 min, 4 workers 8.9 min).
  workers: Number(process.env.E2E_WORKERS ?? os.availableParallelism() + 1),
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: [/dev-build/, /bench-.*\.spec\.ts/] },
    // A development build (npm test makes it in build-dev/) prints every hydration mismatch in detail.
    {
      name: "development build",
      testMatch: /dev-build\/.*\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${DEV_PORT}` },
    },
    // The benchmark commands, alone once every other browser test has finished: their DevTools CPU
    // throttling keeps a core busy for minutes, which starved the tests beside them into timeouts (a CI
    // run with them side by side: 26 failures, 47 min). Run on their own with --no-deps, for example
    // `npx playwright test tests/e2e/bench-web.spec.ts --no-deps`; without it, the tests above run first.
    {
      name: "benchmarks",
      testMatch: /bench-.*\.spec\.ts/,
      dependencies: ["chromium", "development build"],
    },
  ],
  webServer: [
    {
      command: "node dist/server/main.js",
      url: `http://127.0.0.1:${PORT}/`,
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        DATABASE_FILE: process.env.E2E_DATABASE_FILE,
        // Every test posts from 127.0.0.1: lift the per-address limit (its own API tests cover it).
        CONTACT_RATE_LIMIT: "0",
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: "node dist/server/main.js",
      url: `http://127.0.0.1:${DEV_PORT}/`,
      env: {
        PORT: String(DEV_PORT),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        BUILD_DIR: "build-dev",
        DATABASE_FILE: `${process.env.E2E_DATABASE_FILE}-dev`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
