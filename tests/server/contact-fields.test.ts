import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, VALID, type TestApp } from "./contact-helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

type Field = keyof typeof VALID;
const FIELDS = Object.keys(VALID) as Field[];
const STRINGS = FIELDS.filter((f) => typeof VALID[f] === "string");
const LIMITS: [Field, number][] = [
  ["name", 100],
  ["email", 254],
  ["phone", 30],
  ["services", 200],
  ["message", 5000],
];

/** A value of exactly `length` characters that passes the field's other rules. */
function ofLength(field: Field, length: number): string {
  if (field === "email") return "a".repeat(length - "@example.com".length) + "@example.com";
  if (field === "phone")
    return Array.from({ length: Math.ceil(length / 2) }, (_, i) => i % 10)
      .join("-")
      .slice(0, length);
  return "a".repeat(length);
}

/** Sends the enquiry with one change; expects a 400 naming exactly `field`, and nothing stored. */
async function expectRefused(change: Record<string, unknown>, field: string, message?: RegExp) {
  const before = t.count();
  const res = await t.post({ ...VALID, ...change });
  expect(res.statusCode, JSON.stringify(change)).toBe(400);
  const body = res.json();
  expect(body.error).toBe("invalid");
  expect(Object.keys(body.fields), JSON.stringify(change)).toEqual([field]);
  if (message) expect(body.fields[field]).toMatch(message);
  expect(t.count()).toBe(before);
}

async function expectStored(change: Record<string, unknown>) {
  const res = await t.post({ ...VALID, ...change });
  expect(res.statusCode, JSON.stringify(change).slice(0, 200)).toBe(201);
  expect(t.rows().some((r) => r.id === res.json().id)).toBe(true);
}

describe("every field", () => {
  // The spam-check fields, which no person fills in, say what to send; the form always sends both.
  const MISSING: Partial<Record<Field, string>> = {
    website: "is required, as an empty string: it is the form's hidden spam check, which people leave blank",
    fillMs: "is required: the whole milliseconds between the form being shown and being sent",
  };

  it.each(FIELDS)("%s is required", async (field) => {
    const body: Record<string, unknown> = { ...VALID };
    delete body[field];
    const before = t.count();
    const res = await t.post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ [field]: MISSING[field] ?? "is required" });
    expect(t.count()).toBe(before);
  });

  it.each(STRINGS)("%s must be text, never another JSON type", async (field) => {
    for (const value of [42, true, null, ["x"], { x: "y" }])
      await expectRefused({ [field]: value }, field, /must be text/);
  });

  it("fillMs must be a whole number from 0 to 86400000", async () => {
    for (const value of ["5000", 5000.5, -1, 86_400_001, null, true]) await expectRefused({ fillMs: value }, "fillMs");
    await expectStored({ fillMs: 86_400_000 });
  });

  it.each(LIMITS)("%s may be %i characters long, not one more", async (field, limit) => {
    await expectRefused({ [field]: ofLength(field, limit + 1) }, field, /at most/);
    await expectStored({ [field]: ofLength(field, limit) });
  });
});

/**
 * Text that shows as nothing: zero-width space and joiner, Hangul fillers, byte-order mark, word
 * joiner, soft hyphen (all default-ignorable), the braille blank (U+2800, a symbol that draws no
 * dot), the interlinear annotation marks (U+FFF9-U+FFFB, format characters) and combining marks
 * with no letter to sit on.
 */
const INVISIBLE = [
  "\u200B",
  "\u200D\u200D",
  "\u3164",
  "\uFEFF",
  "\u115F\u1160\uFFA0",
  "\u2060 \u00AD",
  " \u200B \u3164 ",
  "\u2800",
  "\u2800 \u2800\u2800",
  "\uFFF9\uFFFA\uFFFB",
  "\u0301",
  " \u0301\u0308 ",
];

