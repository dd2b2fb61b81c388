/**
 * What makes the enquiry form work in Bangla without a server: the digits of a Bangla keyboard,
 * the languages and choices the form and the schema must agree on, and how the form words a
 * failed send (by the API's code, never its English sentence).
 */
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { latinDigits } from "../../contracts/digits.ts";
import { BUDGET_OPTIONS, COUNTRY_NAMES, LANGUAGES } from "../../contracts/generated/enquiry.ts";
import { LANGUAGE_NAMES } from "../../contracts/languages.ts";
import { sendEnquiry, SendFailure } from "../../src/blocks/contactForm/send.ts";
import { check } from "../../src/blocks/contactForm/check.ts";
import { EMPTY, tidy } from "../../src/blocks/contactForm/values.ts";
import { CONTENT_DIR } from "../../engine/paths.ts";
import { LOCALES } from "../../src/lib/locale.ts";
import type { EnquiryFormCopy } from "../../src/generated/schema.ts";

const read = (file: string) => JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8")) as unknown;
const form = read("form.json") as EnquiryFormCopy;

describe("a phone number typed on a Bangla keyboard", () => {
  it("is read in Latin digits, everything else left as typed", () => {
    expect(latinDigits("+৮৮০ ১৭১২-৩৪৫৬৭৮")).toBe("+880 1712-345678");
    expect(latinDigits("০১২৩৪৫৬৭৮৯")).toBe("0123456789");
    expect(latinDigits("01711-234567")).toBe("01711-234567");
    expect(latinDigits("ফোন ১")).toBe("ফোন 1");
  });

  it("passes the form's check, and is sent in Latin digits", () => {
    const values = tidy({ ...EMPTY, name: "রফিক", email: "r@example.com", phone: " ০১৭১১-২৩৪৫৬৭ ", services: "SEO" });
    expect(values.phone).toBe("01711-234567");
    expect(check(values, form, "bn")).toEqual({});
  });
});

describe("the form's figures", () => {
  it("are written in the page's digits: a limit of 100 is ১০০ on a Bangla page", () => {
    const errors = check(
      { ...EMPTY, name: "ক".repeat(101), email: "r@example.com", phone: "01711234567", services: "SEO" },
      form,
      "bn",
    );
    expect(errors.name).toBe(form.tooLong.replace("{max}", "১০০"));
    expect(
      check(
        { ...EMPTY, name: "k".repeat(101), email: "r@example.com", phone: "01711234567", services: "SEO" },
        form,
        "en",
      ).name,
    ).toBe(form.tooLong.replace("{max}", "100"));
  });
});

describe("what the form, the schema and the site agree on", () => {
  it("an enquiry's languages are the site's, each with a name for the owner", () => {
    expect([...LANGUAGES]).toEqual([...LOCALES]);
    expect(Object.keys(LANGUAGE_NAMES)).toEqual([...LANGUAGES]);
  });

  it("the form words every budget band the schema takes, and offers every country by the name the schema takes", () => {
    expect(Object.keys(form.fields.price.options)).toEqual([...BUDGET_OPTIONS]);
    const { countries } = read("countries.json") as { countries: { name: string }[] };
    expect(COUNTRY_NAMES).toEqual(countries.map((c) => c.name));
  });
});

describe("a send that fails", () => {
  afterEach(() => vi.unstubAllGlobals());
  const enquiry = { ...EMPTY, language: "bn" as const, website: "", fillMs: 5000 };
  const failure = async (answer: () => Promise<Response>) => {
    vi.stubGlobal("fetch", vi.fn(answer));
    const error = await sendEnquiry("", enquiry, "k").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendFailure);
    return (error as SendFailure).problem;
  };
  const json = (status: number, body: object) => async () =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

  it("is worded by the API's code, whatever its English message says", async () => {
    const message = "Too many enquiries from this address: try again later.";
    expect(await failure(json(429, { error: "rate_limited", message }))).toBe("rateLimited");
    expect(await failure(json(503, { error: "unavailable", message: "..." }))).toBe("unavailable");
    expect(await failure(json(400, { error: "invalid", message: "...", fields: { phone: "..." } }))).toBe("invalid");
    expect(await failure(json(413, { error: "too_large", message: "..." }))).toBe("tooLarge");
    expect(await failure(json(500, { error: "internal", message: "..." }))).toBe("serverError");
    expect(await failure(json(403, { error: "cross_site", message: "..." }))).toBe("serverError");
    expect(await failure(json(400, { error: "constructor", message: "..." }))).toBe("serverError");
  });

  it("without the API's answer: by its status, and with no answer at all, the connection", async () => {
    expect(await failure(async () => new Response("<html>Bad gateway</html>", { status: 502 }))).toBe("unavailable");
    expect(await failure(async () => new Response("", { status: 429 }))).toBe("rateLimited");
    expect(await failure(async () => new Response("", { status: 404 }))).toBe("serverError");
    expect(
      await failure(async () => {
        throw new TypeError("Failed to fetch");
      }),
    ).toBe("network");
  });
});
