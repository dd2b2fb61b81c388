import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildRelease, ReleaseBuildError } from "../../scripts/lib/incremental-build.ts";
import { RENDERER_DIR } from "../../scripts/lib/keep-renderer-plugin.ts";
import { ROOT } from "../../engine/paths.ts";
import { tree } from "./build-tree.ts";

// A page that cannot be rendered stops the build with a message a publisher can read (no error text
// of the renderer's, no file of the server's), and nothing is written: the previous build stands.
const BUILD = path.join(ROOT, "build");
const top = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-refusals-"));
afterAll(() => fs.rmSync(top, { recursive: true, force: true }));

/** A copy of the real build whose kept renderer is replaced: `index.js` is given, the real one kept beside it. */
function previousWith(name: string, index: string): string {
  const previous = path.join(top, name);
  fs.cpSync(BUILD, previous, { recursive: true, dereference: true });
  const renderer = path.join(previous, RENDERER_DIR);
  fs.renameSync(path.join(renderer, "index.js"), path.join(renderer, "real-index.js"));
  fs.writeFileSync(path.join(renderer, "index.js"), index);
  return previous;
}

async function refusal(previous: string) {
  const out = path.join(top, `${path.basename(previous)}-out`);
  const before = tree(previous);
  const error = await buildRelease({ root: ROOT, previous, changed: ["pages/about.json"], out }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(fs.existsSync(out)).toBe(false);
  expect(fs.readdirSync(top).filter((n) => n.includes("partial"))).toEqual([]);
  expect([...tree(previous)].filter(([file, digest]) => before.get(file) !== digest)).toEqual([]);
  expect(error).toBeInstanceOf(ReleaseBuildError);
  const message = (error as Error).message;
  expect(message).not.toMatch(/broken on purpose|\/tmp\/|\/work\/|at .+:\d+:\d+/);
  return message;
}

describe("an incremental build refusing a page that cannot be rendered", () => {
  it("says which page and what to do when the page's code fails, and writes nothing", async () => {
    // Every page route's loader throws, as a fault in the code would; the checks still pass.
    const previous = previousWith(
      "loader-fails",
      `import * as real from "./real-index.js";
export * from "./real-index.js";
const broken = () => { throw new Error("broken on purpose in /tmp/x.js"); };
export const routes = Object.fromEntries(Object.entries(real.routes).map(([id, route]) =>
  [id, id === "root" ? route : { ...route, module: { ...route.module, loader: broken } }]));
`,
    );
    expect(await refusal(previous)).toMatch(
      /^The page at \/about could not be made \(.+\), so nothing was built and the live site is unchanged\. .*run `npm run build` to see the full error, or ask a developer\.$/,
    );
  }, 60000);

  it("says so in plain words when the renderer itself cannot start, and writes nothing", async () => {
    const previous = previousWith("renderer-fails", 'throw new Error("broken on purpose in /tmp/x.js");\n');
    expect(await refusal(previous)).toMatch(/^The page at \/about could not be made .*ask a developer\.$/);
  }, 60000);
});
