import fs from "node:fs";
import path from "node:path";
import semver from "semver";

/**
 * Every rewrite of another package's output, in one place: what it rewrites, the package and the
 * versions it was written and tested against, and the tests that prove it still works.
 *
 * Each rewrite already stops the build when the shape it knows moves (scripts/lib/rewrite-shape.ts),
 * but only when that shape is in the pages being built. This register says ahead of time which
 * rewrites to revisit: `npm run check` fails when an installed package leaves the range a rewrite
 * was made for (scripts/check-rewrites.ts). After revisiting a rewrite and running its tests on the
 * new version, widen its range here.
 */
export interface RegisteredRewrite {
  /** The rewrite's name, as its Rewrite constant gives it (the first word of its messages). */
  name: string;
  /** What it does, in a line. */
  what: string;
  /** The module that holds the shape it knows. */
  module: string;
  /** Each package whose output it rewrites, and the version range (semver) it was made against. */
  packages: Record<string, string>;
  /** The tests that prove it on the installed version. */
  tests: string[];
}

export const REWRITES: readonly RegisteredRewrite[] = [
  {
    name: "paint-first",
    what: "a prerendered page's scripts wait for its first paint",
    module: "scripts/lib/paint-first.ts",
    packages: { "react-router": "~7.18.4" },
    tests: ["tests/unit/paint-first.test.ts", "tests/build/rewrites.test.ts"],
  },
  {
    name: "hydration data",
    what: "each page's hydration data moves from inline scripts to a file of its own",
    module: "scripts/lib/hydration-data.ts",
    packages: { "react-router": "~7.18.4" },
    tests: ["tests/unit/hydration-data.test.ts", "tests/build/rewrites.test.ts"],
  },
  {
    name: "not-found page",
    what: "the prerendered /404 and /bn/404 become 404.html and bn/404.html",
    module: "scripts/lib/finish-build.ts",
    packages: { "@react-router/dev": "~7.18.4" },
    tests: ["tests/build/site.test.ts"],
  },
  {
    name: "react-sentinels",
    what: "React DOM's client code makes its load-time errors without a stack",
    module: "scripts/lib/react-sentinels-plugin.ts",
    packages: { "react-dom": "~19.3.1" },
    tests: ["tests/unit/react-sentinels.test.ts", "tests/build/react-sentinels.test.ts"],
  },
  {
    name: "slick-css",
    what: "a rule of slick-carousel's stylesheet is rewritten",
    module: "scripts/lib/slick-css-plugin.ts",
    packages: { "slick-carousel": "~1.8.1" },
    tests: ["tests/unit/slick-css.test.ts", "tests/build/rewrites.test.ts"],
  },
];

/** The version of `name` installed under `root`, or undefined when it is not installed. */
function installedVersion(root: string, name: string): string | undefined {
  const file = path.join(root, "node_modules", name, "package.json");
  if (!fs.existsSync(file)) return undefined;
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { version?: string }).version;
}

/**
 * One line for each rewrite an installed package has left the range of (none when all are in range):
 * 'react-dom 19.4.0 is installed; the rewrite "react-sentinels" (scripts/lib/react-sentinels-plugin.ts)
 * was made for ~19.3.1. Revisit it, run tests/unit/react-sentinels.test.ts, ..., then widen its range
 * in scripts/lib/rewrite-register.ts.'
 */
export function rewritesToRevisit(root: string, register: readonly RegisteredRewrite[] = REWRITES): string[] {
  const lines: string[] = [];
  for (const rewrite of register) {
    for (const [name, range] of Object.entries(rewrite.packages)) {
      const version = installedVersion(root, name);
      if (version && semver.satisfies(version, range)) continue;
      lines.push(
        `${name} ${version ? `${version} is installed` : "is not installed"}; the rewrite "${rewrite.name}" (${rewrite.module}) ` +
          `was made for ${range}. Revisit it, run ${rewrite.tests.join(", ")}, then widen its range in ` +
          `scripts/lib/rewrite-register.ts.`,
      );
    }
  }
  return lines;
}
