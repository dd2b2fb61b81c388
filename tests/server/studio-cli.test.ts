import { spawnSync } from "node:child_process";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../engine/paths.ts";
import { verifyPassword } from "../../studio/server/passwords.ts";
import { tempDir } from "./contact-helper.ts";

// The owner's account commands, spawned as the owner types them (`npm run studio -- users ...`),
// at the production hashing cost. Standard input is a pipe here: a password written to it is used,
// an empty one makes the command generate and print one.
const databaseFile = path.join(tempDir("nexaforge-studio-cli-"), "data", "studio.db");

function users(args: string[], input = "") {
  const result = spawnSync("npm", ["run", "--silent", "studio", "--", "users", ...args], {
    cwd: ROOT,
    env: { ...process.env, STUDIO_DATABASE_FILE: databaseFile },
    input,
    encoding: "utf8",
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

const read = <T>(sql: string) => {
  const db = new Database(databaseFile, { readonly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
};
const hashOf = (email: string) =>
  read<{ email: string; password_hash: string }>("SELECT email, password_hash FROM accounts").find(
    (a) => a.email === email,
  )!.password_hash;

const OWNER_PASSWORD = "the owner's own long password";

describe("npm run studio -- users", { timeout: 120_000 }, () => {
  let published = "";

  it("adds an owner with a password piped in, and a publisher with a password it prints once", async () => {
    const owner = users(["add", "boss@example.com", "--role", "owner", "--name", "Rahim Uddin"], `${OWNER_PASSWORD}\n`);
    expect(owner).toMatchObject({ code: 0 });
    expect(owner.out).toContain("Added boss@example.com (Rahim Uddin) as owner.");
    expect(owner.out).toContain("The password is the one read from standard input.");
    expect(await verifyPassword(OWNER_PASSWORD, hashOf("boss@example.com"))).toBe(true);

    const publisher = users(["add", "pub@example.com", "--role", "publisher"]);
    expect(publisher.code).toBe(0);
    published = /shown only now[^\n]*\n(\S+)/.exec(publisher.out)![1]!;
    expect(published.length).toBeGreaterThanOrEqual(20);
    expect(await verifyPassword(published, hashOf("pub@example.com"))).toBe(true);
    // At OWASP's figures, whatever a test may use elsewhere.
    expect(hashOf("pub@example.com")).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it("refuses a second account with the same e-mail, a missing role and a short piped password", () => {
    expect(users(["add", "PUB@example.com", "--role", "editor"])).toMatchObject({
      code: 1,
      out: expect.stringContaining("already has an account"),
    });
    expect(users(["add", "x@example.com"])).toMatchObject({
      code: 2,
      out: expect.stringContaining("--role is required"),
    });
    expect(users(["add", "x@example.com", "--role", "editor"], "short\n")).toMatchObject({
      code: 1,
      out: expect.stringContaining("too short: use 15 characters or more"),
    });
  });

  it("lists every account with its role and name", () => {
    const list = users(["list"]);
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/boss@example\.com {2}owner {2}Rahim Uddin/);
    expect(list.out).toMatch(/pub@example\.com {2}publisher {2}pub/);
    expect(list.out).not.toContain("x@example.com");
  });

  it("resets a password: the old one no longer works, the new one is printed", async () => {
    const reset = users(["reset", "pub@example.com"]);
    expect(reset.code).toBe(0);
    const fresh = /shown only now[^\n]*\n(\S+)/.exec(reset.out)![1]!;
    expect(await verifyPassword(published, hashOf("pub@example.com"))).toBe(false);
    expect(await verifyPassword(fresh, hashOf("pub@example.com"))).toBe(true);
    expect(users(["reset", "nobody@example.com"])).toMatchObject({
      code: 1,
      out: expect.stringContaining("No account"),
    });
  });

  it("removes an account, but never the last owner", () => {
    expect(users(["remove", "pub@example.com"])).toMatchObject({ code: 0, out: expect.stringContaining("Removed") });
    const last = users(["remove", "boss@example.com"]);
    expect(last.code).toBe(1);
    expect(last.out).toContain("boss@example.com is the last owner and cannot be removed: add another owner first.");
    expect(read<{ email: string }>("SELECT email FROM accounts")).toEqual([{ email: "boss@example.com" }]);
  });

  it("writes each change to the audit log, done by the command line", () => {
    const rows = read<{ actor: string; action: string; subject: string }>(
      "SELECT actor, action, subject FROM audit ORDER BY id",
    );
    expect(rows.map((r) => [r.action, r.subject])).toEqual([
      ["account_added", "boss@example.com (owner)"],
      ["account_added", "pub@example.com (publisher)"],
      ["account_reset", "pub@example.com"],
      ["account_removed", "pub@example.com"],
    ]);
    expect(rows[0]!.actor).toMatch(/^command line \(/);
  });
});
