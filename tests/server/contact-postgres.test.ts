/**
 * The enquiry API on PostgreSQL (DATABASE_URL): the same answers as on SQLite, from a real
 * server on a real, throwaway PostgreSQL cluster (pg-cluster.ts).
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { fakeBuild, tempDir, VALID } from "./contact-helper.ts";
import { enquiriesWith } from "./owner-cli.ts";
import { freePort } from "./process-helper.ts";
import { PG_PASSWORD, postgresBin, postgresTests, startCluster, type Cluster } from "./pg-cluster.ts";

let cluster: Cluster;

beforeAll(async () => {
  if (postgresTests) cluster = await startCluster();
}, 60_000);
afterAll(async () => {
  await cluster?.stop();
});

/** The app on DATABASE_URL, with the rate limit off unless `env` sets it; every log line kept. */
async function startPgApp(databaseUrl: string, env: Record<string, string> = {}) {
  const dir = tempDir();
  const config = loadConfig({
    BUILD_DIR: fakeBuild(dir),
    DATABASE_URL: databaseUrl,
    // Would be the SQLite file; with DATABASE_URL it must not be created.
    DATABASE_FILE: `${dir}/data/enquiries.db`,
    LOG_LEVEL: "info",
    CONTACT_RATE_LIMIT: "0",
    ...env,
  });
  const lines: string[] = [];
  const app = await buildApp(config, { logger: { stream: { write: (line: string) => lines.push(line) } } });
  await app.ready();
  return {
    app,
    dir,
    logs: () => lines.join(""),
    post: (body: unknown, key = randomUUID()) =>
      app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json", "idempotency-key": key },
        payload: JSON.stringify(body),
      }),
  };
}

/** Why the server would not start, as it tells the person running it. */
async function startupError(env: Record<string, string>): Promise<string> {
  const dir = tempDir();
  try {
    const config = loadConfig({ BUILD_DIR: fakeBuild(dir), DATABASE_FILE: `${dir}/e.db`, ...env });
    const app = await buildApp(config, { logger: false });
    await app.ready();
    await app.close();
    return "(started)";
  } catch (error) {
    return (error as Error).message;
  }
}

