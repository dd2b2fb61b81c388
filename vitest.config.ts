import os from "node:os";
import { defineConfig } from "vitest/config";

// Tests by what they need (each group runs alone: `npm run test:<name>`):
// - unit: nothing but the source tree;
// - server: the API over a real socket and a real SQLite file (an empty stand-in build);
// - build: the site as `npm run build` made it (stops at once with what to do when there is none).
// `vitest run` on its own runs unit and server, so it passes on a fresh clone; `npm test` runs all.
// A set-up hook starts a server (its database in a worker thread that loads its own TypeScript):
// about a second alone, past Vitest's default 10 s on a machine busy with other work.
const common = { environment: "node", testTimeout: 20000, hookTimeout: 30000 } as const;

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores (one, on a 2-core machine), but most of these
    // tests wait on a child process or a socket: one more worker than cores keeps both cores busy
    // (measured on 2 cores: unit and server tests in 41 s with 3 workers, 72 s with the default 1).
    maxWorkers: os.availableParallelism() + 1,
    globalSetup: ["tests/temp-folder.ts"],
    projects: [
      { test: { ...common, name: "unit", include: ["src/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}"] } },
      { test: { ...common, name: "server", include: ["tests/server/**/*.test.ts"] } },
    ],
  },
});
