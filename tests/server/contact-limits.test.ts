import { createHmac, randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "../../server/config.ts";
import { SETTINGS } from "../../server/settings.ts";
import { ROOT } from "../../engine/paths.ts";
import { startApp, VALID, type TestApp } from "./contact-helper.ts";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const SECRET = "s".repeat(32);
const hmac = (ip: string) => createHmac("sha256", SECRET).update(ip).digest("hex");

describe("rate limit per client address", () => {
  it("answers 429 with Retry-After past the limit, over a real socket, and stores nothing more", async () => {
    t = await startApp({ CONTACT_RATE_LIMIT: "2", CONTACT_RATE_WINDOW_MS: "60000" });
    const base = await t.app.listen({ host: "127.0.0.1", port: 0 });
    const send = () =>
      fetch(`${base}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
        body: JSON.stringify(VALID),
      });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const limited = await send();
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.json()).toMatchObject({ error: "rate_limited" });
    expect(t.count()).toBe(2);
    // Only this route is limited: the site keeps answering.
    expect((await fetch(`${base}/some-page`)).status).toBe(404);
  });

  it("counts only well-formed enquiries: refused requests do not use up a visitor's quota", async () => {
    t = await startApp({ CONTACT_RATE_LIMIT: "2" });
    const refused = [
      await t.post("name=x", { headers: { "content-type": "text/plain" } }), // 415
      await t.post("{not json"), // 400 malformed
      await t.post(VALID, { key: "not-a-uuid" }), // 400 idempotency key
      await t.post({ ...VALID, email: "x" }), // 400 invalid
      await t.post({ ...VALID, extra: 1 }), // 400 unknown field
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([415, 400, 400, 400, 400]);
    expect((await t.post(VALID)).statusCode).toBe(201);
    expect((await t.post(VALID)).statusCode).toBe(201);
    expect((await t.post(VALID)).statusCode).toBe(429);
    expect(t.count()).toBe(2);
  });

  it("answers a retry of a stored enquiry with its receipt even once the quota is used, and counts it against nothing", async () => {
    t = await startApp({ CONTACT_RATE_LIMIT: "1" });
    const key = randomUUID();
    const first = await t.post(VALID, { key });
    expect(first.statusCode).toBe(201);
    expect((await t.post({ ...VALID, name: "Someone Else" })).statusCode).toBe(429); // the quota is used
    // The visitor's answer was lost on the way and the form sends the same enquiry again.
    const retry = await t.post({ ...VALID, fillMs: 40_000 }, { key });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    // The same key with another enquiry is still refused as such, not as a rate-limited request.
    expect((await t.post({ ...VALID, message: "Something else" }, { key })).statusCode).toBe(422);
    expect(t.count()).toBe(1);
  });

  it("counts IPv6 clients per /64: one network cannot get a fresh quota from each of its addresses", async () => {
    t = await startApp({ CONTACT_RATE_LIMIT: "1", TRUST_PROXY: "127.0.0.1" });
    const from = (ip: string) => t!.post(VALID, { headers: { "x-forwarded-for": ip } });
    expect((await from("2001:db8:1:2::1")).statusCode).toBe(201);
    expect((await from("2001:db8:1:2:ffff:1234:5678:9abc")).statusCode).toBe(429); // same /64
    expect((await from("2001:db8:1:3::1")).statusCode).toBe(201); // the next /64
    expect(t.count()).toBe(2);
  });

  it("is off with CONTACT_RATE_LIMIT=0", async () => {
    t = await startApp({ CONTACT_RATE_LIMIT: "0" });
    for (let i = 0; i < 12; i++) expect((await t.post(VALID)).statusCode).toBe(201);
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY names the proxy", async () => {
    t = await startApp({ CONTACT_RATE_LIMIT: "1", IP_HASH_SECRET: SECRET });
    const from = (ip: string) => t!.post(VALID, { headers: { "x-forwarded-for": ip } });
    expect((await from("203.0.113.1")).statusCode).toBe(201);
    expect((await from("203.0.113.2")).statusCode).toBe(429); // the same socket address: the header is not believed
    expect(t.rows()[0]!.client_hash).toBe(hmac("127.0.0.1"));
  });

  it("counts each forwarded client separately behind a trusted proxy", async () => {
    t = await startApp({ CONTACT_RATE_LIMIT: "1", IP_HASH_SECRET: SECRET, TRUST_PROXY: "127.0.0.1" });
    const from = (ip: string) => t!.post(VALID, { headers: { "x-forwarded-for": ip } });
    expect((await from("203.0.113.1")).statusCode).toBe(201);
    expect((await from("203.0.113.2")).statusCode).toBe(201);
    expect((await from("203.0.113.1")).statusCode).toBe(429);
    expect(t.rows().map((r) => r.client_hash)).toEqual([hmac("203.0.113.1"), hmac("203.0.113.2")]);
  });
});

describe("server timeouts", () => {
  it("are set on the HTTP server from the settings, headers bounded by the request timeout", async () => {
    t = await startApp({
      REQUEST_TIMEOUT_MS: "7000",
      CONNECTION_TIMEOUT_MS: "9000",
      KEEP_ALIVE_TIMEOUT_MS: "4000",
      MAX_CONNECTIONS: "50",
      MAX_REQUESTS_PER_SOCKET: "20",
    });
    const server = t.app.server;
    expect(server.requestTimeout).toBe(7000);
    expect(server.headersTimeout).toBe(7000);
    expect(server.timeout).toBe(9000);
    expect(server.keepAliveTimeout).toBe(4000);
    expect(server.maxConnections).toBe(50);
    expect(server.maxRequestsPerSocket).toBe(20);
  });
});

describe("settings", () => {
  it("the documented list (server/settings.ts, docs/deploying.md's table) is exactly what the config reads", () => {
    // Reading goes through EnvReader, which only takes a listed name: so each listed one must appear
    // in the public server's config or the studio's (where a process listens is named as a pair).
    const source = ["server/config.ts", "studio/server/config.ts"]
      .map((file) => fs.readFileSync(path.join(ROOT, file), "utf8"))
      .join("\n");
    const names = [...source.matchAll(/read\.\w+\("([A-Z_]+)"/g), ...source.matchAll(/\b(?:host|port): "([A-Z_]+)"/g)];
    const read = new Set(names.map((m) => m[1]));
    expect([...read].sort()).toEqual(Object.keys(SETTINGS).sort());
    expect(source).not.toMatch(/env\.[A-Z_]+ \?\?|env\[/); // no value read around the reader
  });

  it("have safe defaults: limit 5 a minute, no proxy trusted, no CORS, no e-mail", () => {
    const config = loadConfig({});
    expect(config.trustProxy).toBe(false);
    expect(config.requestTimeoutMs).toBe(15_000);
    expect(config.contact).toMatchObject({ rateLimit: 5, rateWindowMs: 60_000, allowedOrigins: [], minFillMs: 3000 });
    expect(config.contact.notify).toBeUndefined();
    expect(config.contact.databaseFile).toMatch(/[/\\]data[/\\]enquiries\.db$/);
  });

  it("report every bad value with what was expected, and never echo a secret", () => {
    let message = "";
    try {
      loadConfig({
        CONTACT_RATE_LIMIT: "-1",
        CONTACT_RATE_WINDOW_MS: "1m",
        TRUST_PROXY: "true",
        ALLOWED_ORIGINS: "https://ok.example,https://bad.example/",
        IP_HASH_SECRET: "short",
        REQUEST_TIMEOUT_MS: "0",
        SMTP_URL: "mail.example:25?pass=hunter2",
        NOTIFY_TO: "owner",
        SMTP_USER: "u",
      });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const expected of [
      /CONTACT_RATE_LIMIT=-1: expected a whole number from 0/,
      /CONTACT_RATE_WINDOW_MS=1m: expected a whole number/,
      /TRUST_PROXY: true is not an IP address/,
      /ALLOWED_ORIGINS: https:\/\/bad.example\/ is not an exact origin/,
      /IP_HASH_SECRET: expected at least 32 characters/,
      /REQUEST_TIMEOUT_MS=0/,
      /SMTP_URL: expected smtp:\/\//,
      /NOTIFY_TO=owner: expected one e-mail address/,
      /SMTP_USER and SMTP_PASS: set both or neither/,
    ])
      expect(message).toMatch(expected);
    expect(message).not.toContain("hunter2");
    expect(message).not.toContain("short");
  });

  it("turn notification on only with both an SMTP server and NOTIFY_TO", () => {
    expect(() => loadConfig({ NOTIFY_TO: "owner@example.com" })).toThrow(/NOTIFY_TO: needs SMTP_URL or SMTP_HOST/);
    expect(() => loadConfig({ SMTP_HOST: "localhost" })).toThrow(/needs NOTIFY_TO/);
    const { notify } = loadConfig({ SMTP_HOST: "mail.example", NOTIFY_TO: "owner@example.com" }).contact;
    expect(notify).toMatchObject({
      to: "owner@example.com",
      from: "owner@example.com",
      smtp: { host: "mail.example", port: 587, secure: false },
    });
    expect(
      loadConfig({ SMTP_HOST: "h", SMTP_PORT: "465", NOTIFY_TO: "o@example.com" }).contact.notify?.smtp.secure,
    ).toBe(true);
  });

  it("accept exact proxy addresses and subnets", () => {
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, ::1,10.0.0.0/8" }).trustProxy).toEqual([
      "127.0.0.1",
      "::1",
      "10.0.0.0/8",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/10.0.0.0\/33 is not an IP address/);
  });
});
