/**
 * The enquiry form as the browser posts it when no script runs: application/x-www-form-urlencoded
 * to the same address, the same checks, and a page for an answer in the form's own words.
 */
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT } from "../../engine/paths.ts";
import { startApp, VALID, type TestApp } from "./contact-helper.ts";

const copy = JSON.parse(fs.readFileSync(path.join(ROOT, "content/form.json"), "utf8")) as {
  fields: Record<string, { label: string; required?: string; invalid?: string }>;
  success: string;
  failure: string;
  tooLong: string;
  problems: Record<string, string>;
};

/** The Bangla words of the form, by JSON pointer into content/form.json ('/success'). */
const bangla = (pointer: string): string => {
  const { fields } = JSON.parse(fs.readFileSync(path.join(ROOT, "i18n/bn/content/form.json"), "utf8")) as {
    fields: Record<string, { text: string }>;
  };
  return fields[pointer]!.text;
};

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** What Chromium sends for the form: every field by its name, in form order, the honeypot and the page's language included. */
function formBody(values: Record<string, string>) {
  const { name, email, phone, services, country, price, message } = { ...VALID, ...values };
  const body = new URLSearchParams({ name, email, phone, services, country, price, message });
  if (values.language !== undefined) body.set("language", values.language);
  body.set("website", values.website ?? "");
  return body;
}

const post = (body: URLSearchParams, headers: Record<string, string> = {}) =>
  t!.app.inject({
    method: "POST",
    url: "/api/contact",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-site": "same-origin",
      host: "www.nexaforge.example",
      referer: "https://www.nexaforge.example/contact",
      ...headers,
    },
    payload: body.toString(),
  });

describe("the form posted without script", () => {
  it("is stored exactly as typed and answered with a page saying it was sent; sent again, it is stored once", async () => {
    t = await startApp();
    const body = formBody({ name: "Rafiq Islam", message: "Two lines\nof text & <b>markup</b>" });
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["content-security-policy"]).toMatch(/default-src 'none'/);
    expect(res.body).toContain(`<h1>${copy.success}</h1>`);
    expect(res.body).toContain('<a href="/contact">Back to the form</a>');
    expect(t.rows()).toHaveLength(1);
    expect(t.rows()[0]).toMatchObject({
      name: "Rafiq Islam",
      email: VALID.email,
      message: "Two lines\nof text & <b>markup</b>",
    });
    // A reload that posts again, or a second press: the same enquiry, stored once.
    expect((await post(body)).statusCode).toBe(201);
    expect(t.count()).toBe(1);
  });

  it("refuses invalid fields with a page that names each, as the form words it, and stores nothing", async () => {
    t = await startApp();
    const res = await post(formBody({ name: "", email: "not-an-address", services: "x".repeat(201) }));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(`<h1>${copy.failure}</h1>`);
    expect(res.body).toContain(`<li>${copy.fields.name!.label}: ${copy.fields.name!.required}</li>`);
    expect(res.body).toContain(`<li>${copy.fields.email!.label}: ${copy.fields.email!.invalid}</li>`);
    expect(res.body).toContain(`<li>${copy.fields.services!.label}: ${copy.tooLong.replace("{max}", "200")}</li>`);
    expect(res.body).not.toContain("not-an-address");
    expect(t.count()).toBe(0);
  });

  it("takes the honeypot as the script would (answered, not stored), and needs no fill time", async () => {
    t = await startApp({ CONTACT_MIN_FILL_MS: "60000" });
    expect((await post(formBody({ website: "https://spam.example" }))).statusCode).toBe(201);
    expect(t.count()).toBe(0);
    expect((await post(formBody({}))).statusCode).toBe(201);
    expect(t.count()).toBe(1);
  });

  it("is refused from another site, and past the rate limit with a page that says to wait", async () => {
    t = await startApp({ CONTACT_RATE_LIMIT: "1" });
    expect(
      (await post(formBody({}), { "sec-fetch-site": "cross-site", origin: "https://evil.example" })).statusCode,
    ).toBe(403);
    expect((await post(formBody({ name: "First" }))).statusCode).toBe(201);
    const limited = await post(formBody({ name: "Second" }));
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain(`<li>${copy.problems.rateLimited}</li>`);
    expect(t.count()).toBe(1);
  });

  it("links back only to a page of this site", async () => {
    t = await startApp();
    const res = await post(formBody({ email: "x" }), { referer: "https://evil.example/phish" });
    expect(res.body).toContain('<a href="/contact">Back to the form</a>');
    const home = await post(formBody({ email: "x" }), { referer: "https://www.nexaforge.example/" });
    expect(home.body).toContain('<a href="/">Back to the form</a>');
  });

  it("from a Bangla page: answered in Bangla, the phone typed in Bengali digits stored in Latin ones, the language kept", async () => {
    t = await startApp();
    const referer = "https://www.nexaforge.example/bn/contact";
    const sent = await post(
      formBody({ name: "রফিকুল ইসলাম", phone: "০১৭১১-২৩৪৫৬৭", message: "দুই লাইন\nক্ষ জ্ঞ", language: "bn" }),
      { referer },
    );
    expect(sent.statusCode).toBe(201);
    expect(sent.body).toContain('<html lang="bn">');
    expect(sent.body).toContain(`<h1>${bangla("/success")}</h1>`);
    expect(sent.body).toContain(`<a href="/bn/contact">${bangla("/backToForm")}</a>`);
    expect(sent.body).toContain(`<a href="/bn">${bangla("/homePage")}</a>`);
    expect(t.rows()[0]).toMatchObject({
      name: "রফিকুল ইসলাম",
      phone: "01711-234567",
      message: "দুই লাইন\nক্ষ জ্ঞ",
      language: "bn",
    });

    const refused = await post(formBody({ name: "", services: "x".repeat(201), language: "bn" }), { referer });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(`<h1>${bangla("/failure")}</h1>`);
    expect(refused.body).toContain(`<li>${bangla("/fields/name/label")}: ${bangla("/fields/name/required")}</li>`);
    // The limit in Bengali digits, as the Bangla pages write figures.
    const limit = bangla("/tooLong").replace("{max}", "২০০");
    expect(refused.body).toContain(`<li>${bangla("/fields/services/label")}: ${limit}</li>`);
    expect(t.count()).toBe(1);
  });

  it("from a page without the language field (made before there was one): English, and stored as such", async () => {
    t = await startApp();
    const res = await post(formBody({}));
    expect(res.statusCode).toBe(201);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<a href="/contact">Back to the form</a>');
    expect(t.rows()[0]).toMatchObject({ language: "en" });
  });
});
