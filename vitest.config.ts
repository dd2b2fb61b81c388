import { defineConfig } from "vitest/config";

// Unit and API tests run in Node without the React Router plugin (it needs a full app build).
export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}", "tests/api/**/*.test.ts"],
    environment: "node",
    testTimeout: 20000,
  },
});
