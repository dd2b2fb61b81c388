/**
 * The owner's enquiries (the studio's inbox and `npm run enquiries`) answer the same on both
 * engines: the same cases run against the SQLite file and a real PostgreSQL (pg-cluster.ts),
 * through the OwnerEnquiries interface, on rows written with fixed times.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresDatabase } from "../../server/db/database.ts";
import { openDatabase } from "../../server/db/sqlite.ts";
import { enquiriesCsv, type OwnerRow } from "../../server/contact/owner.ts";
import { postgresOwnerEnquiries, sqliteOwnerEnquiries, type OwnerEnquiries } from "../../server/contact/owner-store.ts";
import { openPool, preparePostgres } from "../../server/db/postgres.ts";

import { tempDir } from "./contact-helper.ts";
import { postgresTests, startCluster, type Cluster } from "./pg-cluster.ts";

let cluster: Cluster | undefined;
let dir: string;
beforeAll(async () => {
  dir = tempDir();
  if (postgresTests) cluster = await startCluster();
}, 60_000);
afterAll(async () => {
  await cluster?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const COLUMNS = [
  "id",
  "idempotency_key",
  "request_hash",
  "name",
  "email",
  "phone",
  "services",
  "country",
  "price",
  "message",
  "language",
  "fill_ms",
  "received_at",
  "client_hash",
  "user_agent",
] as const;
type Stored = Record<Exclude<(typeof COLUMNS)[number], "fill_ms">, string> & { fill_ms: number };

interface Engine {
  owner: OwnerEnquiries;
  /** Writes rows as the server would have stored them, in this order (arrival order). */
  insert(rows: Stored[]): Promise<void>;
  /** Outbox rows left. */
  outboxCount(): Promise<number>;
  close(): Promise<void>;
}

function sqliteEngine(): Promise<Engine> {
  const db = openDatabase(path.join(dir, `${randomUUID()}.db`));
  const insert = db.prepare(
    `INSERT INTO enquiries (${COLUMNS.join(", ")}) VALUES (${COLUMNS.map((c) => `@${c}`).join(", ")})`,
  );
  const queue = db.prepare("INSERT INTO outbox (enquiry_id, created_at, next_attempt_at) VALUES (?, ?, ?)");
  return Promise.resolve({
    owner: sqliteOwnerEnquiries(db),
    insert: async (rows) => {
      for (const r of rows) {
        insert.run(r);
        queue.run(r.id, r.received_at, r.received_at);
      }
    },
    outboxCount: async () => db.prepare("SELECT count(*) FROM outbox").pluck().get() as number,
    close: async () => {
      db.close();
    },
  });
}

async function postgresEngine(): Promise<Engine> {
  const url = await cluster!.createDatabase();
  const pool: pg.Pool = openPool(url, () => {}, 2);
  await preparePostgres(pool, url);
  return {
    owner: postgresOwnerEnquiries(postgresDatabase(pool, async () => {})),
    insert: async (rows) => {
      for (const r of rows) {
        await pool.query(
          `INSERT INTO enquiries (${COLUMNS.join(", ")}) VALUES (${COLUMNS.map((_, i) => `$${i + 1}`).join(", ")})`,
          COLUMNS.map((c) => r[c]),
        );
        await pool.query("INSERT INTO outbox (enquiry_id, created_at, next_attempt_at) VALUES ($1, $2, $2)", [
          r.id,
          r.received_at,
        ]);
      }
    },
    outboxCount: async () => (await pool.query("SELECT count(*)::integer AS n FROM outbox")).rows[0].n as number,
    close: () => pool.end(),
  };
}

const engines: [string, () => Promise<Engine>][] = [["SQLite", sqliteEngine]];
if (postgresTests) engines.push(["PostgreSQL", postgresEngine]);

let n = 0;
function stored(fields: Partial<Stored>): Stored {
  n += 1;
  return {
    id: `id-${String(n).padStart(3, "0")}-${randomUUID()}`,
    idempotency_key: randomUUID(),
    request_hash: "h".repeat(64),
    name: "Someone",
    email: `someone${n}@example.com`,
    phone: "+8801700000000",
    services: "",
    country: "Bangladesh",
    price: "",
    message: "Hello",
    language: "en",
    fill_ms: 5000,
    received_at: "2026-01-10T10:00:00.000Z",
    client_hash: "c".repeat(64),
    user_agent: "test",
    ...fields,
  };
}

/** The same rows for each engine: a Bengali name, LIKE's own characters, equal times, mixed case. */
function fixture() {
  const same = "2026-01-12T08:00:00.000Z";
  return [
    stored({ name: "Karim Hossain", email: "Karim@Textile.example", services: "SEO", message: "Rank our MILL" }),
    stored({
      name: "নুসরাত জাহান",
      email: "nusrat@shop.example",
      services: "Web design",
      message: "নতুন ওয়েবসাইট চাই",
      language: "bn",
      received_at: "2026-01-11T09:00:00.000Z",
    }),
    // Two in the same millisecond: arrival order decides.
    stored({
      name: "Tanvir 100%_sure",
      email: "tanvir@agency.example",
      services: "SEO, Web design",
      received_at: same,
    }),
    stored({ name: "Back\\slash", email: "mkarim@textile.example", services: "seo", received_at: same }),
    stored({ name: "Old one", email: "KARIM@textile.example", received_at: "2020-01-01T00:00:00.000Z" }),
  ];
}

