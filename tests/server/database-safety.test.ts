/**
 * A 201 means "in the database the owner reads": the server as production runs it, with its
 * database restored, deleted, moved or locked under it by another program.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { fakeBuild, holdWriteLock, tempDir, VALID } from "./contact-helper.ts";
import { enquiries } from "./owner-cli.ts";
import { startProcess, type Running } from "./process-helper.ts";

const dirs: string[] = [];
const running: Running[] = [];
const readers: Database.Database[] = [];
afterEach(() => {
  for (const r of readers.splice(0)) r.close();
  for (const r of running.splice(0)) if (r.child.exitCode === null) r.child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function server(env: Record<string, string> = {}) {
  const dir = tempDir("nexaforge-dbsafety-");
  dirs.push(dir);
  const databaseFile = path.join(dir, "data", "enquiries.db");
  // Kept-alive sockets outlive the owner tools' runs here: fetch would otherwise now and then
  // reuse one in the moment the server closes it.
  const s = await startProcess({
    BUILD_DIR: fakeBuild(dir),
    DATABASE_FILE: databaseFile,
    KEEP_ALIVE_TIMEOUT_MS: "60000",
    ...env,
  });
  running.push(s);
  const post = (body: object = VALID, key = randomUUID()) =>
    fetch(`${s.base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": key },
      body: JSON.stringify(body),
    });
  const status = async (url: string) => (await fetch(`${s.base}${url}`)).status;
  /** Rows in the file at DATABASE_FILE, as the owner's tools would read them. */
  const ids = (file = databaseFile) => {
    const db = new Database(file, { readonly: true });
    readers.push(db);
    return db.prepare("SELECT id FROM enquiries").pluck().all() as string[];
  };
  const logEvents = () =>
    s
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: number; event?: string });
  return { ...s, dir, databaseFile, post, status, ids, logEvents };
}

describe("restore while the server runs", () => {
  it("is refused, naming what to do, and the server goes on storing into DATABASE_FILE", async () => {
    const s = await server();
    const first = await s.post();
    expect(first.status).toBe(201);
    const backup = path.join(s.dir, "backup.db");
    expect(enquiries(s.databaseFile, "backup", backup).code).toBe(0);
    const inode = fs.statSync(s.databaseFile).ino;

    const restore = enquiries(s.databaseFile, "restore", backup);
    expect(restore.code, restore.out).toBe(1);
    expect(restore.out).toMatch(
      /^Nothing was restored: a server is running with .*enquiries\.db\. Stop the server first/,
    );
    expect(fs.statSync(s.databaseFile).ino).toBe(inode);
    expect(fs.readdirSync(path.dirname(s.databaseFile)).filter((f) => f.includes("before-restore"))).toEqual([]);

    const second = await s.post();
    expect(second.status).toBe(201);
    expect(await s.status("/readyz")).toBe(200);
    const { id } = (await second.json()) as { id: string };
    expect(s.ids()).toContain(id);

    // Stopped, the same restore goes through.
    s.child.kill("SIGTERM");
    expect((await s.exit).code).toBe(0);
    const again = enquiries(s.databaseFile, "restore", backup);
    expect(again.code, again.out).toBe(0);
    expect(again.out).toMatch(/^Restored 1 enquiry from /);
  }, 60_000);

  it("a second server on the same DATABASE_FILE refuses to start, in one line", async () => {
    const s = await server();
    await expect(startProcess({ BUILD_DIR: fakeBuild(s.dir), DATABASE_FILE: s.databaseFile })).rejects.toThrow(
      /DATABASE_FILE=.*enquiries\.db: another server, or a restore, is using this database right now/,
    );
    expect((await s.post()).status).toBe(201);
  }, 60_000);
});

