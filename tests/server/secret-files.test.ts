/**
 * SMTP_PASS, SMTP_URL and IP_HASH_SECRET may come from files (NAME_FILE), as Docker and compose
 * mount secrets: /run/secrets/<name>, one value followed by a line break.
 */
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { startApp, tempDir, until, VALID, type TestApp } from "./contact-helper.ts";
import { startSmtp } from "./smtp-helper.ts";

const PASSWORD = "correct horse battery staple";
const IP_SECRET = "a3f1c9e07b5d42e8a3f1c9e07b5d42e8";

let dir = "";
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = "";
});

/** A secret file as `echo VALUE > file` or a Docker secret leaves it. */
function secretFile(name: string, text: string): string {
  dir ||= tempDir("nexaforge-secrets-");
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

/** The start-up message loadConfig refuses with ("" when it accepts the settings). */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
    return "";
  } catch (error) {
    return (error as Error).message;
  }
}

describe("secrets from files", () => {
  it("reads SMTP_PASS, SMTP_URL and IP_HASH_SECRET from the files named, without the line break that ends them", () => {
    const config = loadConfig({
      IP_HASH_SECRET_FILE: secretFile("ip_hash_secret", `${IP_SECRET}\n`),
      SMTP_HOST: "mail.example",
      SMTP_USER: "website",
      SMTP_PASS_FILE: secretFile("smtp_pass", `${PASSWORD}\r\n`),
      NOTIFY_TO: "owner@example.com",
    });
    expect(config.contact.ipHashSecret).toBe(IP_SECRET);
    expect(config.contact.notify?.smtp).toMatchObject({ user: "website", pass: PASSWORD });
    const url = loadConfig({
      SMTP_URL_FILE: secretFile("smtp_url", "smtps://website:pw@mail.example:465\n"),
      NOTIFY_TO: "owner@example.com",
    }).contact.notify?.smtp.url;
    expect(url).toBe("smtps://website:pw@mail.example:465");
  });

  it("refuses a value set both ways, naming both variables", () => {
    const message = refusal({
      SMTP_URL: "smtp://mail.example",
      SMTP_URL_FILE: secretFile("smtp_url", "smtp://mail.example\n"),
      NOTIFY_TO: "owner@example.com",
    });
    expect(message).toMatch(/SMTP_URL and SMTP_URL_FILE are both set: keep one/);
  });

  it("refuses a missing, unreadable or empty file, naming the variable, the file and what to do, never the value", () => {
    const missing = path.join(tempDir("nexaforge-secrets-"), "nope");
    const folder = path.dirname(missing);
    const empty = secretFile("empty", "\n");
    const message = refusal({
      IP_HASH_SECRET_FILE: missing,
      SMTP_URL_FILE: folder,
      SMTP_USER: "website",
      SMTP_PASS_FILE: empty,
      NOTIFY_TO: "owner@example.com",
    });
    fs.rmSync(folder, { recursive: true, force: true });
    expect(message).toContain(
      `IP_HASH_SECRET_FILE=${missing}: cannot read it (there is no such file). Check the path, and that the file is there and readable by the server's user.`,
    );
    expect(message).toContain(`SMTP_URL_FILE=${folder}: cannot read it (it is a folder, not a file)`);
    expect(message).toContain(
      `SMTP_PASS_FILE=${empty}: the file is empty. Put the value of SMTP_PASS in it, or unset SMTP_PASS_FILE.`,
    );
  });

  it("signs in to the mail server with the password from SMTP_PASS_FILE, and logs it nowhere", async () => {
    const smtp = await startSmtp(0, undefined, { user: "website", pass: PASSWORD });
    let t: TestApp | undefined;
    try {
      t = await startApp({
        LOG_LEVEL: "trace",
        IP_HASH_SECRET_FILE: secretFile("ip_hash_secret", `${IP_SECRET}\n`),
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(smtp.port),
        SMTP_USER: "website",
        SMTP_PASS_FILE: secretFile("smtp_pass", `${PASSWORD}\n`),
        NOTIFY_TO: "owner@nexaforge.example",
        OUTBOX_POLL_MS: "50",
      });
      expect((await t.post(VALID)).statusCode).toBe(201);
      await until(() => smtp.received.length === 1);
      expect(smtp.logins).toEqual(["accepted"]);
      expect(t.logs()).not.toContain(PASSWORD);
      expect(t.logs()).not.toContain(IP_SECRET);
    } finally {
      await t?.close();
      await smtp.close();
    }
  });
});
