import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { misspeltExample, validateOutput } from "../../scripts/lib/docs-example.ts";
import { ROOT } from "../../engine/paths.ts";

const readme = fs.readFileSync(path.join(ROOT, "docs/editing.md"), "utf8");

describe("the editing guide's worked example", () => {
  it("shows what validation really prints for the mistakes it describes", () => {
    const shown = /<!-- validate-example:start[^\n]*\n\n```\n([\s\S]*?)\n```/.exec(readme)?.[1];
    // When this fails, run `npm run gen`: it writes the output of a real run into docs/editing.md.
    expect(shown).toBe(validateOutput(readme));
  });

  it("reports all three mistakes in one run, each on its own line", () => {
    const out = validateOutput(readme);
    const lines = misspeltExample(readme).split("\n");
    for (const [marker, message] of [
      ['"haeding"', '"haeding" is not a field'],
      ['"/contcat"', "links to /contcat"],
      ["},", "extra comma before the closing ]"],
    ] as const) {
      const line = marker === "}," ? lines.lastIndexOf("    },") + 1 : lines.findIndex((l) => l.includes(marker)) + 1;
      expect(out).toMatch(
        new RegExp(`pages/careers\\.json:${line}:\\d+ .*${message.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`),
      );
    }
    expect(out).toMatch(/^3 problems found/m);
  });
});
