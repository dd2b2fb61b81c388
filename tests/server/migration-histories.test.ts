/**
 * One migration history per database, the same versions on both engines: every version of the
 * enquiry database and of the studio's has a SQLite file and a PostgreSQL file; PostgreSQL
 * databases that recorded the older numbering (settings as 2, rate_limits as 3) are renumbered
 * and end at the same schema as a new one; and the inbox's statuses that the schema allows are
 * exactly those the code knows (contracts/inbox.ts), on both engines.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATUSES } from "../../contracts/inbox.ts";
import { ENQUIRY_HISTORY, listMigrations } from "../../server/db/migrate.ts";
import { migratePostgres } from "../../server/db/postgres.ts";
import { openDatabase } from "../../server/db/sqlite.ts";
import { STUDIO_HISTORY } from "../../studio/server/db.ts";
import { tempDir } from "./contact-helper.ts";
import { postgresTests, startCluster, type Cluster } from "./pg-cluster.ts";

const versions = (dir: string, engine: "sqlite" | "postgres") =>
  listMigrations(dir, engine).map(({ version, name }) => ({ version, name }));

describe("the migration histories", () => {
  it.each([
    ["the enquiry database", ENQUIRY_HISTORY.dir],
    ["the studio's database", STUDIO_HISTORY.dir],
  ])("of %s have the same versions and names on SQLite and PostgreSQL", (_name, dir) => {
    const sqlite = versions(dir, "sqlite");
    expect(sqlite.length).toBeGreaterThan(0);
    expect(versions(dir, "postgres")).toEqual(sqlite);
  });

  it("refuses a version that has only one engine's file, naming it and what is missing", () => {
    const dir = tempDir();
    try {
      fs.writeFileSync(path.join(dir, "001_first.sqlite.sql"), "SELECT 1;");
      fs.writeFileSync(path.join(dir, "001_first.postgres.sql"), "SELECT 1;");
      fs.writeFileSync(path.join(dir, "002_second.sqlite.sql"), "SELECT 1;");
      expect(() => listMigrations(dir, "sqlite")).toThrow(/Migration 002_second has no postgres\.sql/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("allows on SQLite exactly the inbox statuses the code knows", () => {
    const dir = tempDir();
    const db = openDatabase(path.join(dir, "enquiries.db"));
    try {
      db.prepare(
        `INSERT INTO enquiries (id, idempotency_key, request_hash, name, email, phone, services, country, price,
          message, fill_ms, received_at, client_hash, user_agent) VALUES ('e1', 'k1', 'h', 'n', 'e@x.example', '', '', '', '', 'm', 1, '2026-01-01', 'c', 'u')`,
      ).run();
      for (const status of STATUSES)
        expect(db.prepare("UPDATE enquiries SET status = ? WHERE id = 'e1'").run(status).changes).toBe(1);
      expect(() => db.prepare("UPDATE enquiries SET status = 'spam' WHERE id = 'e1'").run()).toThrow(/CHECK/);
    } finally {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(postgresTests)("the enquiry history on PostgreSQL", () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster();
  }, 60_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  async function withPool<T>(url: string, work: (pool: pg.Pool) => Promise<T>): Promise<T> {
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    try {
      return await work(pool);
    } finally {
      await pool.end();
    }
  }

  /** What a schema is made of, in an order that does not depend on how it was made. */
  async function schemaOf(pool: pg.Pool) {
    const columns = await pool.query(
      `SELECT table_name, column_name, data_type, is_nullable, column_default, is_identity
         FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name`,
    );
    const indexes = await pool.query(
      "SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname",
    );
    const checks = await pool.query(
      `SELECT conrelid::regclass::text AS on_table, pg_get_constraintdef(oid) AS definition
         FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2`,
    );
    return { columns: columns.rows, indexes: indexes.rows, checks: checks.rows };
  }

  it("renumbers a database of the older numbering (settings 2, rate_limits 3) and ends at a new one's schema", async () => {
    const fresh = await cluster.createDatabase();
    const legacy = await cluster.createDatabase();
    const expected = await withPool(fresh, async (pool) => {
      await migratePostgres(pool);
      return schemaOf(pool);
    });
    await withPool(legacy, async (pool) => {
      // The database as the older code left it: its 001, 002 and 003, recorded under those numbers.
      const files = listMigrations(ENQUIRY_HISTORY.dir, "postgres");
      const byName = (name: string) => fs.readFileSync(files.find((m) => m.name === name)!.file, "utf8");
      await pool.query(
        "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
      );
      for (const [version, name] of [
        [1, "enquiries"],
        [2, "settings"],
        [3, "rate_limits"],
      ] as const) {
        await pool.query(byName(name));
        await pool.query("INSERT INTO schema_migrations VALUES ($1, $2, '2026-11-01T00:00:00.000Z')", [version, name]);
      }
      await pool.query("INSERT INTO settings (name, value) VALUES ('ip_hash_secret', $1)", ["s".repeat(64)]);

      await migratePostgres(pool);
      const recorded = await pool.query("SELECT version, name, applied_at FROM schema_migrations ORDER BY version");
      expect(recorded.rows.map((r) => [r.version, r.name])).toEqual(
        listMigrations(ENQUIRY_HISTORY.dir, "postgres").map((m) => [m.version, m.name]),
      );
      // What was applied before keeps the time it was applied.
      expect(recorded.rows.find((r) => r.name === "settings").applied_at).toBe("2026-11-01T00:00:00.000Z");
      expect(await schemaOf(pool)).toEqual(expected);
      // Nothing held in it was touched.
      expect((await pool.query("SELECT value FROM settings")).rows).toEqual([{ value: "s".repeat(64) }]);
      // And a second start finds nothing to do.
      await migratePostgres(pool);
      expect((await pool.query("SELECT count(*)::int AS n FROM schema_migrations")).rows[0].n).toBe(recorded.rowCount);
    });
  });

  it("allows exactly the inbox statuses the code knows", async () => {
    await withPool(await cluster.createDatabase(), async (pool) => {
      await migratePostgres(pool);
      await pool.query(
        `INSERT INTO enquiries (id, idempotency_key, request_hash, name, email, phone, services, country, price,
          message, fill_ms, received_at, client_hash, user_agent) VALUES ($1, 'k1', 'h', 'n', 'e@x.example', '', '', '', '', 'm', 1, '2026-01-01', 'c', 'u')`,
        [randomUUID()],
      );
      for (const status of STATUSES)
        expect((await pool.query("UPDATE enquiries SET status = $1", [status])).rowCount).toBe(1);
      await expect(pool.query("UPDATE enquiries SET status = 'spam'")).rejects.toThrow(/check constraint/);
    });
  });
});
