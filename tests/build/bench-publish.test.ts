/** `npm run bench:publish`, run as a person runs it on the real build, shortened by its options. */
import { describe, expect, it } from "vitest";
import { npmRun } from "../npm-run.ts";

describe("npm run bench:publish", () => {
  it("publishes a one-page edit from the real build as the studio does, and prints when the public server had it", async () => {
    const { code, out } = await npmRun(["-s", "bench:publish", "--", "--previous", "build", "--runs", "2"]);
    expect(code, out).toBe(0);
    expect(out).toMatch(/^Run 1: live after \d+\.\d s \(a pages build; the publish took \d+\.\d s\)$/m);
    expect(out).toMatch(/^Run 2: live after \d+\.\d s/m);
    expect(out).toMatch(/^One-page edit to live, 43 pages: median \d+\.\d s of 2$/m);
  }, 120_000);

  it("with --picture, publishes a new picture on /about and prints when the public server had it and its copies", async () => {
    const { code, out } = await npmRun(["-s", "bench:publish", "--", "--previous", "build", "--runs", "1", "--picture"]);
    expect(code, out).toBe(0);
    expect(out).toMatch(/^Run 1: live after \d+\.\d s \(a pages build; the publish took \d+\.\d s\)$/m);
    expect(out).toMatch(/^New picture on one page to live, 43 pages: median \d+\.\d s of 1$/m);
  }, 120_000);

  it("refuses a generated site with a previous build, saying why", async () => {
    const { code, out } = await npmRun(["-s", "bench:publish", "--", "--previous", "build", "--pages", "10"]);
    expect(code).toBe(2);
    expect(out).toContain("--previous is a build of the site as it is");
  });
});