/** The row as the owner's tools show it, before any change. */
function asOwnerRow(r: Stored): OwnerRow {
  return {
    id: r.id,
    receivedAt: r.received_at,
    name: r.name,
    email: r.email,
    phone: r.phone,
    services: r.services,
    country: r.country,
    price: r.price,
    message: r.message,
    language: r.language,
    userAgent: r.user_agent,
    clientHash: r.client_hash,
    status: "new",
    note: "",
  } as OwnerRow;
}

describe.each(engines)("the owner's enquiries on %s", (_engine, open) => {
  let e: Engine;
  let rows: Stored[];
  const ids = (list: OwnerRow[]) => list.map((r) => rows.findIndex((s) => s.id === r.id));
  beforeAll(async () => {
    e = await open();
    rows = fixture();
    await e.insert(rows);
  });
  afterAll(() => e.close());

  it("searches newest first (arrival order within a millisecond), with the total, a page at a time", async () => {
    const all = await e.owner.search({ limit: 50, offset: 0 });
    expect(all.total).toBe(5);
    expect(ids(all.rows)).toEqual([3, 2, 1, 0, 4]);
    const page = await e.owner.search({ limit: 2, offset: 1 });
    expect(ids(page.rows)).toEqual([2, 1]);
    expect(page.total).toBe(5);
    expect(all.rows).toEqual([3, 2, 1, 0, 4].map((i) => asOwnerRow(rows[i]!)));
  });

  it("finds each word anywhere, whatever the case of Latin letters, and takes % _ \\ literally", async () => {
    const found = async (search: string) => ids((await e.owner.search({ search, limit: 50, offset: 0 })).rows);
    expect(await found("karim@TEXTILE")).toEqual([3, 0, 4]);
    expect(await found("rank   mill")).toEqual([0]);
    expect(await found("নুসরাত")).toEqual([1]);
    expect(await found("100%_")).toEqual([2]);
    expect(await found("%")).toEqual([2]);
    expect(await found("_")).toEqual([2]);
    expect(await found("\\")).toEqual([3]);
    expect(await found("nobody")).toEqual([]);
  });

  it("filters by service, status and exact address (whatever its case), and the CSV list is oldest first", async () => {
    const total = async (filter: object) => (await e.owner.search({ ...filter, limit: 50, offset: 0 })).total;
    expect(await total({ service: "SEO" })).toBe(3);
    expect(await total({ service: " web DESIGN " })).toBe(2);
    expect(await total({ email: "karim@textile.EXAMPLE" })).toBe(2);
    expect(await total({ status: "replied" })).toBe(0);
    expect(ids(await e.owner.filtered({ service: "seo" }))).toEqual([0, 2, 3]);
    expect(ids(await e.owner.filtered({}))).toEqual([4, 0, 1, 2, 3]);
  });

  it("lists since a time, oldest first", async () => {
    expect(ids(await e.owner.list())).toEqual([4, 0, 1, 2, 3]);
    expect(ids(await e.owner.list(new Date("2026-01-11T09:00:00.000Z")))).toEqual([1, 2, 3]);
  });

  it("gets one, changes status and note (the other kept), and says when there is no such enquiry", async () => {
    const id = rows[1]!.id;
    expect((await e.owner.get(id))?.name).toBe("নুসরাত জাহান");
    expect(await e.owner.get("no-such-id")).toBeUndefined();
    expect(await e.owner.update(id, { status: "replied", note: "ফোন করেছি" }, "own@example.com")).toBe(true);
    expect(await e.owner.update(id, { status: "archived" }, "own@example.com")).toBe(true);
    expect(await e.owner.get(id)).toMatchObject({ status: "archived", note: "ফোন করেছি" });
    expect(await e.owner.update(id, { note: "" }, "own@example.com")).toBe(true);
    expect(await e.owner.get(id)).toMatchObject({ status: "archived", note: "" });
    expect(await e.owner.update("no-such-id", { status: "replied" }, "own@example.com")).toBe(false);
    expect((await e.owner.search({ status: "archived", limit: 50, offset: 0 })).total).toBe(1);
  });

  it("refuses a status the inbox does not know and a note over 4,000 characters, changing nothing", async () => {
    const id = rows[2]!.id;
    await expect(e.owner.update(id, { status: "done" as "new" }, "x")).rejects.toThrow();
    await expect(e.owner.update(id, { note: "ন".repeat(4001) }, "x")).rejects.toThrow();
    expect(await e.owner.update(id, { note: "ন".repeat(4000) }, "x")).toBe(true);
    expect((await e.owner.get(id))?.status).toBe("new");
  });

  it("makes the same CSV on either engine", async () => {
    const csv = enquiriesCsv(await e.owner.filtered({ search: "karim" }));
    expect(csv).toBe(enquiriesCsv([4, 0, 3].map((i) => asOwnerRow(rows[i]!))));
    expect(csv.split("\r\n")[2]).toContain('"Karim Hossain","Karim@Textile.example"');
  });

  it("erases every enquiry of an address whatever its case, with its outbox rows; prunes the old", async () => {
    expect(await e.owner.deleteByEmail(" karim@textile.EXAMPLE ")).toBe(2);
    expect(ids(await e.owner.list())).toEqual([1, 2, 3]);
    expect(await e.outboxCount()).toBe(3);
    expect(await e.owner.prune(30, new Date("2026-02-11T08:00:00.000Z"))).toBe(1);
    expect(ids(await e.owner.list())).toEqual([2, 3]);
    expect(await e.owner.prune(30, new Date("2026-02-11T08:00:00.000Z"))).toBe(0);
  });
});