describe.runIf(postgresTests)("enquiries on PostgreSQL (DATABASE_URL)", () => {
  it("stores an enquiry once: 201, the same receipt for a replay, 422 for the key reused for another enquiry", async () => {
    const url = await cluster.createDatabase();
    const s = await startPgApp(url);
    try {
      const key = randomUUID();
      const first = await s.post(VALID, key);
      expect(first.statusCode).toBe(201);
      const receipt = first.json<{ id: string; receivedAt: string }>();
      expect(receipt.id).toMatch(/^[0-9a-f-]{36}$/);

      const replay = await s.post({ ...VALID, fillMs: 30_000 }, key);
      expect(replay.statusCode).toBe(201);
      expect(replay.json()).toEqual(receipt);

      const reused = await s.post({ ...VALID, message: "Something else entirely" }, key);
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toMatchObject({ error: "idempotency_key_reused" });

      const rows = await cluster.admin<{ id: string; name: string; received_at: string; client_hash: string }>(
        "SELECT id, name, received_at, client_hash FROM enquiries",
        url.split("/").at(-1),
      );
      expect(rows).toEqual([
        {
          id: receipt.id,
          name: VALID.name,
          received_at: receipt.receivedAt,
          client_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        },
      ]);
      expect((await s.app.inject("/readyz")).statusCode).toBe(200);
      // Nothing of SQLite's: no database file, no secret file beside it.
      expect(fs.existsSync(path.join(s.dir, "data"))).toBe(false);
    } finally {
      await s.app.close();
    }
  });

  it("reads DATABASE_URL from the file DATABASE_URL_FILE names (a Docker secret)", async () => {
    const url = await cluster.createDatabase();
    const dir = tempDir();
    const file = path.join(dir, "database_url");
    fs.writeFileSync(file, `${url}\n`, { mode: 0o600 });
    const s = await startPgApp("", { DATABASE_URL: "", DATABASE_URL_FILE: file });
    try {
      expect((await s.post(VALID)).statusCode).toBe(201);
      expect(await cluster.admin("SELECT count(*)::int AS n FROM enquiries", url.split("/").at(-1))).toEqual([
        { n: 1 },
      ]);
    } finally {
      await s.app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("applies its migrations once, and keeps one IP-hash secret in the database for every instance", async () => {
    const url = await cluster.createDatabase();
    const database = url.split("/").at(-1);
    const [a, b] = await Promise.all([startPgApp(url), startPgApp(url)]);
    try {
      const versions = await cluster.admin("SELECT version, name FROM schema_migrations ORDER BY version", database);
      expect(versions).toEqual([
        { version: 1, name: "enquiries" },
        { version: 2, name: "outbox" },
        { version: 3, name: "inbox" },
        { version: 4, name: "language" },
        { version: 5, name: "settings" },
        { version: 6, name: "rate_limits" },
      ]);
      expect(await cluster.admin("SELECT count(*)::int AS n FROM settings", database)).toEqual([{ n: 1 }]);
      // The same client address hashes alike on both instances.
      expect(a.app.contact.hashClient("203.0.113.7")).toBe(b.app.contact.hashClient("203.0.113.7"));
    } finally {
      await Promise.all([a.app.close(), b.app.close()]);
    }
    // IP_HASH_SECRET, when set, is used rather than the stored one.
    const c = await startPgApp(url, { IP_HASH_SECRET: "x".repeat(40) });
    try {
      expect(c.app.contact.hashClient("203.0.113.7")).not.toBe(a.app.contact.hashClient("203.0.113.7"));
    } finally {
      await c.app.close();
    }
  });

  it("refuses to start on a DATABASE_URL it cannot use, naming the setting and what to do, never the password", async () => {
    const secret = "s3cret-Pa55word";
    const wrongPassword = await startupError({ DATABASE_URL: cluster.url("postgres", secret) });
    expect(wrongPassword).toMatch(
      /^DATABASE_URL=postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres: PostgreSQL refused the password for user "postgres"/,
    );

    const missing = await startupError({ DATABASE_URL: cluster.url("no_such_db") });
    expect(missing).toMatch(/the database "no_such_db" does not exist .*Create it \(createdb no_such_db/);

    const port = await freePort();
    const unreachable = await startupError({ DATABASE_URL: `postgres://site:${secret}@127.0.0.1:${port}/site` });
    expect(unreachable).toContain(
      `DATABASE_URL=postgres://site@127.0.0.1:${port}/site: nothing answers at 127.0.0.1:${port}. Start PostgreSQL`,
    );

    const unparsable = await startupError({ DATABASE_URL: `mysql://site:${secret}@db/site` });
    expect(unparsable).toMatch(
      /DATABASE_URL: expected a PostgreSQL address such as postgres:\/\/user:password@host:5432\/database/,
    );

    for (const message of [wrongPassword, missing, unreachable, unparsable]) {
      expect(message).not.toContain(secret);
      expect(message).not.toContain(PG_PASSWORD);
    }
  });

  it("answers 503 while PostgreSQL is away, says so on /readyz, and takes enquiries again once it is back", async () => {
    const url = await cluster.createDatabase();
    const s = await startPgApp(url);
    try {
      expect((await s.post(VALID)).statusCode).toBe(201);
      cluster.stopServer();
      try {
        const refused = await s.post(VALID);
        expect(refused.statusCode).toBe(503);
        expect(refused.json()).toMatchObject({ error: "unavailable" });
        expect((await s.app.inject("/readyz")).statusCode).toBe(503);
        expect(s.logs()).toContain('"event":"not_ready"');
      } finally {
        cluster.startServer();
      }
      expect((await s.post(VALID)).statusCode).toBe(201);
      expect((await s.app.inject("/readyz")).statusCode).toBe(200);
      expect(await cluster.admin("SELECT count(*)::int AS n FROM enquiries", url.split("/").at(-1))).toEqual([
        { n: 2 },
      ]);
    } finally {
      await s.app.close();
    }
  });

  it("owner tools list, export, delete and prune the enquiries in PostgreSQL; backup names pg_dump", async () => {
    const url = await cluster.createDatabase();
    const s = await startPgApp(url);
    let id: string;
    try {
      const created = await s.post({ ...VALID, name: "রহিম উদ্দিন" });
      expect(created.statusCode).toBe(201);
      id = created.json<{ id: string }>().id;
      expect((await s.post({ ...VALID, email: "other@example.com" })).statusCode).toBe(201);
    } finally {
      await s.app.close();
    }
    const env = { DATABASE_URL: url, DATABASE_FILE: `${s.dir}/not-used.db` };
    const list = enquiriesWith(env, "list");
    expect(list.code).toBe(0);
    expect(list.out).toContain("রহিম উদ্দিন <ayesha.rahman@example.com>");
    expect(list.out).toContain(`id ${id}`);
    expect(list.out).toContain("2 enquiries");

    const json = enquiriesWith(env, "export", "--format", "json");
    expect(json.code).toBe(0);
    const rows = JSON.parse(json.out) as { id: string; receivedAt: string; name: string }[];
    expect(rows.map((r) => r.name)).toEqual(["রহিম উদ্দিন", VALID.name]);
    expect(rows[0]!.id).toBe(id);

    const csv = enquiriesWith(env, "export", "--format", "csv");
    expect(csv.out.startsWith(`\uFEFF"id","receivedAt",`)).toBe(true);
    expect(csv.out).toContain("রহিম উদ্দিন");

    const deleted = enquiriesWith(env, "delete", "--email", "OTHER@example.com");
    expect(deleted.out).toContain("Deleted 1 enquiry from OTHER@example.com.");
    expect(enquiriesWith(env, "prune", "--older-than", "30").out).toContain("Deleted 0 enquiries older than 30 days.");
    expect(enquiriesWith(env, "list").out).toContain("1 enquiry");

    const backup = enquiriesWith(env, "backup", `${s.dir}/backup.dump`);
    expect(backup.code).toBe(0);
    expect(backup.out).toContain(`pg_dump --format=custom --file=${s.dir}/backup.dump`);
    expect(backup.out).not.toContain(PG_PASSWORD);
  });
});

describe("the PostgreSQL test cluster", () => {
  it("fails with what to install when PostgreSQL's programs are missing (rather than skipping)", () => {
    expect(() => postgresBin("/nonexistent/postgresql")).toThrow(
      /need PostgreSQL's server programs .* not installed\. Install them with `apt-get install -y postgresql`.*SKIP_POSTGRES_TESTS=1/,
    );
  });
});
