import net from "node:net";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { notificationMessage } from "../../server/contact/mail.ts";
import { startApp, until, VALID, type TestApp } from "./contact-helper.ts";
import { startSmtp } from "./smtp-helper.ts";

/** A port with nothing listening on it (SMTP "down"). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const notifyEnv = (port: number, extra: Record<string, string> = {}) => ({
  SMTP_HOST: "127.0.0.1",
  SMTP_PORT: String(port),
  NOTIFY_TO: "owner@nexaforge.example",
  NOTIFY_FROM: "website@nexaforge.example",
  OUTBOX_POLL_MS: "50",
  OUTBOX_RETRY_BASE_MS: "200",
  ...extra,
});

let t: TestApp | undefined;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe("e-mail notification", () => {
  it("reaches the owner from the site's address, with the enquirer only in Reply-To", async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    t = await startApp(notifyEnv(smtp.port));
    const res = await t.post(VALID);
    expect(res.statusCode).toBe(201);
    await until(() => smtp.received.length === 1 && t!.outbox()[0]?.sent_at != null);
    const [mail] = smtp.received;
    expect(mail!.from).toBe("website@nexaforge.example");
    expect(mail!.to).toEqual(["owner@nexaforge.example"]);
    expect(mail!.raw).toMatch(/^Reply-To: ayesha\.rahman@example\.com\r?$/m);
    expect(mail!.raw).toMatch(/^From: website@nexaforge\.example\r?$/m);
    expect(mail!.raw).toMatch(/^Content-Type: text\/plain/m);
    const headers = mail!.raw.split(/\r?\n\r?\n/)[0]!;
    expect(headers.replace(/^Reply-To:.*$/m, "")).not.toContain(VALID.email);
    for (const value of [
      VALID.name,
      VALID.phone,
      VALID.services,
      VALID.country,
      VALID.price,
      "We need a new online shop.",
    ])
      expect(mail!.raw).toContain(value);
    expect(t.outbox()[0]).toMatchObject({ enquiry_id: res.json().id, attempts: 1, last_error: null });
    for (const value of ["Ayesha", "ayesha", "1712-345678"]) expect(t.logs()).not.toContain(value);
  });

  it("never holds the POST up while SMTP is down, and delivers once it is back", async () => {
    const port = await freePort();
    t = await startApp(notifyEnv(port));
    const started = Date.now();
    const res = await t.post(VALID);
    expect(res.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(500);
    // The failure is stored (by the database's worker thread) and logged, in either order: wait for both.
    await until(
      () =>
        (t!.outbox()[0]?.attempts as number) >= 1 &&
        t!.outbox()[0]?.last_error != null &&
        t!.logEntries().some((e) => e.event === "notify_failed"),
    );
    expect(t.outbox()[0]!.sent_at).toBeNull();

    const smtp = await startSmtp(port);
    cleanups.push(smtp.close);
    await until(() => t!.outbox()[0]?.sent_at != null);
    await new Promise((r) => setTimeout(r, 300)); // and not twice
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.raw).toContain(VALID.name);
  });

  it("logs and keeps an SMTP refusal on one line, whatever the server wrote", async () => {
    const smtp = await startSmtp(0, 'Refused\r\n{"level":60,"msg":"forged"}');
    cleanups.push(smtp.close);
    t = await startApp(notifyEnv(smtp.port));
    expect((await t.post(VALID)).statusCode).toBe(201);
    await until(() => t!.logEntries().some((e) => e.event === "notify_failed"));
    const entry = t.logEntries().find((e) => e.event === "notify_failed")!;
    expect(entry.reason).toMatch(/Refused/);
    expect(entry.reason).not.toMatch(/[\r\n]/);
    expect(t.outbox()[0]!.last_error).not.toMatch(/[\r\n]/);
  });

  it("gives up after OUTBOX_MAX_ATTEMPTS, keeping the enquiry", async () => {
    t = await startApp(notifyEnv(await freePort(), { OUTBOX_MAX_ATTEMPTS: "2", OUTBOX_RETRY_BASE_MS: "20" }));
    expect((await t.post(VALID)).statusCode).toBe(201);
    await until(() => t!.logEntries().some((e) => e.event === "notify_gave_up"));
    await new Promise((r) => setTimeout(r, 200));
    expect(t.outbox()[0]!.attempts).toBe(2);
    expect(t.count()).toBe(1);
  });

  it("does not let a hung SMTP server slow the POST or the shutdown", async () => {
    const silent = net.createServer(() => {}); // accepts, never greets
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    cleanups.push(async () => {
      silent.close();
    });
    t = await startApp(notifyEnv((silent.address() as net.AddressInfo).port));
    const started = Date.now();
    expect((await t.post(VALID)).statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(500);
    await until(() => t!.outbox()[0]?.attempts === 1);
    const closing = Date.now();
    await t.app.close();
    expect(Date.now() - closing).toBeLessThan(2000);
    const db = new Database(t.databaseFile, { readonly: true });
    expect(db.prepare("SELECT last_error, sent_at FROM outbox").get()).toEqual({
      last_error: "interrupted by shutdown",
      sent_at: null,
    });
    db.close();
  });

  it("leaves Reply-To out when the address could break out of its header", () => {
    const row = { ...VALID, id: "x", received_at: "2025-01-01T00:00:00.000Z", language: "en" as const };
    const message = notificationMessage(
      { ...row, email: "a@b.co\r\nBcc: victim@example.com" },
      { to: "o@x.co", from: "s@x.co" },
    );
    expect(message.replyTo).toBeUndefined();
    expect(notificationMessage(row, { to: "o@x.co", from: "s@x.co" })).toMatchObject({
      replyTo: VALID.email,
      from: "s@x.co",
    });
  });
});
