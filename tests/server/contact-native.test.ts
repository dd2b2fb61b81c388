/**
 * The enquiry form as the browser posts it when no script runs: application/x-www-form-urlencoded
 * to the same address, the same checks, and a page for an answer in the form's own words.
 */
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT } from "../../src/content/paths.ts";
import { startApp, VALID, type TestApp } from "./contact-helper.ts";

const copy = JSON.parse(fs.readFileSync(path.join(ROOT, "content/form.json"), "utf8")) as {
  fields: Record<string, { label: string; required?: string; invalid?: string }>;
  success: string;
  failure: string;
  tooLong: string;
};

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** What Chromium sends for the form: every field by its name, in form order, the honeypot included. */
function formBody(values: Record<string, string>) {
  const { name, email, phone, services, country, price, message } = { ...VALID, ...values };
  return new URLSearchParams({ name, email, phone, services, country, price, message, website: values.website ?? "" });
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
    expect(limited.body).toContain("Please try again in a minute");
    expect(t.count()).toBe(1);
  });

  it("links back only to a page of this site", async () => {
    t = await startApp();
    const res = await post(formBody({ email: "x" }), { referer: "https://evil.example/phish" });
    expect(res.body).toContain('<a href="/contact">Back to the form</a>');
    const home = await post(formBody({ email: "x" }), { referer: "https://www.nexaforge.example/" });
    expect(home.body).toContain('<a href="/">Back to the form</a>');
  });
});
