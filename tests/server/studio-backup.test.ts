import { sqliteDatabase } from "../../server/db/database.ts";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { accountStore } from "../../studio/server/accounts.ts";
import { auditLog } from "../../studio/server/audit.ts";
import { openStudioDatabase } from "../../studio/server/db.ts";
import { hashPassword } from "../../studio/server/passwords.ts";
import { ROOT } from "../../engine/paths.ts";
import { tempDir } from "./contact-helper.ts";
import { TEST_SCRYPT } from "./studio-helper.ts";

// `npm run studio -- backup FILE` as the owner types it, on a real studio database that stays
// open meanwhile (a running studio holds it; the backup must not wait for it to stop).
const dir = tempDir("nexaforge-studio-backup-");
const databaseFile = path.join(dir, "data", "studio.db");
const db = openStudioDatabase(databaseFile);
afterAll(() => db.close());

function backup(args: string[]) {
  const result = spawnSync("npm", ["run", "--silent", "studio", "--", "backup", ...args], {
    cwd: ROOT,
    env: { ...process.env, STUDIO_DATABASE_FILE: databaseFile },
    encoding: "utf8",
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

const rows = (file: string, sql: string) => {
  const copy = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return copy.prepare(sql).all();
  } finally {
    copy.close();
  }
};

describe("npm run studio -- backup", { timeout: 60_000 }, () => {
  const target = path.join(dir, "studio-backup.db");

  it("copies the accounts and the audit log while the database is open, into a file of its own", async () => {
    const accounts = accountStore(sqliteDatabase(db));
    const passwordHash = await hashPassword("a long enough password", TEST_SCRYPT);
    await accounts.add({ email: "boss@example.com", name: "Rahim Uddin", role: "owner", passwordHash });
    await accounts.add({ email: "pub@example.com", name: "Nadia", role: "publisher", passwordHash });
    await auditLog(sqliteDatabase(db)).record({
      actor: "command line (test)",
      action: "account_added",
      subject: "pub@example.com",
    });

    const result = backup([target]);
    expect(result.out).toMatch(
      /^Backed up the studio's database \(2 accounts\) to .*studio-backup\.db \(\d+ KiB, integrity checked\)\.\n$/,
    );
    expect(result.code).toBe(0);
    expect(rows(target, "SELECT email, role FROM accounts ORDER BY email")).toEqual([
      { email: "boss@example.com", role: "owner" },
      { email: "pub@example.com", role: "publisher" },
    ]);
    expect(rows(target, "SELECT action, subject FROM audit")).toContainEqual({
      action: "account_added",
      subject: "pub@example.com",
    });
    // One self-contained file, readable by its owner only: it holds password hashes.
    expect(fs.existsSync(`${target}-wal`)).toBe(false);
    expect(fs.statSync(target).mode & 0o777).toBe(0o600);
  });

  it("refuses to overwrite an existing file unless told to, saying how", async () => {
    const before = fs.readFileSync(target);
    await accountStore(sqliteDatabase(db)).remove((await accountStore(sqliteDatabase(db)).find("pub@example.com"))!);
    const refused = backup([target]);
    expect(refused.code).toBe(1);
    expect(refused.out).toBe(
      `No backup was made: ${target} already exists. Choose another file name, or add --replace to overwrite it.\n`,
    );
    expect(fs.readFileSync(target)).toEqual(before);

    expect(backup([target, "--replace"]).code).toBe(0);
    expect(rows(target, "SELECT email FROM accounts")).toEqual([{ email: "boss@example.com" }]);
  });

  it("refuses a file that is not there to write, and the database itself, in plain words", () => {
    expect(backup([path.join(dir, "no-such-folder", "b.db")])).toMatchObject({
      code: 1,
      out: expect.stringContaining("no such folder"),
    });
    expect(backup([databaseFile, "--replace"]).out).toContain("is the database itself: choose another file");
    expect(backup([])).toMatchObject({ code: 2, out: expect.stringContaining("backup: the backup FILE is required") });
  });
});
