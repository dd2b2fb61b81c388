/**
 * docs/deploying.md's "Without a container: one machine", run command for command: the code cloned,
 * built and installed as the first release, the public server and the studio started as the recipe
 * starts them, each in a shell of its own, the owner the recipe adds logging in, and an enquiry sent
 * to the public server read in the studio's inbox (one database for both).
 *
 * Only the recipe's own variables are set by the test: SITE_HOME (a temporary folder), SITE_REPO (a
 * git repository of this working tree, in place of the site's on GitHub) and the two ports (free
 * ones: others may use 3000 and 3100 here). Two commands are not run as written: `npm ci`, which needs
 * the registry (this project's node_modules is linked in its place), and the line that rebuilds the
 * SQLite driver on Node 24: in the linked node_modules it would rebuild this project's own driver
 * while other tests load it (they failed to find it mid-build under `npm run test:node24`). On Node
 * 24 the driver built for it comes from test:node24's hook instead, whose settings the shells keep.
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../../engine/paths.ts";
import { tempDir, VALID } from "./contact-helper.ts";
import { freePort } from "./process-helper.ts";
import { recipeBlocks, Shell } from "./recipe-shell.ts";
import { login, studioFetch } from "./studio-helper.ts";

const RECIPE = "Without a container: one machine";
const SERVERS = ["npm run serve", "npm run studio"];

/** A git repository holding this working tree's files as they are now (committed or not). */
function repositoryOfThisTree(dir: string): string {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  for (const file of files.split("\0").filter((f) => f && fs.existsSync(path.join(ROOT, f)))) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
  }
  const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, stdio: "ignore" });
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("-c", "user.name=Recipe Test", "-c", "user.email=recipe@example.com", "commit", "-qm", "The site");
  return dir;
}

/** A shell's environment as an operator's login has it: none of this test run's settings. */
const operatorEnv = (home: string): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME ?? home,
  TMPDIR: process.env.TMPDIR,
  LANG: "C.UTF-8",
  // Under test:node24: its hook, which loads the SQLite driver built for Node 24 (scripts/lib/node24.ts).
  ...(process.env.NODE24_SQLITE_ADDON
    ? { NODE24_SQLITE_ADDON: process.env.NODE24_SQLITE_ADDON, NODE_OPTIONS: process.env.NODE_OPTIONS }
    : {}),
});

/** The recipe's line that rebuilds the SQLite driver on Node 24 (see the top of this file). */
const REBUILDS_DRIVER =
  /^case "\$\(node --version\)" in v24\.\*\) npm run build-release --prefix node_modules\/better-sqlite3 /;

/** Waits until `check` holds for the server `shell` started; fails at once if it ended instead. */
async function until(what: string, check: () => Promise<boolean>, timeoutMs: number, shell: Shell) {
  const started = Date.now();
  while (!(await check().catch(() => false))) {
    if (shell.ended()) throw new Error(`${what}: it ended instead:\n${shell.output()}`);
    if (Date.now() - started > timeoutMs)
      throw new Error(`${what} did not happen in ${timeoutMs / 1000} s:\n${shell.output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const shells: Shell[] = [];
afterAll(async () => {
  await Promise.all(shells.map((s) => s.stop()));
});

// A clone, a full build, the studio's editor built on its first start: minutes on a busy machine.
describe("the no-container recipe in docs/deploying.md", { timeout: 900_000 }, () => {
  it("runs as written: both processes start, the owner logs in, and the inbox shows an enquiry sent to the site", async () => {
    const top = tempDir("nexaforge-recipe-");
    const vars: Record<string, string> = {
      SITE_HOME: path.join(top, "srv"),
      SITE_REPO: repositoryOfThisTree(path.join(top, "site-repository")),
      SITE_PORT: String(await freePort()),
      STUDIO_PORT: String(await freePort()),
    };
    const blocks = recipeBlocks(RECIPE);
    // The driver's line is in the recipe as the docs give it, though the test puts a no-op in its place.
    expect(blocks.flat().filter((c) => REBUILDS_DRIVER.test(c))).toHaveLength(1);
    // The recipe declares its variables at its top, and every terminal of its own says where again.
    expect(blocks[0]!.slice(0, 4).map((c) => c.split("=")[0])).toEqual(Object.keys(vars));
    const typed = (command: string) => {
      const name = /^([A-Z_]+)=/.exec(command)?.[1];
      if (name && name in vars) return `${name}=${vars[name]}`;
      if (REBUILDS_DRIVER.test(command)) return ":";
      return command === "npm ci" ? `ln -s ${JSON.stringify(path.join(ROOT, "node_modules"))} node_modules` : command;
    };

    let main: Shell | undefined;
    const done: string[] = [];
    let password = "";
    let owner = "";
    for (const block of blocks) {
      const server = block.find((c) => SERVERS.includes(c));
      const shell = server || !main ? new Shell(top, operatorEnv(top)) : main;
      if (!server) main = shell;
      shells.push(shell);
      for (const command of block) {
        if (command === server) {
          shell.start(command);
          const port = command === "npm run serve" ? vars.SITE_PORT : vars.STUDIO_PORT;
          // The studio's first start builds its editor first.
          await until(
            `${command} answering`,
            async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok,
            600_000,
            shell,
          );
          done.push(command);
          continue;
        }
        const result = await shell.run(typed(command), 600_000);
        expect(result.code, `${command}\n${result.out}`).toBe(0);
        done.push(command);
        const added = /users add (\S+)/.exec(command);
        if (added) {
          owner = added[1]!;
          password = /shown only now.*\n(\S+)/.exec(result.out)?.[1] ?? "";
        }
        if (command.startsWith("curl")) expect(result.out).toContain('{"status":"ok"}');
      }
    }
    // Every step the recipe names, in its order.
    const order = ["git clone", "npm ci", "npm run build", "npm run releases -- install", "npm run serve"];
    order.push("npm run studio -- users add", "npm run studio", "curl");
    const firstIndex = (step: string) => done.findIndex((c) => c === step || c.startsWith(`${step} `));
    expect(order.map(firstIndex)).toEqual(order.map(firstIndex).toSorted((a, b) => a - b));
    expect(order.map(firstIndex)).not.toContain(-1);

    const site = `http://127.0.0.1:${vars.SITE_PORT}`;
    const studio = { base: `http://127.0.0.1:${vars.STUDIO_PORT}` };
    const who = await login(studio, owner, password);
    const sent = await fetch(`${site}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
      body: JSON.stringify({ ...VALID, name: "Recipe Visitor" }),
    });
    expect(sent.status).toBe(201);
    const inbox = (await (await studioFetch(studio, "/studio/api/enquiries", who)).json()) as {
      enquiries: { name: string }[];
    };
    expect(inbox.enquiries.map((e) => e.name)).toContain("Recipe Visitor");
  });
});
