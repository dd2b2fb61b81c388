/**
 * The public server and the studio as two users in one group, as the container images run them
 * (`node`, uid 1000, and `studio`, uid 1001, both in group 1000): the enquiry database in a folder
 * shared with the group (770) is opened, written and read by both, its WAL and SHM included,
 * and never by a user outside the group; a release the studio installs is readable by the server.
 * The file modes are checked as this user; the parts with two users need root, to run as each
 * (they are skipped otherwise).
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../../server/db/sqlite.ts";
import { ROOT } from "../../engine/paths.ts";
import { STUDIO_UMASK } from "../../studio/server/umask.ts";

import { tempDir } from "./contact-helper.ts";

const WEB = { uid: 1000, gid: 1000 };
const STUDIO = { uid: 1001, gid: 1000 };
const STRANGER = { uid: 1002, gid: 1002 };
const asRoot = process.getuid?.() === 0;

const mode = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A folder shared with group 1000 the way the images make /data (770, owned by the server's user). */
function sharedFolder(): string {
  const top = tempDir("nexaforge-two-users-");
  dirs.push(top);
  fs.chmodSync(top, 0o755);
  const data = path.join(top, "data");
  fs.mkdirSync(data, { mode: 0o770 });
  fs.chmodSync(data, 0o770);
  if (asRoot) fs.chownSync(data, WEB.uid, WEB.gid);
  return data;
}

/** `node --import tsx` running `code` (ESM) as `user` with `umask`, in the project. */
function nodeAs(user: { uid: number; gid: number }, code: string, umask = 0o077) {
  const args = ["--import", "tsx", "--input-type=module", "-e", `process.umask(0o${umask.toString(8)});\n${code}`];
  // tsx's compile cache is per user, in the system's temp folder (this run's is root's alone).
  return { args, options: { cwd: ROOT, ...user, env: { ...process.env, TMPDIR: "/tmp" } } };
}

/** Runs `code` as `user` and answers what it printed; throws with what it printed on a failure. */
function runAs(user: { uid: number; gid: number }, code: string, umask?: number): string {
  const { args, options } = nodeAs(user, code, umask);
  return execFileSync(process.execPath, args, {
    ...options,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  }).trim();
}

const dbModule = JSON.stringify(path.join(ROOT, "server/db/sqlite.ts"));
/** Opens the enquiry database as the server and the studio's inbox do (openDatabase), runs `sql`, prints the answer. */
const sqlIn = (file: string, sql: string) =>
  `const { openDatabase } = await import(${dbModule});
   const db = openDatabase(${JSON.stringify(file)});
   const stmt = db.prepare(${JSON.stringify(sql)});
   console.log(JSON.stringify(stmt.reader ? stmt.all() : stmt.run().changes));
   db.close();`;

/**
 * The server's user with the database open (its WAL and SHM in use) until `finish` is called:
 * it has added a note, and answers the notes it reads then.
 */
async function serverHolding(file: string) {
  const { args, options } = nodeAs(
    WEB,
    `const { openDatabase } = await import(${dbModule});
     const db = openDatabase(${JSON.stringify(file)});
     db.prepare("INSERT INTO notes (text) VALUES ('from the server')").run();
     console.log("open");
     process.stdin.resume();
     process.stdin.on("end", () => {
       console.log(JSON.stringify(db.prepare("SELECT text FROM notes ORDER BY id").pluck().all()));
       db.close();
     });`,
  );
  const child = spawn(process.execPath, args, { ...options, stdio: ["pipe", "pipe", "inherit"] });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  await vi.waitFor(() => expect(out).toContain("open"), { timeout: 15_000 });
  return {
    finish: async () => {
      child.stdin.end();
      await exited;
      return out.replace("open", "").trim();
    },
  };
}

