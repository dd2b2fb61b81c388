import { defineConfig } from "vitest/config";
import { requireBuild } from "./tests/build/precondition.ts";

// The build tests read build/: without a current build they stop at once and say what to do.
// `npm run test:build`.
requireBuild();

export default defineConfig({
  test: { name: "build", include: ["tests/build/**/*.test.ts"], environment: "node", testTimeout: 20000 },
});
