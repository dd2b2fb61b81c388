/**
 * Property tests: generated enquiries, valid and singly mutated, against the real app and database.
 * Runs 1000 cases per property when CI=true (100 locally); FC_SEED=<n> replays a reported run.
 */
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Enquiry } from "../../server/contact/validate.ts";
import { fieldsOf, startApp, VALID, type TestApp } from "./contact-helper.ts";

const RUNS = Number(process.env.FC_RUNS ?? (process.env.CI === "true" ? 1000 : 100));
const SEED = Number(process.env.FC_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.log(`fast-check seed ${SEED} (${RUNS} runs per property; replay with FC_SEED=${SEED})`);
const params = { seed: SEED, numRuns: RUNS };

const ROOT = path.resolve(import.meta.dirname, "../..");
const COUNTRIES: string[] = JSON.parse(
  fs.readFileSync(path.join(ROOT, "schema/generated/countries.schema.json"), "utf8"),
).enum;
const PRICES = ["", "$0-2000", "$2001-5000", "$5001-10000", "$10001 & Above"];

// The browser's ahead-of-time validator, when the form's build has generated it: both must agree.
const browserFile = path.join(ROOT, "src/generated/enquiry-validator.js");
const browserValidate: ((data: unknown) => boolean) | undefined = fs.existsSync(browserFile)
  ? (await import(browserFile)).validate
  : undefined;

const codePoints = (s: string) => [...s].length;
/**
 * At least one character a person can see: a letter, digit, punctuation mark or symbol that is
 * neither default-ignorable (U+200B, the tag characters, Hangul fillers) nor a braille pattern.
 */
const VISIBLE = /(?![\p{Default_Ignorable_Code_Point}\p{Script=Braille}])[\p{L}\p{N}\p{P}\p{S}]/u;
/**
 * Any Unicode text (astral planes included) with no control characters, line separators or bidi
 * overrides, and at least one visible character.
 */
const line = (min: number, max: number) =>
  fc
    .string({ unit: "binary", minLength: min, maxLength: max })
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .map((s) => s.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu, "x"))
    .filter((s) => codePoints(s) >= min && codePoints(s) <= max && VISIBLE.test(s));
/** The message: empty, or text as above over several lines (line breaks and tabs allowed). */
const text = fc
  .string({ unit: "binary", maxLength: 400 })
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  .map((s) => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/gu, "x"))
  .filter((s) => s === "" || VISIBLE.test(s));
const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
const email = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9!#$%&'*+/=?^_`{|}~-]{1,20}(?:\.[a-z0-9_-]{1,8}){0,2}$/),
    fc.array(label, { minLength: 1, maxLength: 3 }),
    fc.stringMatching(/^[a-z]{2,6}$/),
  )
  .map(([local, labels, tld]) => `${local}@${labels.join(".")}.${tld}`);
const phone = fc
  .tuple(
    fc.boolean(),
    fc.array(fc.tuple(fc.constantFrom("", " ", "-"), fc.integer({ min: 0, max: 9 })), { minLength: 6, maxLength: 19 }),
    fc.integer({ min: 0, max: 9 }),
  )
  .map(([plus, rest, first]) => `${plus ? "+" : ""}${first}${rest.map(([sep, d]) => sep + d).join("")}`)
  .filter((p) => p.length <= 30);

const enquiry: fc.Arbitrary<Enquiry> = fc.record({
  name: line(1, 100),
  email,
  phone,
  services: line(1, 200),
  country: fc.constantFrom("", ...COUNTRIES),
  price: fc.constantFrom(...PRICES),
  message: text,
  website: fc.constant(""),
  fillMs: fc.integer({ min: 3000, max: 86_400_000 }),
});

type Mutation = { describe: string; apply: (e: Enquiry) => Record<string, unknown> };
const FIELDS = Object.keys(VALID) as (keyof Enquiry)[];
const TEXT_FIELDS = FIELDS.filter((f) => f !== "fillMs" && f !== "website");
const SINGLE_LINE = TEXT_FIELDS.filter((f) => f !== "message");
const MAX: Partial<Record<keyof Enquiry, number>> = {
  name: 100,
  email: 254,
  phone: 30,
  services: 200,
  message: 5000,
};
const other = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);
const insertAt = (s: string, at: number, bad: string) => {
  const chars = [...s];
  chars.splice(at % (chars.length + 1), 0, bad);
  return chars.join("");
};

