/**
 * Erasing a sender's address in the studio's inbox (POST /studio/api/enquiries/erase) leaves the
 * address nowhere the studio keeps: not in the audit log (the new entry counts the enquiries
 * without it, and earlier entries naming it are scrubbed), and not in the request log, whose URLs
 * of the enquiry routes are logged without the search that held it. On SQLite and PostgreSQL.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { openStudioStore } from "../../studio/server/store.ts";
import { fakeBuild, tempDir, VALID } from "./contact-helper.ts";
import { postgresTests, startCluster, type Cluster } from "./pg-cluster.ts";
import { login, startStudio, studioFetch } from "./studio-helper.ts";

let cluster: Cluster | undefined;
beforeAll(async () => {
  if (postgresTests) cluster = await startCluster();
}, 60_000);
afterAll(async () => {
  await cluster?.stop();
});

const engines: [string, () => Promise<Record<string, string>>][] = [["SQLite", async () => ({})]];
if (postgresTests) engines.push(["PostgreSQL", async () => ({ DATABASE_URL: await cluster!.createDatabase() })]);

/** The public server beside the studio, on the same enquiry database: sends one enquiry from `email`. */
async function send(env: Record<string, string>, databaseFile: string, emails: string[]) {
  const dir = tempDir();
  const config = loadConfig({
    BUILD_DIR: fakeBuild(dir),
    DATABASE_FILE: databaseFile,
    LOG_LEVEL: "silent",
    CONTACT_RATE_LIMIT: "0",
    ...env,
  });
  const app = await buildApp(config, { logger: false });
  try {
    for (const [i, email] of emails.entries()) {
      const res = await app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
        payload: JSON.stringify({ ...VALID, name: `Sender ${i}`, email }),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  } finally {
    await app.close();
  }
}

const ERASED = "karim@textile.example";
/** The erased address, as a whole address (any case, or written into a URL), not inside a longer one. */
const NAMED = /(^|[^a-z0-9.])karim(@|%40)textile\.example/i;

describe.each(engines)("erasing an address on %s", (_name, engineEnv) => {
  it("keeps it in neither the audit log nor the request log", async () => {
    const env = await engineEnv();
    const lines: string[] = [];
    const studio = await startStudio(
      { "own@example.com": "owner" },
      { ...env, LOG_LEVEL: "info" },
      undefined,
      undefined,
      {
        logger: { stream: { write: (line: string) => void lines.push(line) } },
      },
    );
    await studio.listen();
    try {
      await send(env, studio.enquiryDatabaseFile, [ERASED, "mkarim@textile.example", "nusrat@shop.example"]);
      // Entries an earlier studio wrote an hour ago naming the address (its erasures did): scrubbed too.
      const store = await openStudioStore(
        { databaseFile: studio.databaseFile, databaseUrl: env.DATABASE_URL },
        { now: () => Date.now() - 3_600_000 },
      );
      await store.audit.record({
        actor: "own@example.com",
        action: "enquiries_deleted",
        subject: "0 from Karim@Textile.example",
      });
      await store.audit.record({
        actor: "own@example.com",
        action: "enquiries_deleted",
        subject: "1 from mkarim@textile.example",
      });
      await store.close();

      const owner = await login(studio, "own@example.com");
      for (const url of [
        `/studio/api/enquiries?search=${encodeURIComponent(ERASED)}`,
        `/studio/api/enquiries?email=${encodeURIComponent("KARIM@textile.example")}`,
        `/studio/api/enquiries.csv?email=${encodeURIComponent(ERASED)}`,
      ])
        expect((await studioFetch(studio, url, owner)).status, url).toBe(200);
      // An address that only looks like the inbox's is not the inbox, and is logged without its query too.
      const odd = `/studio//api/ENQUIRIES?search=${encodeURIComponent(ERASED)}`;
      expect((await studioFetch(studio, odd, owner)).status).not.toBe(200);
      const erased = await studioFetch(studio, "/studio/api/enquiries/erase", {
        ...owner,
        body: { email: " KARIM@textile.example " },
      });
      expect(await erased.json()).toEqual({ removed: 1 });

      const audit = (await (await studioFetch(studio, "/studio/api/audit", owner)).json()) as {
        entries: { action: string; subject: string }[];
      };
      expect(audit.entries[0]).toMatchObject({ action: "enquiries_deleted", subject: "1 from an erased address" });
      expect(audit.entries.filter((e) => e.action === "enquiries_deleted").map((e) => e.subject)).toEqual([
        "1 from an erased address",
        "1 from mkarim@textile.example",
        "0 from an erased address",
      ]);
      expect(audit.entries.filter((e) => NAMED.test(e.subject))).toEqual([]);

      // The searches were logged (their routes), never with the address they searched for.
      const log = lines.join("");
      expect(log).toContain('"url":"/studio/api/enquiries"');
      expect(log).toContain('"url":"/studio/api/enquiries.csv"');
      expect(log).toContain('"url":"/studio/api/enquiries/erase"');
      expect(log).toContain('"url":"/studio//api/ENQUIRIES"');
      expect(log).not.toMatch(NAMED);
      // Other routes keep their query: the editor's, say, name a page file, not a person.
      expect((await studioFetch(studio, "/studio/api/audit?limit=5", owner)).status).toBe(200);
      expect(lines.join("")).toContain('"url":"/studio/api/audit?limit=5"');
    } finally {
      await studio.close();
    }
  }, 60_000);
});