describe("the database file deleted or replaced under a running server", () => {
  it("answers 503 to enquiries and /readyz after `rm enquiries.db*`, with one level-50 log line", async () => {
    const s = await server();
    expect((await s.post()).status).toBe(201);
    for (const f of fs.readdirSync(path.dirname(s.databaseFile)))
      if (f.startsWith("enquiries.db")) fs.rmSync(path.join(path.dirname(s.databaseFile), f));

    for (let i = 0; i < 3; i++) {
      const res = await s.post();
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ error: "unavailable" });
      expect(await s.status("/readyz")).toBe(503);
    }
    expect(await s.status("/healthz")).toBe(200);
    // The line was written before the first 503 was sent; give the pipe from the server a moment.
    const replacedLines = () => s.logEvents().filter((e) => e.event === "database_replaced");
    for (let waited = 0; !replacedLines().length && waited < 2000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const replaced = replacedLines();
    expect(replaced, `the server's log:\n${s.output()}`).toHaveLength(1);
    expect(replaced[0]!.level).toBe(50);
  }, 60_000);

  it("answers 503 while another file stands at DATABASE_FILE, and takes enquiries again once the original is put back", async () => {
    const s = await server();
    const before = (await (await s.post()).json()) as { id: string };
    const aside = path.join(s.dir, "aside.db");
    for (const suffix of ["", "-wal"]) fs.renameSync(s.databaseFile + suffix, aside + suffix);
    // Someone's other database put in its place, as `mv other.db enquiries.db` would.
    const other = new Database(s.databaseFile);
    other.exec("CREATE TABLE enquiries (id TEXT)");
    other.close();

    expect((await s.post()).status).toBe(503);
    expect(await s.status("/readyz")).toBe(503);
    expect(s.ids()).toEqual([]); // nothing went into the file at DATABASE_FILE, nor was acknowledged

    fs.rmSync(s.databaseFile);
    for (const suffix of ["", "-wal"]) fs.renameSync(aside + suffix, s.databaseFile + suffix);
    const after = await s.post();
    expect(after.status).toBe(201);
    expect(await s.status("/readyz")).toBe(200);
    const { id } = (await after.json()) as { id: string };
    s.child.kill("SIGTERM");
    expect((await s.exit).code).toBe(0);
    expect(s.ids().sort()).toEqual([before.id, id].sort());
    expect(s.logEvents().map((e) => e.event)).toEqual(expect.arrayContaining(["database_replaced", "database_back"]));
  }, 60_000);
});

describe("a database locked by another program", () => {
  it("does not hold up pages or /healthz: they answer in milliseconds while an enquiry waits for the lock", async () => {
    const s = await server();
    // A page of the built site, so that a page is timed as well as /healthz.
    fs.mkdirSync(path.join(s.dir, "build", "client", "about"), { recursive: true });
    fs.writeFileSync(path.join(s.dir, "build", "client", "about", "index.html"), "<!doctype html><title>About</title>");
    fs.writeFileSync(
      path.join(s.dir, "build", "site-manifest.json"),
      JSON.stringify({ routes: ["/about"], redirects: [] }),
    );
    s.child.kill("SIGTERM");
    await s.exit;
    const restarted = await startProcess({ BUILD_DIR: path.join(s.dir, "build"), DATABASE_FILE: s.databaseFile });
    running.push(restarted);
    expect((await fetch(`${restarted.base}/about`)).status).toBe(200);

    const lock = holdWriteLock(s.databaseFile);
    const waiting = fetch(`${restarted.base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
      body: JSON.stringify(VALID),
    });
    await new Promise((r) => setTimeout(r, 300)); // the enquiry is now waiting for the lock
    const times: number[] = [];
    for (const url of ["/healthz", "/about", "/healthz", "/about"]) {
      const started = performance.now();
      expect((await fetch(`${restarted.base}${url}`)).status).toBe(200);
      times.push(performance.now() - started);
    }
    lock.release();
    expect((await waiting).status).toBe(201);
    console.info(`while an enquiry waited for another program's lock: ${times.map((t) => t.toFixed(1)).join(", ")} ms`);
    // The wait for the lock is 5 s: anything near it means the requests queued behind the database.
    expect(Math.max(...times)).toBeLessThan(1000);
  }, 60_000);
});