/** One change that the schema must refuse (a honeypot or a short fillMs would be spam, not an error). */
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constantFrom(...FIELDS).map((f) => ({
    describe: `without ${f}`,
    apply: (e: Enquiry) => {
      const c: Record<string, unknown> = { ...e };
      delete c[f];
      return c;
    },
  })),
  fc.tuple(fc.constantFrom(...FIELDS), other).map(([f, v]) => ({
    describe: `${f} as ${JSON.stringify(v)}`,
    apply: (e: Enquiry) => ({ ...e, [f]: f === "fillMs" && Number.isInteger(v) ? "5000" : v }),
  })),
  fc
    .tuple(fc.constantFrom("__proto__", "constructor", "prototype", "extra", "Name", "email ", ""), fc.jsonValue())
    .map(([k, v]) => ({
      describe: `extra key ${k}`,
      apply: (e: Enquiry) =>
        JSON.parse(`{${JSON.stringify(k)}:${JSON.stringify(v ?? null)},${JSON.stringify(e).slice(1)}`),
    })),
  fc.constantFrom(...(Object.keys(MAX) as (keyof Enquiry)[])).map((f) => ({
    describe: `${f} one too long`,
    apply: (e: Enquiry) => ({
      ...e,
      [f]:
        f === "email"
          ? "a".repeat(MAX[f]! - 10) + "@example.co"
          : f === "phone"
            ? "1-".repeat(15) + "1"
            : "y".repeat(MAX[f]! + 1),
    }),
  })),
  fc.tuple(fc.constantFrom(...SINGLE_LINE), fc.constantFrom("\r", "\n", "\r\n"), fc.nat()).map(([f, b, at]) => ({
    describe: `line break in ${f}`,
    apply: (e: Enquiry) => ({ ...e, [f]: insertAt(e[f] as string, at, b) }),
  })),
  fc
    .tuple(
      fc.constantFrom(...TEXT_FIELDS),
      fc.constantFrom("\u0000", "\ud800", "\udbff", "\udc00", "\udfff", "\u0085", "\u202e", "\u2067"),
      fc.nat(),
    )
    .map(([f, b, at]) => ({
      describe: `${JSON.stringify(b)} in ${f}`,
      apply: (e: Enquiry) => ({ ...e, [f]: insertAt(e[f] as string, at, b) }),
    })),
  fc
    .integer({ min: -1e9, max: -1 })
    .map((n) => ({ describe: `fillMs ${n}`, apply: (e: Enquiry) => ({ ...e, fillMs: n }) })),
);

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

describe("properties of POST /api/contact", () => {
  it("a valid enquiry is always stored and reads back equal", async () => {
    await fc.assert(
      fc.asyncProperty(enquiry, async (e) => {
        if (browserValidate) expect(browserValidate(e)).toBe(true);
        const res = await t.post(e);
        expect(res.statusCode, res.body).toBe(201);
        const row = t.rows().find((r) => r.id === res.json().id);
        expect(row && fieldsOf(row)).toEqual(e);
      }),
      params,
    );
  }, 300_000);

  it("any single mutation gets a 4xx, stores nothing and never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(enquiry, mutation, async (e, m) => {
        const body = m.apply(e);
        if (browserValidate) expect(browserValidate(body), m.describe).toBe(false);
        const before = t.count();
        const res = await t.post(body);
        expect(res.statusCode, `${m.describe}: ${res.body}`).toBe(400);
        expect(res.json().error).toBe("invalid");
        expect(t.count()).toBe(before);
      }),
      params,
    );
  }, 300_000);

  it("any JSON at all never gets a 5xx, and is stored only when valid", async () => {
    const shaped = fc.record(
      Object.fromEntries(FIELDS.map((f) => [f, fc.oneof(fc.jsonValue(), fc.constant(VALID[f]))])),
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), shaped), async (body) => {
        const before = t.count();
        const res = await t.post(JSON.stringify(body) ?? "null");
        expect(res.statusCode).toBeLessThan(500);
        if (t.count() > before) expect(res.statusCode).toBe(201);
        if (res.statusCode >= 400) expect(t.count()).toBe(before);
      }),
      params,
    );
  }, 300_000);
});
