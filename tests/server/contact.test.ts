import { randomUUID } from "node:crypto";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldsOf, startApp, VALID, type TestApp } from "./contact-helper.ts";

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startApp();
  base = await t.app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(() => t.close());

const send = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": randomUUID(), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("POST /api/contact with a valid enquiry", () => {
  it("stores it before answering 201 with its id and time, over a real socket", async () => {
    const before = t.count();
    const res = await send(VALID, { "user-agent": "TestBrowser/1.0" });
    expect(res.status).toBe(201);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as { id: string; receivedAt: string };
    expect(Object.keys(body).sort()).toEqual(["id", "receivedAt"]);
    expect(t.count()).toBe(before + 1);
    const row = t.rows().find((r) => r.id === body.id)!;
    expect(fieldsOf(row)).toEqual(VALID);
    expect(row.received_at).toBe(body.receivedAt);
    expect(new Date(body.receivedAt).toISOString()).toBe(body.receivedAt);
    expect(row.user_agent).toBe("TestBrowser/1.0");
    // The client address is kept only as an HMAC.
    expect(row.client_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain("127.0.0.1");
  });

  it("answers the same through app.inject", async () => {
    const res = await t.post({ ...VALID, country: "", price: "", message: "" });
    expect(res.statusCode).toBe(201);
    expect(fieldsOf(t.rows().find((r) => r.id === res.json().id)!)).toEqual({
      ...VALID,
      country: "",
      price: "",
      message: "",
    });
  });

  it("truncates a very long User-Agent", async () => {
    const res = await t.post(VALID, { headers: { "user-agent": "x".repeat(2000) } });
    expect(res.statusCode).toBe(201);
    expect((t.rows().find((r) => r.id === res.json().id)!.user_agent as string).length).toBe(256);
  });
});

describe("idempotency", () => {
  it("answers a replay with the original 201 and stores nothing new, even with another fillMs", async () => {
    const key = randomUUID();
    const first = await t.post(VALID, { key });
    const before = t.count();
    const again = await t.post({ ...VALID, fillMs: 99_000 }, { key: key.toUpperCase() });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(t.count()).toBe(before);
  });

  it("refuses the same key with a different enquiry with 422, keeping the original", async () => {
    const key = randomUUID();
    const first = await t.post(VALID, { key });
    const before = t.count();
    const other = await t.post({ ...VALID, message: "Something else" }, { key });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ error: "idempotency_key_reused" });
    expect(t.count()).toBe(before);
    expect(t.rows().find((r) => r.id === first.json().id)!.message).toBe(VALID.message);
  });

  it("requires an Idempotency-Key header holding a UUID", async () => {
    const before = t.count();
    for (const key of [
      undefined,
      "",
      "not-a-uuid",
      "123e4567-e89b-12d3-a456-42661417400",
      "{123e4567-e89b-12d3-a456-426614174000}",
    ]) {
      const res = await t.post(VALID, { headers: { "idempotency-key": key } });
      expect(res.statusCode, String(key)).toBe(400);
      expect(res.json(), String(key)).toMatchObject({ error: "idempotency_key" });
    }
    expect(t.count()).toBe(before);
  });
});

