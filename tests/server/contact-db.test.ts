import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { clientHasher } from "../../server/contact/client-hash.ts";
import { listMigrations } from "../../server/db/migrate.ts";
import { migrate, openDatabase } from "../../server/db/sqlite.ts";
import { fakeBuild, halfSentEnquiry, startApp, tempDir, VALID, type TestApp } from "./contact-helper.ts";
import { PRODUCTION_COMMAND } from "./process-helper.ts";

const dirs: string[] = [];
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const scratch = () => {
  const dir = tempDir();
  dirs.push(dir);
  return dir;
};

describe("the database", () => {
  it("is created with its folder, in WAL mode with full sync, a busy timeout and foreign keys", () => {
    const file = path.join(scratch(), "nested", "folder", "enquiries.db");
    const db = openDatabase(file);
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("synchronous", { simple: true })).toBe(2); // FULL
    expect(db.pragma("busy_timeout", { simple: true })).toBe(5000);
    expect(db.pragma("foreign_keys", { simple: true })).toBe(1);
    db.close();
  });

  it("records each migration once and applies none twice", () => {
    const file = path.join(scratch(), "e.db");
    openDatabase(file).close();
    const db = openDatabase(file);
    const versions = db.prepare("SELECT version, name FROM schema_migrations ORDER BY version").all();
    expect(versions).toEqual(listMigrations().map((m) => ({ version: m.version, name: m.name })));
    expect(versions.slice(0, 2)).toEqual([
      { version: 1, name: "enquiries" },
      { version: 2, name: "outbox" },
    ]);
    db.close();
  });

  it("rolls a failing migration back whole, keeping the versions before it", () => {
    const dir = scratch();
    const migrations = path.join(dir, "migrations");
    fs.mkdirSync(migrations);
    for (const engine of ["sqlite", "postgres"]) {
      fs.writeFileSync(path.join(migrations, `001_first.${engine}.sql`), "CREATE TABLE a (x INTEGER);");
      fs.writeFileSync(
        path.join(migrations, `002_broken.${engine}.sql`),
        "CREATE TABLE b (x INTEGER); INSERT INTO nowhere VALUES (1);",
      );
    }
    expect(() => openDatabase(path.join(dir, "e.db"), { migrationsDir: migrations })).toThrow(/no such table: nowhere/);
    const db = new Database(path.join(dir, "e.db"));
    expect(db.prepare("SELECT version FROM schema_migrations").pluck().all()).toEqual([1]);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").get()).toBeUndefined();
    db.close();
  });

  it("refuses a database from newer code rather than guessing", () => {
    const file = path.join(scratch(), "e.db");
    const db = openDatabase(file);
    db.prepare("INSERT INTO schema_migrations VALUES (99, 'future', '2099-01-01')").run();
    expect(() => migrate(db)).toThrow(/schema version 99, newer than this code knows/);
    db.close();
  });

  it("keeps a random address-hash secret beside it, readable by the owner only, stable across restarts", () => {
    const dir = scratch();
    const file = path.join(dir, "e.db");
    const first = clientHasher(file, undefined)("198.51.100.7");
    const secretFile = path.join(dir, "ip-hash.secret");
    expect(fs.statSync(secretFile).mode & 0o777).toBe(0o600);
    expect(clientHasher(file, undefined)("198.51.100.7")).toBe(first);
    expect(clientHasher(file, "k".repeat(32))("198.51.100.7")).not.toBe(first);
    expect(first).not.toContain("198.51.100.7");
  });
});

describe("graceful shutdown", () => {
  it("lets a request in flight finish and store before the database closes", async () => {
    t = await startApp();
    const { answer, finish } = halfSentEnquiry(await t.app.listen({ host: "127.0.0.1", port: 0 }));
    setTimeout(finish, 300); // the rest of the body arrives while the server closes
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    const closing = t.app.close();
    const res = await answer;
    await closing;
    expect(res.status).toBe(201);
    // The answer's socket is closed after it (Connection: close): no wait for the keep-alive timeout.
    expect(Date.now() - started).toBeLessThan(2000);
    expect(t.count()).toBe(1);
    expect(await t.app.contact.store.readiness()).toBe("the database is closed");
  });

  it("exits 0 on SIGTERM with the database closed cleanly", async () => {
    const dir = scratch();
    const databaseFile = path.join(dir, "data", "e.db");
    const child = spawn(PRODUCTION_COMMAND[0], PRODUCTION_COMMAND.slice(1), {
      env: { ...process.env, PORT: "0", BUILD_DIR: fakeBuild(dir), DATABASE_FILE: databaseFile, LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    const listening = new Promise<string>((resolve) =>
      child.stdout.on("data", (c) => {
        out += c;
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (match) resolve(match[1]!);
      }),
    );
    const base = await listening;
    const res = await fetch(`${base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
      body: JSON.stringify(VALID),
    });
    expect(res.status).toBe(201);
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    // A clean close checkpoints and removes the WAL: nothing was left half-written.
    expect(fs.existsSync(`${databaseFile}-wal`)).toBe(false);
    const db = new Database(databaseFile, { readonly: true });
    expect(db.prepare("SELECT count(*) FROM enquiries").pluck().get()).toBe(1);
    db.close();
  }, 30_000);
});