describe("the enquiry database in a folder shared with its group (770)", () => {
  it("is made 660, WAL and SHM too, whatever the umask; the client-hash secret stays 600", () => {
    const data = sharedFolder();
    const file = path.join(data, "enquiries.db");
    const previous = process.umask(0o077);
    try {
      const opened = openDatabase(file);
      opened.exec("CREATE TABLE IF NOT EXISTS t (x)");
      opened.prepare("INSERT INTO t VALUES (1)").run();
      for (const f of ["enquiries.db", "enquiries.db-wal", "enquiries.db-shm"])
        expect(mode(path.join(data, f)), f).toBe("660");
      opened.close();
    } finally {
      process.umask(previous);
    }
    fs.writeFileSync(path.join(data, "ip-hash.secret"), "x", { mode: 0o640 });
    openDatabase(file).close();
    expect(mode(path.join(data, "ip-hash.secret"))).toBe("600");
  });

  it("shares a database made before the folder was (600) at the next start, and says so", () => {
    const data = sharedFolder();
    const file = path.join(data, "enquiries.db");
    fs.chmodSync(data, 0o700);
    openDatabase(file).close();
    expect(mode(file)).toBe("600");
    fs.chmodSync(data, 0o770);
    const notices: string[] = [];
    openDatabase(file, { notice: (m) => notices.push(m) }).close();
    expect(mode(file)).toBe("660");
    expect(notices.join("\n")).toMatch(
      /enquiries\.db is in a folder shared with its group .*: changed from 600 to 660/,
    );
  });

  it("stays 600 in a folder others may enter (775), and the studio's own database is never shared", () => {
    const data = sharedFolder();
    openDatabase(path.join(data, "enquiries.db"), { setting: "STUDIO_DATABASE_FILE" }).close();
    expect(mode(path.join(data, "enquiries.db"))).toBe("600");
    fs.chmodSync(data, 0o775);
    openDatabase(path.join(data, "other.db")).close();
    expect(mode(path.join(data, "other.db"))).toBe("600");
  });

  it.runIf(asRoot)(
    "is written by the server's user and read and updated by the studio's at once, and by no one outside their group",
    async () => {
      const data = sharedFolder();
      const file = path.join(data, "enquiries.db");
      runAs(WEB, sqlIn(file, "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)"));
      const server = await serverHolding(file);
      expect(mode(`${file}-wal`)).toBe("660");
      const studio = "UPDATE notes SET text = text || ', noted in the studio'";
      expect(runAs(STUDIO, sqlIn(file, studio), STUDIO_UMASK)).toBe("1");
      expect(runAs(STUDIO, sqlIn(file, "INSERT INTO notes (text) VALUES ('the studio')"))).toBe("1");
      expect(await server.finish()).toBe('["from the server, noted in the studio","the studio"]');
      for (const f of ["enquiries.db", "enquiries.db-wal", "enquiries.db-shm"])
        if (fs.existsSync(path.join(data, f))) expect(mode(path.join(data, f)), f).toBe("660");
      expect(() => runAs(STRANGER, sqlIn(file, "SELECT text FROM notes"))).toThrow(/no permission/);
    },
  );
});
describe("a release the studio installs under its umask", () => {
  it.runIf(asRoot)("is read by the server's user (its group), not by others", () => {
    const top = path.dirname(sharedFolder());
    const releases = path.join(top, "releases");
    fs.mkdirSync(releases, { mode: 0o750 });
    fs.chownSync(releases, STUDIO.uid, STUDIO.gid);
    const modules = [path.join(ROOT, "server/releases.ts"), path.join(ROOT, "tests/server/release-fixtures.ts")];
    // The studio's build writes its files under the studio's umask; the release keeps their modes.
    runAs(
      STUDIO,
      `const fs = await import("node:fs");
       const { Releases } = await import(${JSON.stringify(modules[0])});
       const { smallBuild } = await import(${JSON.stringify(modules[1])});
       const made = smallBuild("Made by the studio");
       const r = new Releases(${JSON.stringify(releases)});
       r.activate(r.install(made));
       fs.rmSync(made, { recursive: true });`,
      STUDIO_UMASK,
    );
    const about = path.join(releases, "current/client/about/index.html");
    expect(
      runAs(WEB, `console.log((await import("node:fs")).readFileSync(${JSON.stringify(about)}, "utf8"))`),
    ).toContain("Made by the studio");
    expect(() => runAs(STRANGER, `(await import("node:fs")).readFileSync(${JSON.stringify(about)})`)).toThrow(/EACCES/);
  });
});
