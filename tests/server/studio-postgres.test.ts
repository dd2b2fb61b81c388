/**
 * The studio on PostgreSQL (DATABASE_URL), end to end: the owner's first account made with the
 * command line (`npm run studio -- users add`), then the studio's HTTP API over a real socket:
 * logging in, adding an editor, the last-owner rule, logging out, and the audit log that tells it.
 * No studio.db is made. Skipped only with SKIP_POSTGRES_TESTS=1.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../engine/paths.ts";
import { buildStudioApp } from "../../studio/server/app.ts";
import { loadStudioConfig } from "../../studio/server/config.ts";
import { tempDir } from "./contact-helper.ts";
import { postgresTests, startCluster, type Cluster } from "./pg-cluster.ts";
import { freePort } from "./process-helper.ts";
import { login, studioFetch, TEST_SCRYPT } from "./studio-helper.ts";

const OWNER_PASSWORD = "the owner's own long password";

describe.skipIf(!postgresTests)("the studio on PostgreSQL", { timeout: 120_000 }, () => {
  let cluster: Cluster;
  let url: string;
  const dir = tempDir("nexaforge-studio-pg-");
  const studioDatabaseFile = path.join(dir, "data", "studio.db");
  const env = () => ({ ...process.env, DATABASE_URL: url, STUDIO_DATABASE_FILE: studioDatabaseFile });
  const studio = { base: "", close: async () => {} };

  const users = (args: string[], input = "") => {
    const result = spawnSync("npm", ["run", "--silent", "studio", "--", "users", ...args], {
      cwd: ROOT,
      env: env(),
      input,
      encoding: "utf8",
    });
    return { code: result.status, out: `${result.stdout}${result.stderr}` };
  };

  beforeAll(async () => {
    cluster = await startCluster();
    url = await cluster.createDatabase();
  }, 60_000);
  afterAll(async () => {
    await studio.close();
    await cluster?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("makes the first owner with the command line, into PostgreSQL", async () => {
    const added = users(["add", "boss@example.com", "--role", "owner", "--name", "Rahim Uddin"], `${OWNER_PASSWORD}\n`);
    expect(added.out).toContain("Added boss@example.com (Rahim Uddin) as owner.");
    expect(added.code).toBe(0);
    const rows = await cluster.admin<{ email: string; role: string }>(
      "SELECT email, role FROM studio_accounts",
      new URL(url).pathname.slice(1),
    );
    expect(rows).toEqual([{ email: "boss@example.com", role: "owner" }]);
    expect(users(["list"]).out).toMatch(/^boss@example\.com {2}owner {2}Rahim Uddin/m);
    // The enquiry store's version table is not the studio's: each counts its own migrations.
    const tables = await cluster.admin<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
      new URL(url).pathname.slice(1),
    );
    expect(tables.map((t) => t.table_name)).toEqual([
      "studio_accounts",
      "studio_audit",
      "studio_publish_pages",
      "studio_publishes",
      "studio_schema_migrations",
      "studio_sessions",
    ]);
  });

  it("logs in over HTTP, adds an editor, keeps the last owner, logs out; the audit log tells it", async () => {
    const port = await freePort();
    const config = {
      ...loadStudioConfig({
        DATABASE_URL: url,
        STUDIO_DATABASE_FILE: studioDatabaseFile,
        DATABASE_FILE: path.join(dir, "data", "enquiries.db"),
        STUDIO_PORT: String(port),
        LOG_LEVEL: "silent",
      }),
      scrypt: TEST_SCRYPT,
    };
    const app = await buildStudioApp(config, { editorBuild: path.join(dir, "no-editor") });
    await app.listen({ host: "127.0.0.1", port });
    studio.base = `http://127.0.0.1:${port}`;
    studio.close = () => app.close();

    expect((await studioFetch(studio, "/readyz")).status).toBe(200);
    const owner = await login(studio, "BOSS@example.com", OWNER_PASSWORD);
    const me = (await (await studioFetch(studio, "/studio/api/me", owner)).json()) as { email: string; role: string };
    expect(me).toMatchObject({ email: "boss@example.com", role: "owner" });

    const added = await studioFetch(studio, "/studio/api/accounts", {
      body: { email: "nadia@example.com", name: "Nadia", role: "editor" },
      ...owner,
    });
    expect(added.status).toBe(201);
    const { password } = (await added.json()) as { password: string };
    const editor = await login(studio, "nadia@example.com", password);
    // An editor may not manage accounts.
    expect((await studioFetch(studio, "/studio/api/accounts", editor)).status).toBe(403);

    // The only owner can be neither removed nor made an editor.
    const removeSelf = await studioFetch(studio, "/studio/api/accounts/boss@example.com", {
      method: "DELETE",
      ...owner,
    });
    expect(removeSelf.status).toBe(409);
    expect(((await removeSelf.json()) as { message: string }).message).toContain("is the last owner");
    const demote = await studioFetch(studio, "/studio/api/accounts/boss@example.com", {
      method: "PATCH",
      body: { role: "editor" },
      ...owner,
    });
    expect(demote.status).toBe(409);

    const list = (await (await studioFetch(studio, "/studio/api/accounts", owner)).json()) as {
      accounts: { email: string; role: string; lastLogin?: string }[];
    };
    expect(list.accounts.map((a) => [a.email, a.role])).toEqual([
      ["boss@example.com", "owner"],
      ["nadia@example.com", "editor"],
    ]);

    expect((await studioFetch(studio, "/studio/api/logout", { body: {}, ...editor })).status).toBeLessThan(300);
    expect((await studioFetch(studio, "/studio/api/me", editor)).status).toBe(401);
    expect((await studioFetch(studio, "/studio/api/me", owner)).status).toBe(200);

    const audit = (await (await studioFetch(studio, "/studio/api/audit", owner)).json()) as {
      entries: { actor: string; action: string; subject: string }[];
    };
    expect(audit.entries.map((e) => [e.actor, e.action, e.subject]).reverse()).toEqual([
      [expect.stringMatching(/^command line \(/), "account_added", "boss@example.com (owner)"],
      ["boss@example.com", "login", ""],
      ["boss@example.com", "account_added", "nadia@example.com (editor)"],
      ["nadia@example.com", "login", ""],
      ["nadia@example.com", "logout", ""],
    ]);
    expect(fs.existsSync(studioDatabaseFile)).toBe(false);
  });

  it("answers 503 in plain words while PostgreSQL refuses connections, and lets the owner in again once it is back", async () => {
    const owner = await login(studio, "boss@example.com", OWNER_PASSWORD);
    const database = new URL(url).pathname.slice(1);
    await cluster.admin(`ALTER DATABASE ${database} ALLOW_CONNECTIONS false`);
    await cluster.admin("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", "postgres", [
      database,
    ]);
    try {
      const away = await studioFetch(studio, "/studio/api/me", owner);
      expect(away.status).toBe(503);
      expect(away.headers.get("retry-after")).toBe("10");
      expect(((await away.json()) as { message: string }).message).toMatch(
        /^The studio cannot be reached just now: its database is not answering\. Try again in a minute/,
      );
      expect((await studioFetch(studio, "/readyz")).status).toBe(503);
    } finally {
      await cluster.admin(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`);
    }
    expect((await studioFetch(studio, "/studio/api/me", owner)).status).toBe(200);
    expect((await studioFetch(studio, "/readyz")).status).toBe(200);
  });

  it("the command line says, in plain words, when PostgreSQL does not answer", async () => {
    const port = await freePort();
    const result = spawnSync("npm", ["run", "--silent", "studio", "--", "users", "list"], {
      cwd: ROOT,
      env: { ...env(), DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${port}/nexaforge` },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`nothing answers at 127.0.0.1:${port}. Start PostgreSQL`);
    expect(result.stderr).not.toContain("secret");
  });

  it("the studio does not start when PostgreSQL does not answer, and says why", async () => {
    const port = await freePort();
    const config = loadStudioConfig({
      DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${port}/nexaforge`,
      STUDIO_DATABASE_FILE: studioDatabaseFile,
      DATABASE_FILE: path.join(dir, "data", "enquiries.db"),
      LOG_LEVEL: "silent",
    });
    const failed = buildStudioApp(config, { editorBuild: path.join(dir, "no-editor") });
    await expect(failed).rejects.toThrow(
      `DATABASE_URL=postgres://postgres@127.0.0.1:${port}/nexaforge: nothing answers at 127.0.0.1:${port}. Start PostgreSQL, or correct the host and port in DATABASE_URL.`,
    );
  });

  it("backup explains pg_dump instead of copying a file", () => {
    const result = spawnSync("npm", ["run", "--silent", "studio", "--", "backup", "studio.dump"], {
      cwd: ROOT,
      env: env(),
      encoding: "utf8",
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("The studio's accounts, sessions and audit log are in PostgreSQL too");
    expect(result.stdout).toMatch(/pg_dump --format=custom --file=studio\.dump postgres:\/\/postgres@127\.0\.0\.1/);
    expect(result.stdout).not.toContain("test-only-password");
  });
});