describe("requests that are not an enquiry in JSON", () => {
  it("answers 415 for any other media type, and for no body", async () => {
    const before = t.count();
    for (const type of ["text/plain", "multipart/form-data; boundary=x", "application/jsonx", undefined]) {
      const res = await t.post(JSON.stringify(VALID), { headers: { "content-type": type } });
      expect(res.statusCode, String(type)).toBe(415);
      expect(res.json()).toMatchObject({ error: "unsupported_media_type" });
    }
    const empty = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "idempotency-key": randomUUID() },
    });
    expect(empty.statusCode).toBe(415);
    expect(t.count()).toBe(before);
  });

  it("answers 415 naming the encodings it reads for an unknown Content-Encoding, and reads a gzipped enquiry", async () => {
    const before = t.count();
    for (const encoding of ["xyz", "compress", "zstd", "gzip, xyz"]) {
      const res = await t.post(VALID, { headers: { "content-encoding": encoding } });
      expect(res.statusCode, encoding).toBe(415);
      expect(res.json()).toEqual({
        error: "unsupported_encoding",
        message: "Send the enquiry uncompressed, or compressed with gzip, deflate or br (its Content-Encoding header).",
      });
    }
    const mislabelled = await t.post(VALID, { headers: { "content-encoding": "br" } });
    expect(mislabelled.statusCode).toBe(400);
    expect(mislabelled.json()).toMatchObject({ error: "malformed" });
    expect(t.count()).toBe(before);
    const gzipped = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json", "content-encoding": "gzip", "idempotency-key": randomUUID() },
      payload: gzipSync(JSON.stringify(VALID)),
    });
    expect(gzipped.statusCode).toBe(201);
  });

  it("accepts application/json with a charset", async () => {
    const res = await t.post(VALID, { headers: { "content-type": "application/json; charset=utf-8" } });
    expect(res.statusCode).toBe(201);
  });

  it("answers 400 for malformed JSON without echoing it", async () => {
    for (const body of ['{"name": "Ayesha', "", "{'name':1}", "nul", '{"a":1}}']) {
      const res = await t.post(body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json(), body).toEqual({ error: "malformed", message: "The body is not valid JSON." });
    }
  });

  it("answers 400 for JSON that is not an object", async () => {
    for (const body of ["[]", "null", '"text"', "42", "true"]) {
      const res = await t.post(body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json(), body).toMatchObject({ error: "invalid", fields: {} });
    }
  });

  it("answers 413 for a body over 16 KiB, over a real socket too", async () => {
    const before = t.count();
    const big = { ...VALID, message: "x".repeat(17 * 1024) };
    expect((await t.post(big)).statusCode).toBe(413);
    const res = await send(big);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: "too_large" });
    expect(t.count()).toBe(before);
  });

  it("answers other methods with 405 and Allow: POST", async () => {
    const res = await fetch(`${base}/api/contact`);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
  });
});

describe("spam", () => {
  it("gives a filled honeypot a success-shaped 201 and stores nothing", async () => {
    const before = t.count();
    const res = await t.post({ ...VALID, website: "https://spam.example" });
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json()).sort()).toEqual(["id", "receivedAt"]);
    expect(t.count()).toBe(before);
    // However much a bot writes into it, the answer gives nothing away.
    expect((await t.post({ ...VALID, website: "x".repeat(5000) })).statusCode).toBe(201);
    expect(t.count()).toBe(before);
    expect(t.logEntries()).toContainEqual(expect.objectContaining({ event: "spam_dropped", reason: "honeypot" }));
  });

  it("drops a form sent within 3 s of being shown, and keeps one sent at 3 s", async () => {
    const before = t.count();
    const fast = await t.post({ ...VALID, fillMs: 2999 });
    expect(fast.statusCode).toBe(201);
    expect(t.count()).toBe(before);
    expect(t.logEntries()).toContainEqual(expect.objectContaining({ event: "spam_dropped", reason: "too_fast" }));
    expect((await t.post({ ...VALID, fillMs: 3000 })).statusCode).toBe(201);
    expect(t.count()).toBe(before + 1);
  });
});

describe("same origin", () => {
  it("refuses a cross-site request with 403 and stores nothing", async () => {
    const before = t.count();
    const res = await send(VALID, { "sec-fetch-site": "cross-site", origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: "cross_site" });
    expect(t.count()).toBe(before);
  });

  it("accepts same-origin, same-site and direct requests", async () => {
    for (const site of ["same-origin", "same-site", "none"])
      expect((await send(VALID, { "sec-fetch-site": site })).status, site).toBe(201);
  });

  it("sends no CORS headers when no origins are listed", async () => {
    const preflight = await fetch(`${base}/api/contact`, {
      method: "OPTIONS",
      headers: { origin: "https://www.nexaforge.example", "access-control-request-method": "POST" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    const res = await send(VALID, { origin: "https://www.nexaforge.example" });
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });
});
