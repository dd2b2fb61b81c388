import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { clean } from "../../server/contact/log.ts";
import { holdWriteLock, startApp, VALID, type TestApp } from "./contact-helper.ts";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const SITE = "https://www.nexaforge.example";

describe("CORS for the origins listed in ALLOWED_ORIGINS, and only those", () => {
  it("answers a listed origin's preflight and cross-site POST, and refuses others", async () => {
    t = await startApp({ ALLOWED_ORIGINS: `${SITE},https://nexaforge.example` });
    const preflight = (origin: string) =>
      t!.app.inject({
        method: "OPTIONS",
        url: "/api/contact",
        headers: {
          origin,
          "sec-fetch-site": "cross-site",
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type,idempotency-key",
        },
      });
    const ok = await preflight(SITE);
    expect(ok.statusCode).toBe(204);
    expect(ok.headers["access-control-allow-origin"]).toBe(SITE);
    expect(ok.headers["access-control-allow-methods"]).toBe("POST");
    expect(String(ok.headers["access-control-allow-headers"]).toLowerCase()).toContain("idempotency-key");
    expect(ok.headers["access-control-allow-credentials"]).toBeUndefined();

    const other = await preflight("https://evil.example");
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
    expect(other.statusCode).toBe(403);

    const post = await t.post(VALID, { headers: { origin: SITE, "sec-fetch-site": "cross-site" } });
    expect(post.statusCode).toBe(201);
    expect(post.headers["access-control-allow-origin"]).toBe(SITE);

    const before = t.count();
    const evil = await t.post(VALID, { headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(evil.statusCode).toBe(403);
    expect(evil.headers["access-control-allow-origin"]).toBeUndefined();
    // A look-alike is not the origin: the match is exact.
    const lookalike = await t.post(VALID, {
      headers: { origin: `${SITE}.evil.example`, "sec-fetch-site": "cross-site" },
    });
    expect(lookalike.statusCode).toBe(403);
    expect(t.count()).toBe(before);
  });
});

describe("storage failure", () => {
  it("answers 503 with a body that claims nothing when the database cannot be written, and stores nothing", async () => {
    t = await startApp({}, { busyTimeoutMs: 200 });
    const lock = holdWriteLock(t.databaseFile); // held past the server's wait: its write fails
    const res = await t.post(VALID);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: "unavailable",
      message: "The enquiry could not be received just now. Please try again later.",
    });
    expect(t.count()).toBe(0);
    expect(t.logEntries()).toContainEqual(expect.objectContaining({ event: "storage_error", level: 50 }));
    // After recovery the same enquiry is stored once.
    lock.release();
    expect((await t.post(VALID)).statusCode).toBe(201);
    expect(t.count()).toBe(1);
  });

  it("answers 503 when the database connection is gone", async () => {
    t = await startApp();
    await t.app.contact.store.close();
    const res = await t.post(VALID);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: "unavailable" });
    expect(res.body).not.toMatch(/sqlite|database|stack/i);
    expect(t.count()).toBe(0);
  });
});

describe("logs", () => {
  it("hold none of the personal values, the raw address or the body, whatever happens to the request", async () => {
    t = await startApp({}, { busyTimeoutMs: 100 });
    const person = {
      ...VALID,
      name: "Zephyrine Quist",
      email: "zephyrine.quist@example.org",
      phone: "+44 7700-900123",
      services: "Bespoke quantum CRM",
      message: "Secret plans for Quistco",
    };
    await t.post(person); // stored
    await t.post(person, { key: randomUUID() }); // another
    await t.post({ ...person, website: "x" }); // spam
    await t.post({ ...person, email: "zephyrine.quist@", extra: person.phone }); // invalid
    await t.post(JSON.stringify(person).slice(0, -5)); // malformed: JSON.parse's message would quote it
    await t.post(JSON.stringify(person), { headers: { "content-type": "text/plain" } }); // 415
    const lock = holdWriteLock(t.databaseFile);
    await t.post(person, { key: randomUUID() }); // storage error
    lock.release();
    // JSON numbers (times, durations) and the enquiries' random ids may hold these digits by chance
    // (a responseTime of 0.9522770000000946 once held "7700"): they are masked before looking.
    const logs = t
      .logs()
      .replace(/"enquiryId":"[0-9a-f-]+"/g, '"enquiryId":"-"')
      .replace(/(?<=[:[,])-?\d+(\.\d+)?(e[-+]?\d+)?(?=[,}\]])/g, "0");
    expect(logs).toContain('"responseTime":0,');
    expect(t.logEntries().map((e) => e.event)).toEqual(
      expect.arrayContaining(["enquiry_stored", "spam_dropped", "enquiry_invalid", "request_refused", "storage_error"]),
    );
    for (const value of [
      "Zephyrine",
      "Quist",
      "zephyrine.quist",
      "7700",
      "900123",
      "quantum",
      "Secret plans",
      "127.0.0.1",
    ])
      expect(logs, value).not.toContain(value);
  });

  it("name only the form's own fields when refusing one; other keys are the sender's text, so only counted", async () => {
    t = await startApp();
    await t.post({ ...VALID, email: "x", 'Zephyrine\r\n{"level":60}': 1 });
    const entry = t.logEntries().find((e) => e.event === "enquiry_invalid")!;
    expect(entry).toMatchObject({ fields: ["email"], unknownFields: 1 });
    expect(t.logs()).not.toContain("Zephyrine");
  });

  it("written by our own code (error reasons) have CR and LF replaced and are cut to length", () => {
    expect(clean('SMTP said\r\n{"level":60}\nforged\rline')).toBe('SMTP said {"level":60} forged line');
    expect(clean("x".repeat(300))).toBe("x".repeat(200) + "...");
  });
});
