/** The enquiry data on disk: private file modes, and backups made and restored while the server writes. */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/sqlite.ts";
import { fakeBuild, startApp, tempDir, VALID, type TestApp } from "./contact-helper.ts";
import { enquiries, enquiriesAsync } from "./owner-cli.ts";
import { loadClients, startProcess, type Running } from "./process-helper.ts";

let t: TestApp | undefined;
const dirs: string[] = [];
const running: Running[] = [];
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const r of running.splice(0)) if (r.child.exitCode === null) r.child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const mode = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

describe("file modes", () => {
  it("creates the data folder 700 and the database, WAL, SHM and secret 600", async () => {
    t = await startApp();
    expect((await t.post(VALID)).statusCode).toBe(201);
    const dir = path.dirname(t.databaseFile);
    expect(mode(dir)).toBe("700");
    for (const file of ["enquiries.db", "enquiries.db-wal", "enquiries.db-shm", "ip-hash.secret"])
      expect(mode(path.join(dir, file)), file).toBe("600");
  });

  it("makes an existing database that others could read private at start, and says so in the log", async () => {
    const dir = tempDir();
    dirs.push(dir);
    const file = path.join(dir, "data", "enquiries.db");
    openDatabase(file).close();
    fs.chmodSync(file, 0o644);
    const lines: string[] = [];
    const config = loadConfig({ BUILD_DIR: fakeBuild(dir), DATABASE_FILE: file });
    const app = await buildApp(config, { logger: { stream: { write: (line: string) => lines.push(line) } } });
    await app.close();
    expect(mode(file)).toBe("600");
    expect(lines.join("")).toMatch(
      /enquiries\.db could be read by other users \(mode 644\): changed to 600 \(DATABASE_FILE\)/,
    );
  });
});

describe("npm run enquiries -- backup / restore", () => {
  it("backs up while the server takes enquiries; the restore into a fresh database has every acknowledged one", async () => {
    const dir = tempDir("nexaforge-backup-");
    dirs.push(dir);
    const databaseFile = path.join(dir, "data", "enquiries.db");
    const server = await startProcess({ BUILD_DIR: fakeBuild(dir), DATABASE_FILE: databaseFile, LOG_LEVEL: "warn" });
    running.push(server);
    const load = loadClients(server.base, 10);
    await new Promise((r) => setTimeout(r, 1500));

    const before = [...load.acknowledged];
    const backupFile = path.join(dir, "backup.db");
    const backup = await enquiriesAsync(databaseFile, "backup", backupFile);
    const during = load.acknowledged.length - before.length;
    await load.stop();
    server.child.kill("SIGTERM");
    expect((await server.exit).code).toBe(0);

    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toMatch(/^Backed up \d+ enquiries to .*backup\.db \(\d+ KiB, integrity checked\)\./);
    expect(mode(backupFile)).toBe("600");
    expect(during).toBeGreaterThan(0); // the server really was writing while the backup ran

    const fresh = path.join(dir, "restored", "enquiries.db");
    const restore = enquiries(fresh, "restore", backupFile);
    expect(restore.code, restore.out).toBe(0);
    const db = new Database(fresh, { readonly: true });
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    const restored = new Set(db.prepare("SELECT id FROM enquiries").pluck().all() as string[]);
    db.close();
    expect(before.length).toBeGreaterThan(0);
    expect(before.filter((id) => !restored.has(id))).toEqual([]);
    console.info(
      `backup under load: ${backup.ms} ms (npm run included); ${before.length} acknowledged before it, ${during} acknowledged while it ran, ${restored.size} in the backup, 0 missing after restore`,
    );
  }, 60_000);

  it("refuses to restore a file that is not a sound enquiry database, and leaves the database as it was", () => {
    const dir = tempDir("nexaforge-backup-");
    dirs.push(dir);
    const databaseFile = path.join(dir, "data", "enquiries.db");
    openDatabase(databaseFile).close();
    const before = fs.readFileSync(databaseFile);
    const junk = path.join(dir, "junk.db");
    fs.writeFileSync(junk, "not a database\n".repeat(100));
    const other = path.join(dir, "other.db");
    new Database(other).exec("CREATE TABLE t (x)");
    for (const [file, message] of [
      [junk, /is not an SQLite database/],
      [other, /not an enquiry database/],
      [path.join(dir, "missing.db"), /no such file/],
    ] as const) {
      const { code, out } = enquiries(databaseFile, "restore", file);
      expect(code).toBe(1);
      expect(out).toMatch(/^Nothing was restored: /);
      expect(out).toMatch(message);
    }
    expect(fs.readFileSync(databaseFile).equals(before)).toBe(true);
    // Three runs of the owner tool, each an npm and a tsx start: 20 s was too short on a busy machine.
  }, 60_000);
});
