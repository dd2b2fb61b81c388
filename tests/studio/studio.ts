import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { ROOT } from "../../engine/paths.ts";
import { freePort } from "../dev/dev-server.ts";
import { git } from "../server/git-helper.ts";
import { startProcess, type Running } from "../server/process-helper.ts";
import { SITE_PARTS } from "./site-snapshot.ts";

export const PASSWORD = "a long password for the studio test";

export type StudioAccount = { email: string; name: string; role: string };

/** `npm run studio -- users add` as the owner runs it, the password piped to it. */
function addAccount(env: NodeJS.ProcessEnv, account: StudioAccount) {
  const add = spawnSync(
    "npm",
    ["run", "--silent", "studio", "--", "users", "add", account.email, "--role", account.role, "--name", account.name],
    { cwd: ROOT, env, input: `${PASSWORD}\n`, encoding: "utf8" },
  );
  if (add.status !== 0) throw new Error(`users add failed:\n${add.stdout}${add.stderr}`);
}

/**
 * A copy of the site's folders (pages, content, i18n, schema, public) in `dir`/site: from the
 * snapshot the run's global set-up took (site-snapshot.ts), else from the checkout.
 */
export function siteCopy(dir: string): string {
  const site = path.join(dir, "site");
  const from = process.env.STUDIO_TEST_SITE_SNAPSHOT ?? ROOT;
  for (const part of SITE_PARTS) fs.cpSync(path.join(from, part), path.join(site, part), { recursive: true });
  return site;
}

// git in a checkout, as a developer who committed the site.
export { git };

/**
 * The site deployed as docs/deploying.md sets it up, in `dir`: a git checkout of the site (one
 * commit), the project's build installed and made live in a releases folder, and `npm start`
 * serving it from there. Returns the checkout, the settings the studio beside it shares, and the server.
 */
export async function deployedSite(dir: string): Promise<{ site: string; env: Record<string, string>; web: Running }> {
  const site = siteCopy(dir);
  git(site, "init", "-q", "-b", "main");
  git(site, "add", "-A");
  git(site, "commit", "-q", "-m", "The site");
  const env = { RELEASES_DIR: path.join(dir, "releases"), DATABASE_FILE: path.join(dir, "data", "enquiries.db") };
  const install = spawnSync("npm", ["run", "--silent", "releases", "--", "install", path.join(ROOT, "build")], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  if (install.status !== 0) throw new Error(`releases install failed:\n${install.stdout}${install.stderr}`);
  return { site, env, web: await startProcess(env, ["npm", "start"]) };
}

/** Stops a server deployedSite started, and waits for it to exit. */
export async function stopSite(web: Running | undefined) {
  if (!web) return;
  process.kill(-web.child.pid!, "SIGTERM");
  await web.exit;
}

/**
 * `npm run studio` as its operator starts it, on a copy of the site (STUDIO_SITE_DIR) and a
 * database of its own, with its accounts added first through its CLI (the password piped to it),
 * as the owner does. `options` give a site folder of the test's own and more settings.
 */
export async function startStudio(
  accounts: StudioAccount | StudioAccount[],
  options: { dir?: string; site?: string; env?: Record<string, string> } = {},
) {
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-studio-e2e-"));
  const site = options.site ?? siteCopy(dir);
  const port = await freePort();
  const env = {
    ...process.env,
    STUDIO_PORT: String(port),
    STUDIO_SITE_DIR: site,
    STUDIO_DATABASE_FILE: path.join(dir, "data", "studio.db"),
    DATABASE_FILE: path.join(dir, "data", "enquiries.db"),
    NO_COLOR: "1",
    ...options.env,
  };
  for (const account of [accounts].flat()) addAccount(env, account);
  const base = `http://127.0.0.1:${port}`;
  let running = await launch(env, base);
  return {
    base,
    site,
    enquiryDatabaseFile: env.DATABASE_FILE,
    addAccount: (more: StudioAccount) => addAccount(env, more),
    databaseFile: env.STUDIO_DATABASE_FILE,
    log: () => running.log(),
    /** Stops the studio's process as a restart or a crash does, its site and data kept. */
    halt: () => running.stop(),
    /** Starts it again after `halt`, on the same port, site and data. */
    async resume() {
      running = await launch(env, base);
    },
    async stop() {
      await running.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `npm run studio` with `env`, once it answers at `base`: its log, and a stop that waits for it to exit. */
async function launch(env: NodeJS.ProcessEnv, base: string) {
  const child = spawn("npm", ["run", "--silent", "studio"], { cwd: ROOT, env, detached: true });
  let log = "";
  child.stdout.on("data", (c: Buffer) => (log += c));
  child.stderr.on("data", (c: Buffer) => (log += c));
  for (const deadline = Date.now() + 120_000; ;) {
    if (child.exitCode !== null) throw new Error(`the studio stopped:\n${log}`);
    if (Date.now() > deadline) throw new Error(`the studio never answered:\n${log}`);
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    log: () => log,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.on("exit", r));
      process.kill(-child.pid!, "SIGTERM");
      await exited;
    },
  };
}

/** Logs in from the studio's login form (shown wherever no one is logged in yet). */
export async function logIn(page: Page, email: string, password = PASSWORD) {
  // On the login page first: right after "Log out" the accounts page, whose new-account form has an
  // E-mail field too, can still be showing (a CI run filled that form, then pressed an empty login's button).
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/**
 * Logs out as a person would at the page's width: on a phone "Log out" sits in the folded "Menu",
 * which opens first.
 */
export async function logOut(page: Page) {
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("button", { name: "Log out", exact: true }).click();
}
