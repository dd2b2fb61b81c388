import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { NOT_FOUND_MOVE } from "../../scripts/lib/finish-build.ts";
import { HYDRATION_DATA } from "../../scripts/lib/hydration-data.ts";
import { PAINT_FIRST } from "../../scripts/lib/paint-first.ts";
import { REACT_SENTINELS } from "../../scripts/lib/react-sentinels-plugin.ts";
import { REWRITES, rewritesToRevisit } from "../../scripts/lib/rewrite-register.ts";
import { SLICK_CSS } from "../../scripts/lib/slick-css-plugin.ts";
import { ROOT } from "../../engine/paths.ts";

// The register of rewrites of other packages' output (scripts/lib/rewrite-register.ts), and the
// part of `npm run check` that reads it (scripts/check-rewrites.ts), run on a copy of the installed
// packages' manifests whose versions are changed.
const copies: string[] = [];
afterAll(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A folder holding node_modules/<name>/package.json of every registered package, with `versions` changed. */
function copyWith(versions: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "rewrites-"));
  copies.push(root);
  for (const name of new Set(REWRITES.flatMap((rewrite) => Object.keys(rewrite.packages)))) {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8"));
    if (versions[name]) manifest.version = versions[name];
    fs.mkdirSync(path.join(root, "node_modules", name), { recursive: true });
    fs.writeFileSync(path.join(root, "node_modules", name, "package.json"), JSON.stringify(manifest));
  }
  return root;
}

function check(root: string) {
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/check-rewrites.ts", "--root", root], {
    cwd: ROOT,
    encoding: "utf8",
  });
}

describe("the register of rewrites", () => {
  it("holds every rewrite the build makes, under the name and module its own constant gives", () => {
    const constants = [PAINT_FIRST, HYDRATION_DATA, NOT_FOUND_MOVE, REACT_SENTINELS, SLICK_CSS];
    expect(REWRITES.map(({ name, module }) => ({ name, module })).sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      constants.map(({ name, module }) => ({ name, module })).sort((a, b) => a.name.localeCompare(b.name)),
    );
    // Every module that stops on a changed shape is one of the registered ones.
    const stopping = fs
      .readdirSync(path.join(ROOT, "scripts/lib"))
      .filter((file) => /shapeChanged\(/.test(fs.readFileSync(path.join(ROOT, "scripts/lib", file), "utf8")))
      .map((file) => `scripts/lib/${file}`)
      .filter((module) => module !== "scripts/lib/rewrite-shape.ts");
    expect(stopping.sort()).toEqual([...new Set(REWRITES.map((rewrite) => rewrite.module))].sort());
  });

  it("names tests that exist and read the rewrite's module", () => {
    for (const rewrite of REWRITES) {
      expect(rewrite.tests.length, rewrite.name).toBeGreaterThan(0);
      for (const test of rewrite.tests) {
        const text = fs.readFileSync(path.join(ROOT, test), "utf8");
        const stem = path.basename(rewrite.module, ".ts");
        expect(text.includes(`/${stem}.ts`) || text.includes(rewrite.name), `${test} for ${rewrite.name}`).toBe(true);
      }
    }
  });

  it("passes on the installed packages", () => {
    expect(rewritesToRevisit(ROOT)).toEqual([]);
    const result = check(copyWith({}));
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(`all ${REWRITES.length} made for the installed versions`);
  });

  it("fails when React DOM's version changes, naming its rewrite, the module and the tests to run", () => {
    const result = check(copyWith({ "react-dom": "19.4.0" }));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Rewrites to revisit (1):");
    expect(result.stderr).toContain(
      'react-dom 19.4.0 is installed; the rewrite "react-sentinels" (scripts/lib/react-sentinels-plugin.ts) was made for ~19.3.1.',
    );
    expect(result.stderr).toContain("tests/unit/react-sentinels.test.ts, tests/build/react-sentinels.test.ts");
    expect(result.stderr).not.toContain("paint-first");
  });

  it("names both of React Router's rewrites when it moves to another minor version, and none for a patch", () => {
    const minor = check(copyWith({ "react-router": "7.19.0" }));
    expect(minor.status).toBe(1);
    expect(minor.stderr).toContain("Rewrites to revisit (2):");
    expect(minor.stderr).toContain('the rewrite "paint-first"');
    expect(minor.stderr).toContain('the rewrite "hydration data"');
    expect(minor.stderr).not.toContain("not-found page");
    const patch = check(copyWith({ "react-router": "7.18.9" }));
    expect(patch.status, patch.stderr).toBe(0);
  });

  it("says which rewrite has lost its package", () => {
    const root = copyWith({});
    fs.rmSync(path.join(root, "node_modules/slick-carousel"), { recursive: true });
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('slick-carousel is not installed; the rewrite "slick-css"');
  });
});
