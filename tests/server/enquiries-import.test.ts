/**
 * `npm run enquiries -- import FILE`, as the owner runs it: a SQLite enquiry database written by
 * the real server (and marked in its inbox) copied into a real PostgreSQL (pg-cluster.ts), then
 * served from there by the server on DATABASE_URL.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/sqlite.ts";
import { sqliteOwnerEnquiries } from "../../server/contact/owner-store.ts";
import { fakeBuild, startApp, tempDir, VALID } from "./contact-helper.ts";
import { ROOT } from "../../engine/paths.ts";
import { enquiriesWith } from "./owner-cli.ts";
import { postgresTests, startCluster, type Cluster } from "./pg-cluster.ts";

const COLUMNS = `id, idempotency_key, request_hash, name, email, phone, services, country, price, message, language,
  fill_ms, received_at, client_hash, user_agent, status, note, updated_at, updated_by`;

let cluster: Cluster;
let dir: string;
let file: string;
const posted: { key: string; body: typeof VALID; id: string }[] = [];

beforeAll(async () => {
  if (!postgresTests) return;
  cluster = await startCluster();
  dir = tempDir("nexaforge-import-");
  file = path.join(dir, "enquiries.db");
  // The server as it ran before the move: notifications queued but not sent (nothing answers on port 9).
  const site = await startApp({
    DATABASE_FILE: file,
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: "9",
    NOTIFY_TO: "owner@example.com",
    OUTBOX_POLL_MS: "600000",
  });
  const bodies = [
    VALID,
    { ...VALID, name: "নুসরাত জাহান", email: "nusrat@shop.example", message: "নতুন ওয়েবসাইট চাই", language: "bn" },
    { ...VALID, name: "Tanvir", email: "tanvir@agency.example", services: "SEO" },
  ] as (typeof VALID)[];
  for (const body of bodies) {
    const key = randomUUID();
    const res = await site.post(body, { key });
    expect(res.statusCode).toBe(201);
    posted.push({ key, body, id: (res.json() as { id: string }).id });
  }
  await site.close();
  // The owner answered one in the studio's inbox.
  const db = openDatabase(file);
  await sqliteOwnerEnquiries(db).update(posted[1]!.id, { status: "replied", note: "ফোন করেছি" }, "own@example.com");
  db.close();
}, 60_000);
afterAll(async () => {
  await cluster?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const sqliteRows = (from: string) => {
  const db = new Database(from, { readonly: true });
  try {
    return db.prepare(`SELECT ${COLUMNS} FROM enquiries ORDER BY rowid`).all();
  } finally {
    db.close();
  }
};

describe.runIf(postgresTests)("npm run enquiries -- import FILE", () => {
  it("copies every enquiry with its id, times, keys, hashes, status and note, once; no e-mail is queued", async () => {
    const url = await cluster.createDatabase();
    const database = url.split("/").at(-1);
    const first = enquiriesWith({ DATABASE_URL: url }, "import", file);
    expect(first.out).toContain(`Copied 3 enquiries of 3 from ${file} into`);
    expect(first.out).toContain("0 enquiries were already there");
    expect(first.out).toContain(
      "3 enquiries had not been e-mailed to you yet. No e-mail is sent for imported enquiries",
    );
    expect(first.out).not.toContain("test-only-password");
    expect(first.code).toBe(0);
    const copied = await cluster.admin(`SELECT ${COLUMNS} FROM enquiries ORDER BY seq`, database);
    expect(copied).toEqual(sqliteRows(file));
    expect(copied[1]).toMatchObject({ status: "replied", note: "ফোন করেছি", updated_by: "own@example.com" });
    expect(await cluster.admin("SELECT count(*)::integer AS n FROM outbox", database)).toEqual([{ n: 0 }]);

    const again = enquiriesWith({ DATABASE_URL: url }, "import", file);
    expect(again.out).toContain("Copied 0 enquiries of 3");
    expect(again.out).toContain("3 enquiries were already there and left as they are");
    expect(again.out).not.toContain("e-mailed");
    expect(again.code).toBe(0);
    expect(await cluster.admin(`SELECT ${COLUMNS} FROM enquiries ORDER BY seq`, database)).toEqual(copied);

    // The server on PostgreSQL knows the imported keys: a visitor's retry gets the same receipt.
    const server = await buildApp(
      loadConfig({ BUILD_DIR: fakeBuild(dir), DATABASE_URL: url, LOG_LEVEL: "silent", CONTACT_RATE_LIMIT: "0" }),
      { logger: false },
    );
    try {
      const retry = await server.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json", "idempotency-key": posted[2]!.key },
        payload: JSON.stringify(posted[2]!.body),
      });
      expect(retry.statusCode).toBe(201);
      expect((retry.json() as { id: string }).id).toBe(posted[2]!.id);
      // The owner tools read them there too.
      expect(enquiriesWith({ DATABASE_URL: url }, "list").out).toContain("3 enquiries");
    } finally {
      await server.close();
    }
  });

  it("imports nothing when an enquiry's key belongs to another enquiry already in PostgreSQL (one transaction)", async () => {
    const url = await cluster.createDatabase();
    const database = url.split("/").at(-1);
    expect(enquiriesWith({ DATABASE_URL: url }, "list").code).toBe(0); // creates the tables
    await cluster.admin(
      `INSERT INTO enquiries (id, idempotency_key, request_hash, name, email, phone, services, country, price, message,
        fill_ms, received_at, client_hash, user_agent)
       VALUES ('another-id', $1, 'h', 'n', 'e@example.com', '', '', '', '', '', 0, '2026-01-01T00:00:00.000Z', 'c', 'u')`,
      database,
      [posted[2]!.key],
    );
    const result = enquiriesWith({ DATABASE_URL: url }, "import", file);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(
      /^Nothing was imported: an enquiry in .* has the idempotency key of a different enquiry/m,
    );
    expect(await cluster.admin("SELECT id FROM enquiries", database)).toEqual([{ id: "another-id" }]);
  });

  it("imports a file from before the inbox and Bangla (schema version 2): new, in English, as the server would read it", async () => {
    const migrations = path.join(dir, "migrations-1-2");
    fs.mkdirSync(migrations);
    for (const f of ["001_enquiries", "002_outbox"].flatMap((m) => [`${m}.sqlite.sql`, `${m}.postgres.sql`]))
      fs.copyFileSync(path.join(ROOT, "server/migrations", f), path.join(migrations, f));
    const old = path.join(dir, "old.db");
    const db = openDatabase(old, { migrationsDir: migrations });
    db.prepare(
      `INSERT INTO enquiries (id, idempotency_key, request_hash, name, email, phone, services, country, price, message,
        fill_ms, received_at, client_hash, user_agent)
       VALUES ('old-id', 'old-key', 'h', 'Old', 'old@example.com', '', '', '', '', 'Hi', 0, '2024-05-01T00:00:00.000Z', 'c', 'u')`,
    ).run();
    db.close();
    const url = await cluster.createDatabase();
    const result = enquiriesWith({ DATABASE_URL: url }, "import", old);
    expect(result.out).toContain("Copied 1 enquiry of 1");
    expect(result.code).toBe(0);
    expect(
      await cluster.admin("SELECT id, language, status, note, updated_at FROM enquiries", url.split("/").at(-1)),
    ).toEqual([{ id: "old-id", language: "en", status: "new", note: "", updated_at: null }]);
  });

  it("copies more enquiries than one statement holds, in their arrival order", async () => {
    const many = path.join(dir, "many.db");
    const db = openDatabase(many);
    const insert = db.prepare(
      `INSERT INTO enquiries (id, idempotency_key, request_hash, name, email, phone, services, country, price, message,
        fill_ms, received_at, client_hash, user_agent) VALUES (?, ?, 'h', ?, 'a@example.com', '', '', '', '', '', 0, ?, 'c', 'u')`,
    );
    // Ids in an order of their own, all received in one millisecond: only arrival order sorts them.
    const ids = Array.from({ length: 1201 }, () => randomUUID());
    db.transaction(() => ids.forEach((id, i) => insert.run(id, randomUUID(), `n${i}`, "2026-01-01T00:00:00.000Z")))();
    db.close();
    const url = await cluster.createDatabase();
    const result = enquiriesWith({ DATABASE_URL: url }, "import", many);
    expect(result.out).toContain("Copied 1201 enquiries of 1201");
    const copied = await cluster.admin<{ id: string }>("SELECT id FROM enquiries ORDER BY seq", url.split("/").at(-1));
    expect(copied.map((r) => r.id)).toEqual(ids);
  });

  it("says in plain words what is wrong: no DATABASE_URL, no such file, not a database, not an enquiry database, a newer one", async () => {
    const url = await cluster.createDatabase();
    const database = url.split("/").at(-1);
    const run = (env: Record<string, string>, target: string) => {
      const result = enquiriesWith({ DATABASE_FILE: path.join(dir, "unused.db"), ...env }, "import", target);
      expect(result.code).toBe(1);
      expect(result.out).toMatch(/^Nothing was imported: /m);
      expect(result.out).not.toMatch(/\n\s+at /); // no stack trace
      return result.out;
    };
    expect(run({ DATABASE_URL: "" }, file)).toContain("DATABASE_URL is not set");
    expect(run({ DATABASE_URL: url }, path.join(dir, "missing.db"))).toContain("missing.db does not exist");

    const text = path.join(dir, "enquiries.csv");
    fs.writeFileSync(text, "id,name\n1,Karim\n".repeat(100));
    expect(run({ DATABASE_URL: url }, text)).toContain("enquiries.csv is not an SQLite database");

    const other = path.join(dir, "studio.db");
    const studio = new Database(other);
    studio.exec("CREATE TABLE accounts (email TEXT)");
    studio.close();
    expect(run({ DATABASE_URL: url }, other)).toContain("studio.db is not an enquiry database");

    const newer = path.join(dir, "newer.db");
    fs.copyFileSync(file, newer);
    const db = new Database(newer);
    db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (99, 'future', '')").run();
    db.close();
    expect(run({ DATABASE_URL: url }, newer)).toMatch(
      /newer\.db was written by a newer version of the site \(its database is at version 99, this copy knows up to \d+\)/,
    );
    expect(await cluster.admin("SELECT count(*)::integer AS n FROM enquiries", database)).toEqual([{ n: 0 }]);
  });
});
