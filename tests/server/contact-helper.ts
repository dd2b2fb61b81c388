/** Shared set-up for the enquiry API tests: a real server on a real SQLite file in a temp folder. */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { buildApp } from "../../server/app.ts";
import { loadConfig, type ContactConfig } from "../../server/config.ts";
import type { Enquiry } from "../../server/contact/validate.ts";

export const VALID: Readonly<Enquiry> = Object.freeze({
  name: "Ayesha Rahman",
  email: "ayesha.rahman@example.com",
  phone: "+880 1712-345678",
  services: "Website development and SEO",
  country: "Bangladesh",
  price: "$2001-5000",
  message: "We need a new online shop.\nCan you help by March?",
  website: "",
  fillMs: 12_000,
});

export function tempDir(prefix = "nexaforge-contact-"): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** The API does not need the prerendered site: an empty build keeps these tests independent of `npm run build`. */
export function fakeBuild(dir: string): string {
  const build = path.join(dir, "build");
  fs.mkdirSync(path.join(build, "client"), { recursive: true });
  fs.writeFileSync(path.join(build, "site-manifest.json"), JSON.stringify({ routes: [], redirects: [] }));
  return build;
}

export interface PostOptions {
  headers?: Record<string, string | undefined>;
  key?: string;
}

/** Waits until `check()` holds, polling every 25 ms; throws after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs = 8000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 25));
  }
}

export type TestApp = Awaited<ReturnType<typeof startApp>>;

/**
 * Builds the app on a fresh database with the rate limit off (unless `env` sets it) and every
 * log line captured. Rows are read through a second, independent connection to the file.
 */
export async function startApp(env: Record<string, string> = {}, contact: Partial<ContactConfig> = {}) {
  const dir = tempDir();
  // A studio test names the file the studio beside this server reads.
  const databaseFile = env.DATABASE_FILE ?? path.join(dir, "data", "enquiries.db");
  const loaded = loadConfig({
    BUILD_DIR: fakeBuild(dir),
    DATABASE_FILE: databaseFile,
    LOG_LEVEL: "info",
    CONTACT_RATE_LIMIT: "0",
    ...env,
  });
  const config = { ...loaded, contact: { ...loaded.contact, ...contact } };
  const lines: string[] = [];
  const app = await buildApp(config, { logger: { stream: { write: (line: string) => lines.push(line) } } });
  await app.ready();
  const reader = new Database(databaseFile, { readonly: true });

  return {
    app,
    dir,
    config,
    databaseFile,
    logs: () => lines.join(""),
    logEntries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
    rows: () => reader.prepare("SELECT * FROM enquiries ORDER BY rowid").all() as Record<string, unknown>[],
    count: () => reader.prepare("SELECT count(*) FROM enquiries").pluck().get() as number,
    outbox: () => reader.prepare("SELECT * FROM outbox ORDER BY id").all() as Record<string, unknown>[],
    /** POST /api/contact through app.inject; `body` is sent as is when it is a string. */
    post(body: unknown, options: PostOptions = {}) {
      const headers = {
        "content-type": "application/json",
        "idempotency-key": options.key ?? randomUUID(),
        ...options.headers,
      };
      for (const [k, v] of Object.entries(headers)) if (v === undefined) delete headers[k as keyof typeof headers];
      return app.inject({
        method: "POST",
        url: "/api/contact",
        headers: headers as Record<string, string>,
        payload: typeof body === "string" ? body : JSON.stringify(body),
      });
    },
    async close() {
      reader.close();
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Another program holding the database's write lock (as an owner tool does for a moment), for as
 * long as the test needs: writes from the server wait for it, then fail.
 */
export function holdWriteLock(databaseFile: string) {
  const holder = new Database(databaseFile);
  holder.exec("BEGIN IMMEDIATE");
  return {
    release() {
      holder.exec("ROLLBACK");
      holder.close();
    },
  };
}

/** The columns of a stored row that hold the form's fields, keyed as the body keys them. */
export function fieldsOf(row: Record<string, unknown>) {
  const { name, email, phone, services, country, price, message, fill_ms } = row;
  return { name, email, phone, services, country, price, message, website: "", fillMs: fill_ms };
}

/**
 * An enquiry whose body is half sent (its first 20 bytes): it is in flight until `finish()` sends
 * the rest. For the tests that stop the server while a request is under way.
 */
export function halfSentEnquiry(base: string) {
  const body = JSON.stringify(VALID);
  let finish = () => {};
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      `${base}/api/contact`,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "idempotency-key": randomUUID(),
        },
      },
      (res) => {
        let text = "";
        res.on("data", (c) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    req.on("error", reject);
    req.write(body.slice(0, 20));
    finish = () => req.end(body.slice(20));
  });
  return { answer, finish: () => finish() };
}
