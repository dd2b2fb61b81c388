import { spawnSync } from "node:child_process";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cell, toCsv } from "../../server/contact/csv.ts";
import { startApp, VALID, type TestApp } from "./contact-helper.ts";

// A visitor's text that a spreadsheet would run as a formula, and text that needs CSV quoting.
const HOSTILE = {
  ...VALID,
  name: '=HYPERLINK("https://evil.example","Click")',
  email: "=cmd@example.com",
  services: "+SUM(A1:A9)",
  message: '-2+3, "quoted"\r\n@SUM(1)\n\ttabbed',
};

let t: TestApp;
let ids: string[];
beforeAll(async () => {
  t = await startApp({
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: "9",
    NOTIFY_TO: "owner@example.com",
    OUTBOX_POLL_MS: "600000",
  });
  ids = [];
  for (const body of [VALID, HOSTILE, { ...VALID, email: "AYESHA.Rahman@example.com", name: "Old enquiry" }])
    ids.push((await t.post(body)).json().id);
  // The third one was received 400 days ago.
  const writer = new Database(t.databaseFile);
  writer.prepare("UPDATE enquiries SET received_at = '2020-01-01T00:00:00.000Z' WHERE id = ?").run(ids[2]);
  writer.close();
});
afterAll(() => t.close());

/** Runs `npm run enquiries -- ...` the way the owner would (without npm's own output). */
function tool(...args: string[]) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/enquiries.ts", ...args], {
    env: { ...process.env, DATABASE_FILE: t.databaseFile },
    encoding: "utf8",
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

/** RFC 4180 parser for the test (after the BOM the export starts with): quoted cells, doubled quotes, CRLF between records. */
function parseCsv(withBom: string): string[][] {
  expect(withBom.startsWith("\uFEFF")).toBe(true);
  const text = withBom.slice(1);
  expect(text.endsWith("\r\n")).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    expect(text[i]).toBe('"');
    let value = "";
    i++;
    for (;;) {
      if (text[i] === '"' && text[i + 1] === '"') {
        value += '"';
        i += 2;
      } else if (text[i] === '"') break;
      else value += text[i++];
    }
    row.push(value);
    i++;
    if (text[i] === ",") i++;
    else if (text.startsWith("\r\n", i)) {
      rows.push(row);
      row = [];
      i += 2;
    } else throw new Error(`unexpected ${JSON.stringify(text[i])} at ${i}`);
  }
  return rows;
}

describe("CSV cells", () => {
  it("quote every cell, double quotes, and defuse formula starts with a single quote", () => {
    expect(cell("plain")).toBe('"plain"');
    expect(cell('say "hi"')).toBe('"say ""hi"""');
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(cell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(cell("a=b")).toBe('"a=b"');
    expect(cell(null)).toBe('""');
  });

  it("defuse a formula after leading spaces or line breaks, and full-width formula signs", () => {
    for (const text of [
      " =1+1",
      "\n=HYPERLINK(x)",
      "\r\n@SUM(1)",
      "\u3000+A1",
      "＝1+1",
      "＋A1",
      "－A1",
      "＠SUM(A1)",
      " ＝1",
    ])
      expect(cell(text), JSON.stringify(text)).toBe(`"'${text}"`);
    expect(cell("\nsecond line")).toBe('"\nsecond line"');
    expect(cell("  plain")).toBe('"  plain"');
  });

  it("leave phone numbers and other plain numbers as written: they can run nothing", () => {
    for (const text of ["+880 1712-345678", "+8801712345678", "-42", "+1 (555) 010-9999", "01712-345678"])
      expect(cell(text)).toBe(`"${text}"`);
    // ...but a sign followed by anything a formula could use is defused.
    for (const text of ["+1+cmd|' /C calc'!A0", "-1+A1", "+880 SUM(1)", "-2+3"]) expect(cell(text)).toBe(`"'${text}"`);
    expect(toCsv(["a", "b"], [["1", "x\ny"]])).toBe('"a","b"\r\n"1","x\ny"\r\n');
  });
});

describe("npm run enquiries", () => {
  it("lists the enquiries with a count, with control characters made harmless", () => {
    const { code, out } = tool("list");
    expect(code).toBe(0);
    expect(out).toContain("Ayesha Rahman <ayesha.rahman@example.com>");
    expect(out).toContain(HOSTILE.name);
    expect(out).not.toContain("\t");
    expect(out.trim().split("\n").at(-1)).toBe("3 enquiries");
  });

  it("exports CSV per RFC 4180 with formula cells defused", () => {
    const { code, out } = tool("export", "--format", "csv");
    expect(code).toBe(0);
    const [header, ...rows] = parseCsv(out);
    expect(header).toEqual([
      "id",
      "receivedAt",
      "name",
      "email",
      "phone",
      "services",
      "country",
      "price",
      "message",
      "language",
      "userAgent",
      "clientHash",
      "status",
      "note",
    ]);
    const hostile = rows.find((r) => r[0] === ids[1])!;
    expect(hostile.slice(2, 9)).toEqual([
      `'${HOSTILE.name}`,
      `'${HOSTILE.email}`,
      HOSTILE.phone, // +880 1712-345678: a phone number, shown without a stray quote
      `'${HOSTILE.services}`,
      "Bangladesh",
      "$2001-5000",
      `'${HOSTILE.message}`,
    ]);
    expect(rows).toHaveLength(3);
  });

  it("exports JSON exactly as stored, and filters with --since", () => {
    const all = JSON.parse(tool("export", "--format", "json").out);
    expect(all.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[0], ids[1]]); // oldest first
    expect(all.find((r: { id: string }) => r.id === ids[1])).toMatchObject({
      name: HOSTILE.name,
      message: HOSTILE.message,
    });
    const recent = JSON.parse(tool("export", "--format", "json", "--since", "2021-01-01").out);
    expect(recent.map((r: { id: string }) => r.id).sort()).toEqual([ids[0], ids[1]].sort());
    expect(JSON.parse(tool("export", "--format", "json", "--since", "2999-01-01").out)).toEqual([]);
  });

  // Five runs of the tool, each starting npm and tsx: past 20 s at a load average of 9.
  it("refuses bad arguments with the usage", { timeout: 60_000 }, () => {
    expect(tool("export").code).toBe(2);
    expect(tool("export", "--format", "xml").err).toContain("Usage:");
    expect(tool("list", "--since", "yesterday").err).toContain("--since yesterday: expected a date");
    expect(tool("prune", "--older-than", "ten").code).toBe(2);
    expect(tool("frobnicate").code).toBe(2);
  });

  it("prunes enquiries older than N days and says how many", () => {
    expect(tool("prune", "--older-than", "365").out.trim()).toBe("Deleted 1 enquiry older than 365 days.");
    expect(t.count()).toBe(2);
    expect(tool("prune", "--older-than", "365").out.trim()).toBe("Deleted 0 enquiries older than 365 days.");
  });

  it("deletes every enquiry from an address, whatever its case, with its pending notification", () => {
    expect(t.outbox()).toHaveLength(2);
    const { code, out } = tool("delete", "--email", "Ayesha.Rahman@Example.com");
    expect(code).toBe(0);
    expect(out.trim()).toBe("Deleted 1 enquiry from Ayesha.Rahman@Example.com.");
    expect(t.rows().map((r) => r.id)).toEqual([ids[1]]);
    expect(t.outbox().map((r) => r.enquiry_id)).toEqual([ids[1]]);
  });
});
