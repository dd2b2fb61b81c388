/**
 * An enquiry sent from a Bangla page, end to end over a real socket and a real SQLite file: stored
 * as typed with its language, the phone in the Latin digits a phone dials, shown intact by the
 * owner's tools (list, CSV with a BOM, JSON) and named in the notification e-mail.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listMigrations } from "../../server/db/migrate.ts";
import { openDatabase } from "../../server/db/sqlite.ts";
import { cell } from "../../server/contact/csv.ts";
import { startApp, tempDir, until, VALID, type TestApp } from "./contact-helper.ts";
import { startSmtp } from "./smtp-helper.ts";

// A Bengali name; a message with conjuncts (ক্ষ, জ্ঞ, ন্ত্র, and র‍্য with its zero-width joiner), a
// line break, quotes and a comma; a phone number as a Bangla keyboard types it.
const BANGLA = {
  ...VALID,
  name: "নুসরাত জাহান",
  email: "nusrat.jahan@example.com",
  phone: "+৮৮০ ১৭১২-৩৪৫৬৭৮",
  services: "ফেসবুক বিজ্ঞাপন ও এসইও",
  message: 'আমাদের শাড়ির দোকানের জন্য "অনলাইন স্টোর" চাই, ক্ষুদ্র ব্যবসা।\nজ্ঞান, মন্ত্রণা ও র‍্যাঙ্কিং: ঈদের আগে সম্ভব?',
  language: "bn",
};

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let base: string;
let id: string;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await startApp({
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    NOTIFY_TO: "owner@nexaforge.example",
    NOTIFY_FROM: "website@nexaforge.example",
    OUTBOX_POLL_MS: "50",
  });
  base = await t.app.listen({ host: "127.0.0.1", port: 0 });
  const res = await send(BANGLA);
  expect(res.status).toBe(201);
  id = ((await res.json()) as { id: string }).id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

function send(body: object) {
  return fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
    body: JSON.stringify(body),
  });
}

/** `npm run enquiries -- ...` on the test's database, its standard output as bytes. */
function tool(...args: string[]) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/enquiries.ts", ...args], {
    env: { ...process.env, DATABASE_FILE: t.databaseFile },
  });
  return { code: result.status, out: result.stdout, err: result.stderr.toString("utf8") };
}

/** The text of a plain-text mail as sent (nodemailer picks quoted-printable or base64 for non-ASCII text), with LF line ends. */
function mailText(raw: string): string {
  return decodeBody(raw).replace(/\r\n/g, "\n");
}

function decodeBody(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\r\n\r\n");
  const encoding = /^Content-Transfer-Encoding: *(\S+)/im.exec(head!)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body, "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

describe("an enquiry from a Bangla page", () => {
  it("is stored exactly as typed, with its language, and the phone in Latin digits", () => {
    const row = t.rows().find((r) => r.id === id)!;
    expect(row).toMatchObject({
      name: BANGLA.name,
      services: BANGLA.services,
      message: BANGLA.message,
      phone: "+880 1712-345678",
      language: "bn",
    });
  });

  it("takes a phone in Bengali digits only where the rule would take it in Latin ones", async () => {
    const res = await send({ ...BANGLA, phone: "১২৩" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toHaveProperty("phone");
  });

  it("from a page made before the language was sent, is English; a language the site has not, refused by code", async () => {
    const older = await send({ ...VALID, email: "older@example.com" });
    expect(older.status).toBe(201);
    expect(t.rows().find((r) => r.email === "older@example.com")).toMatchObject({ language: "en" });
    const unknown = await send({ ...VALID, language: "fr" });
    expect(unknown.status).toBe(400);
    const body = (await unknown.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe("invalid");
    expect(Object.keys(body.fields)).toEqual(["language"]);
  });

  it("is listed by `npm run enquiries -- list` intact, with its language", () => {
    const { code, out, err } = tool("list");
    expect(code, err).toBe(0);
    const text = out.toString("utf8");
    expect(text).toContain(`${BANGLA.name} <${BANGLA.email}>  +880 1712-345678`);
    expect(text).toContain(`in Bangla | ${BANGLA.services} | Bangladesh | $2001-5000`);
    // The message on one line: its line break shown as " / ".
    expect(text).toContain(BANGLA.message.replace("\n", " / "));
  });

  it("is exported as CSV that starts with a BOM and holds the Bengali text byte for byte", () => {
    const { code, out, err } = tool("export", "--format", "csv");
    expect(code, err).toBe(0);
    expect([...out.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = out.subarray(3).toString("utf8").split("\r\n");
    expect(header!.split(",")).toContain('"language"');
    // Every field as stored; the message keeps its line break (inside its quotes) and its doubled quotes.
    const expected = [BANGLA.name, BANGLA.email, "+880 1712-345678", BANGLA.services, "Bangladesh", "$2001-5000"]
      .concat(BANGLA.message, "bn")
      .map(cell)
      .join(",");
    expect(out.includes(Buffer.from(expected, "utf8"))).toBe(true);
    expect(expected).toContain('""অনলাইন স্টোর""');
    expect(rows.join("\r\n")).toContain(`"${id}"`);
  });

  it("is exported as JSON exactly as stored, with its language", () => {
    const rows = JSON.parse(tool("export", "--format", "json").out.toString("utf8")) as Record<string, string>[];
    expect(rows.find((r) => r.id === id)).toMatchObject({
      name: BANGLA.name,
      message: BANGLA.message,
      phone: "+880 1712-345678",
      language: "bn",
    });
  });

  it("is named in the notification e-mail by its language, in plain words, the Bengali intact", async () => {
    // The file's other enquiries are mailed too, in whatever order the outbox sends them: find this one's.
    const ours = () => smtp.received.map((m) => mailText(m.raw)).find((t) => t.includes(`Enquiry id: ${id}`));
    await until(() => ours() !== undefined);
    const text = ours()!;
    expect(text).toMatch(/^Language: Bangla$/m);
    expect(text).toContain(`Name:     ${BANGLA.name}`);
    expect(text).toContain(`Phone:    +880 1712-345678`);
    expect(text).toContain(BANGLA.message);
  });
});

describe("the language column", () => {
  it("is added by a migration, enquiries stored before it counted as English", () => {
    const dir = tempDir();
    try {
      // The database as it was before this migration: the ones before it applied, one enquiry stored.
      const before = path.join(dir, "migrations");
      fs.mkdirSync(before);
      const language = listMigrations().find((m) => m.name === "language")!;
      for (const engine of ["sqlite", "postgres"] as const)
        for (const m of listMigrations(undefined, engine).filter((m) => m.version < language.version))
          fs.copyFileSync(m.file, path.join(before, path.basename(m.file)));
      const file = path.join(dir, "enquiries.db");
      openDatabase(file, { migrationsDir: before }).close();
      const old = new Database(file);
      old
        .prepare(
          `INSERT INTO enquiries (id, idempotency_key, request_hash, name, email, phone, services, country, price,
            message, fill_ms, received_at, client_hash, user_agent)
          VALUES ('old', 'k', 'h', 'Karim', 'k@example.com', '01711000000', 'SEO', '', '', '', 5000,
            '2025-01-01T00:00:00.000Z', 'c', 'u')`,
        )
        .run();
      old.close();
      const db = openDatabase(file);
      expect(db.prepare("SELECT language FROM enquiries WHERE id = 'old'").pluck().get()).toBe("en");
      db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
