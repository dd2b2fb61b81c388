import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../engine/paths.ts";

// The production build ships no editor code: no editor module, no Puck, no editor marker.
const client = path.join(ROOT, process.env.BUILD_DIR ?? "build", "client");

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p) : /\.(js|css|html|json)$/.test(e.name) ? [p] : [];
  });
}

describe("the production build", () => {
  it("contains no visual-editor code", () => {
    expect(fs.existsSync(client)).toBe(true);
    const all = files(client);
    expect(all.length).toBeGreaterThan(10);
    const found = all.filter((f) => /nexaforge-visual-editor|puckeditor|_editor\/api|studio\/api\/editor/.test(fs.readFileSync(f, "utf8")));
    expect(found.map((f) => path.relative(client, f))).toEqual([]);
  });

  it("the marker the test looks for is really in the editor's code", () => {
    expect(fs.readFileSync(path.join(ROOT, "editor/client/start.tsx"), "utf8")).toContain('"nexaforge-visual-editor"');
  });
});
