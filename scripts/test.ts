/**
 * `npm test`: the project's checks, a build of the site when it is stale, the unit, server and
 * build tests, the browser tests against that build, then the development server as editors use it
 * and the studio as its users meet it.
 * Stops at the first failing step. Arguments go to the browser tests (and skip the last step).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { ROOT } from "../engine/paths.ts";
import { chromiumPath, headlessShellPath } from "../tests/browser.ts";
import { postgresBin } from "../tests/server/pg-cluster.ts";
import { buildIsCurrent } from "./lib/build-stamp.ts";

function run(title: string, command: string, args: string[]) {
  console.log(`\n=== ${title}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n${title} failed.`);
    process.exit(result.status ?? 1);
  }
}

/**
 * The browsers the tests need: the headless shell they drive and the full Chromium that bench:web's
 * Lighthouse drives. As root on Debian, installs the packages of whichever is missing; elsewhere a
 * full Chromium alone will do (the tests then drive it), or Playwright's own browser.
 */
async function ensureBrowser() {
  if (chromiumPath() && headlessShellPath()) return;
  if (process.getuid?.() === 0 && spawnSync("which", ["apt-get"]).status === 0) {
    run("Installing Debian's chromium and chromium-headless-shell for the browser tests", "sh", [
      "-c",
      "apt-get update -qq && apt-get install -y -qq chromium chromium-headless-shell",
    ]);
    return;
  }
  if (chromiumPath()) return;
  const { chromium } = await import("@playwright/test");
  if (fs.existsSync(chromium.executablePath())) return;
  console.error(
    "No Chromium found for the browser tests. Install one of: Debian's `chromium` and `chromium-headless-shell` " +
      "packages (apt-get install chromium chromium-headless-shell), Playwright's browser (npx playwright install " +
      "chromium), or set CHROME_PATH.",
  );
  process.exit(1);
}

/**
 * PostgreSQL's server programs, for the server tests that run on PostgreSQL (each starts a
 * throwaway cluster of its own: tests/server/pg-cluster.ts). As root on Debian, installs the
 * package without its default cluster; elsewhere those tests say what to install, unless
 * SKIP_POSTGRES_TESTS=1 leaves them out.
 */
function ensurePostgres() {
  if (process.env.SKIP_POSTGRES_TESTS) return;
  try {
    postgresBin(); // what the tests will use: throws when it is not installed
    return;
  } catch {
    // not installed
  }
  if (process.getuid?.() === 0 && spawnSync("which", ["apt-get"]).status === 0)
    run("Installing Debian's postgresql for the server tests on PostgreSQL", "sh", [
      "-c",
      "mkdir -p /etc/postgresql-common/createcluster.d && " +
        "echo 'create_main_cluster = false' >/etc/postgresql-common/createcluster.d/nexaforge-tests.conf && " +
        "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql",
    ]);
}

run("Checks", "npm", ["run", "check"]);
if (!buildIsCurrent()) run("Build", "npm", ["run", "build"]);
// Before the tests that start `npm run studio`, which would otherwise each build it at once.
run("The studio's editor build, when stale", "npm", ["run", "build:studio", "--", "--if-stale"]);
run("Development build (for the hydration check)", "sh", [
  "-c",
  "NODE_ENV=development BUILD_DIR=build-dev npx react-router build",
]);
ensurePostgres();
run("Unit and server tests", "npx", ["vitest", "run"]);
run("Build tests", "npx", ["vitest", "run", "-c", "vitest.build.config.ts"]);
await ensureBrowser();
run("Browser tests", "npx", ["playwright", "test", ...process.argv.slice(2)]);
// On its own, after the others: it adds a page file for a moment (see playwright.dev.config.ts).
if (process.argv.length <= 2)
  run("Development server (npm run dev) and the studio (npm run studio)", "npx", [
    "playwright",
    "test",
    "-c",
    "playwright.dev.config.ts",
  ]);
