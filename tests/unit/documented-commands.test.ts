import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../engine/paths.ts";

// Every command the README and the guides in docs/ tell a person to type is run by a test, or by
// the test command itself, as that person would run it. A command documented without one fails
// here until a test runs it; the test named must really hold the invocation.
const DOCS = [
  "README.md",
  "docs/editing.md",
  "docs/translating.md",
  "docs/deploying.md",
  "docs/architecture.md",
  "docs/performance.md",
];

/** Where each command is run, and the words in that file that run it. */
const RUN_BY: Record<string, { file: string; runs: string }> = {
  "npm ci": { file: ".ci/run", runs: "npm ci --no-audit --no-fund" },
  "npm start": { file: "tests/build/npm-start.test.ts", runs: '["npm", "start"]' },
  "npm test": { file: ".ci/run", runs: "\nnpm test\n" },
  "npm run dev": { file: "tests/dev/dev-server.ts", runs: 'script: "dev" | "edit" = "dev"' },
  "npm run edit": { file: "tests/dev/dev-server.ts", runs: 'script: "dev" | "edit" = "dev"' },
  "npm run validate": { file: "tests/unit/validate-command.test.ts", runs: '["run", "-s", "validate"' },
  "npm run build": { file: "scripts/test.ts", runs: '["run", "build"]' },
  "npm run build:studio": { file: "scripts/test.ts", runs: '["run", "build:studio", "--", "--if-stale"]' },
  "npm run check": { file: "scripts/test.ts", runs: '["run", "check"]' },
  "npm run gen": { file: "tests/unit/new-block.test.ts", runs: '["tsx", "scripts/generate.ts"]' },
  "npm run studio": { file: "tests/server/studio-cli.test.ts", runs: '["run", "--silent", "studio", "--", "users"' },
  "npm run releases": { file: "tests/server/releases-cli.test.ts", runs: 'npmRun(["releases", "--", "install"' },
  "npm run bench:releases": { file: "tests/build/bench-releases.test.ts", runs: 'npmRun(["bench:releases"]' },
  "npm run serve": { file: "tests/server/server-process.test.ts", runs: '["npm", "run", "serve"]' },
  "npm run translations": { file: "tests/unit/translations-command.test.ts", runs: '["-s", "translations", "--"' },
  "npm run enquiries": { file: "tests/server/owner-cli.ts", runs: '["run", "--silent", "enquiries"' },
  "npm run test:node24": { file: ".ci/run", runs: "\nnpm run test:node24\n" },
  "npm run test:unit": { file: "scripts/test.ts", runs: '["vitest", "run"]' },
  "npm run test:server": { file: "scripts/test.ts", runs: '["vitest", "run"]' },
  "npm run test:build": { file: "scripts/test.ts", runs: '["vitest", "run", "-c", "vitest.build.config.ts"]' },
  "npm run test:e2e": { file: "scripts/test.ts", runs: '["playwright", "test"' },
  "npm run bench:api": { file: "tests/server/load-commands.test.ts", runs: 'npmRun(["bench:api"]' },
  "npm run bench:startup": { file: "tests/server/load-commands.test.ts", runs: 'npmRun(["bench:startup"' },
  "npm run build:server": { file: "tests/server/server-build.test.ts", runs: '["run", "-s", "build:server"' },
  "npm run bench:web": { file: "tests/unit/bench-report.test.ts", runs: '["run", "-s", "bench:web"' },
  "npm run bench:editor": { file: "tests/unit/bench-editor.test.ts", runs: '["-s", "bench:editor"' },
  "npm run build:pages": { file: "tests/build/incremental-build.test.ts", runs: '["-s", "build:pages"' },
  "npm run bench:incremental": { file: "tests/build/incremental-build.test.ts", runs: '["-s", "bench:incremental"' },
  "npm run bench:publish": { file: "tests/build/bench-publish.test.ts", runs: '["-s", "bench:publish"' },
};

/** The studio's commands (`npm run studio -- users ...`), each run by a test of its own. */
const STUDIO_RUN_BY: Record<string, { file: string; runs: string }> = {
  users: { file: "tests/server/studio-cli.test.ts", runs: '["run", "--silent", "studio", "--", "users"' },
  backup: { file: "tests/server/studio-backup.test.ts", runs: '["run", "--silent", "studio", "--", "backup"' },
};

/** Commands the tests run by their body rather than by name (the same words as package.json's script). */
const BY_BODY: Record<string, string> = {
  "npm run gen": "tsx scripts/generate.ts",
  "npm run test:unit": "vitest run --project unit",
  "npm run test:server": "vitest run --project server",
  "npm run test:build": "vitest run -c vitest.build.config.ts",
  "npm run test:e2e": "playwright test",
};

const scripts = (
  JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }
).scripts;

function documented(): string[] {
  const found = new Set<string>();
  for (const doc of DOCS) {
    const text = fs.readFileSync(path.join(ROOT, doc), "utf8");
    for (const m of text.matchAll(/\bnpm (ci|start|test|run (?!--)[\w:-]+)/g)) found.add(`npm ${m[1]}`);
  }
  // better-sqlite3's own build script, which the Dockerfile runs through --prefix: not one of ours.
  found.delete("npm run build-release");
  return [...found].sort();
}

/** The studio's documented subcommands: 'npm run studio -- backup FILE' -> "backup". */
function documentedStudioCommands(): string[] {
  const found = new Set<string>();
  for (const doc of DOCS)
    for (const m of fs.readFileSync(path.join(ROOT, doc), "utf8").matchAll(/\bnpm run (?:--silent )?studio -- (\w+)/g))
      found.add(m[1]!);
  return [...found].sort();
}

describe("every documented command", () => {
  it("is found in the docs, and each is one of the project's scripts", () => {
    const commands = documented();
    expect(commands.length).toBeGreaterThan(15);
    for (const c of commands.filter((c) => c.startsWith("npm run ")))
      expect(scripts, `${c} is documented but package.json has no such script`).toHaveProperty(c.slice(8));
  });

  it("is run by a test (or by the test command), which holds its invocation", () => {
    const missing = documented().filter((c) => !RUN_BY[c]);
    expect(missing, "documented commands no test runs: add a test, then name it in RUN_BY").toEqual([]);
    for (const c of documented()) {
      const { file, runs } = RUN_BY[c]!;
      expect(fs.readFileSync(path.join(ROOT, file), "utf8"), `${file} should run ${c}`).toContain(runs);
    }
  });

  it("of the studio (npm run studio -- NAME) is run by a test of that command", () => {
    const commands = documentedStudioCommands();
    expect(commands).toContain("users");
    expect(
      commands.filter((c) => !STUDIO_RUN_BY[c]),
      "documented studio commands no test runs: add a test, then name it in STUDIO_RUN_BY",
    ).toEqual([]);
    for (const c of commands) {
      const { file, runs } = STUDIO_RUN_BY[c]!;
      expect(fs.readFileSync(path.join(ROOT, file), "utf8"), `${file} should run studio -- ${c}`).toContain(runs);
    }
  });

  it("run by its body is run with package.json's own words", () => {
    for (const [c, body] of Object.entries(BY_BODY)) expect(scripts[c.slice(8)], c).toBe(body);
  });
});