describe("the rule of each field", () => {
  it("name and services need visible text", async () => {
    for (const field of ["name", "services"]) {
      await expectRefused({ [field]: "" }, field, /required/);
      await expectRefused({ [field]: "   " }, field, /visible text/);
    }
  });

  it("name and services made only of invisible characters are refused; real names in any script are kept", async () => {
    for (const field of ["name", "services"])
      for (const value of INVISIBLE) await expectRefused({ [field]: value }, field, /visible text/);
    for (const name of ["আয়েশা রহমান", "李小龍", "Zoë\u200DO'Neil", "한국어", "Nguyễn Văn Anh", "O'Brien-Smith (Jr.)"])
      await expectStored({ name });
  });

  it("message may be empty, but not only invisible characters", async () => {
    for (const message of [...INVISIBLE, " \n\t "]) await expectRefused({ message }, "message", /visible text/);
    await expectStored({ message: "" });
    await expectStored({ message: "শুভেচ্ছা!\n\nWe need an online shop ✓" });
  });

  it("email must be an e-mail address", async () => {
    for (const email of [
      "",
      "ayesha",
      "ayesha@",
      "@example.com",
      "ayesha@example",
      "a b@example.com",
      "a@b..com",
      "<a@b.co>",
    ])
      await expectRefused({ email }, "email", /e-mail address/);
  });

  it("phone must be 7 to 20 digits with an optional + and single spaces or dashes", async () => {
    for (const phone of [
      "",
      "123456",
      "phone 1234567",
      "++8801712345678",
      "1712--345678",
      "1712 345678 ",
      "123456789012345678901",
      "(171) 2345678",
    ])
      await expectRefused({ phone }, "phone", /7 to 20 digits/);
    for (const phone of ["1234567", "+12345678901234567890", "01712 345 678", "+880-1712-345678"])
      await expectStored({ phone });
  });

  it("country must be one of the 193 names, exactly, or empty", async () => {
    for (const country of ["Mars", "bangladesh", " Bangladesh", "Bangladesh ", "BD", "14"])
      await expectRefused({ country }, "country", /listed countries/);
    for (const country of ["", "Holy See", "Palestine State", "Czechia (Czech Republic)", "Zimbabwe"])
      await expectStored({ country });
  });

  it("price must be one of the budget options, or empty", async () => {
    for (const price of ["$0-2001", "0-2000", "$10001 and Above", "Select Your Budget"])
      await expectRefused({ price }, "price", /budget options/);
    for (const price of ["", "$0-2000", "$2001-5000", "$5001-10000", "$10001 & Above"]) await expectStored({ price });
  });

  it("message may hold line breaks and tabs but no other control characters", async () => {
    await expectStored({ message: "Line one\r\nLine two\n\tindented" });
    for (const message of ["a\u0000b", "a\u0007b", "esc \u001b[31m", "a\u007fb"])
      await expectRefused({ message }, "message", /control/);
  });
});

describe("hostile input", () => {
  it("refuses properties the form does not have, counting them without naming them back", async () => {
    const before = t.count();
    for (const extra of [{ extra: "x" }, { constructor: "x" }, { Name: "x" }]) {
      const res = await t.post({ ...VALID, ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: "invalid", fields: {}, unknownFields: 1 });
      expect(res.json().message).toMatch(/1 field is not part of the enquiry form/);
      expect(res.body).not.toContain(Object.keys(extra)[0]);
    }
    expect(t.count()).toBe(before);
  });

  it("answers 1,500 made-up keys with a count, in an answer of bounded size", async () => {
    const body: Record<string, unknown> = { ...VALID, name: "" };
    for (let i = 0; i < 1500; i++) body[`k${i}`] = 1; // about 12 KB, under the 16 KiB limit
    const res = await t.post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { name: "is required" }, unknownFields: 1500 });
    expect(res.body.length).toBeLessThan(512);
  });

  it('refuses a "__proto__" key and does not let it touch any prototype', async () => {
    const before = t.count();
    const body = JSON.stringify(VALID).replace(/^\{/, '{"__proto__":{"polluted":"yes"},');
    const res = await t.post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: {}, unknownFields: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(t.count()).toBe(before);
  });

  it("refuses CR or LF in every single-line field", async () => {
    for (const field of ["name", "email", "phone", "services", "country", "price"] as const)
      for (const breaker of ["\r", "\n", "\r\n"])
        await expectRefused({ [field]: `${VALID[field]}${breaker}Bcc: x@evil.example` }, field);
  });

  it("refuses NUL and lone surrogates in every text field", async () => {
    for (const field of ["name", "email", "phone", "services", "country", "price", "message"] as const)
      for (const bad of ["\u0000", "\ud800", "\udfff"])
        await expectRefused({ [field]: `${VALID[field]}${bad}` }, field);
  });

  it("stores text outside the Basic Multilingual Plane, counting characters rather than UTF-16 units", async () => {
    // 100 emoji are 200 UTF-16 units: still within name's 100 characters.
    await expectStored({ name: "🙂".repeat(100), message: "আয়েশা রহমান 👩‍💻" });
    await expectRefused({ name: "🙂".repeat(101) }, "name", /at most 100/);
  });

  it("lists every problem at once", async () => {
    const res = await t.post({ ...VALID, name: "", email: "x", phone: "1", country: "Mars", extra: 1 });
    expect(Object.keys(res.json().fields).sort()).toEqual(["country", "email", "name", "phone"]);
    expect(res.json().unknownFields).toBe(1);
  });
});
