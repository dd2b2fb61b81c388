import { defineConfig } from "vitest/config";

// Tests by what they need (each group runs alone: `npm run test:<name>`):
// - unit: nothing but the source tree;
// - server: the API over a real socket and a real SQLite file (an empty stand-in build);
// - build: the site as `npm run build` made it (stops at once with what to do when there is none).
// `vitest run` on its own runs unit and server, so it passes on a fresh clone; `npm test` runs all.
const common = { environment: "node", testTimeout: 20000 } as const;

export default defineConfig({
  test: {
    projects: [
      { test: { ...common, name: "unit", include: ["src/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}"] } },
      { test: { ...common, name: "server", include: ["tests/server/**/*.test.ts"] } },
    ],
  },
});
