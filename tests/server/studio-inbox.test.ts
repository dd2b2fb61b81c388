import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { fakeBuild, startApp, tempDir, VALID } from "./contact-helper.ts";
import { postgresTests, startCluster, type Cluster } from "./pg-cluster.ts";
import { freePort } from "./process-helper.ts";
import { login, startStudio, studioFetch, type TestStudio } from "./studio-helper.ts";

// The owner's inbox over a real socket, on the enquiry database a public server writes beside it:
// the SQLite file, and (DATABASE_URL set for both) a real PostgreSQL.

/** The public server beside the studio: posts enquiries, and tells which addresses are stored. */
interface Site {
  post(body: unknown): Promise<{ statusCode: number; json(): unknown }>;
  emails(): Promise<string[]>;
  close(): Promise<void>;
}

let cluster: Cluster | undefined;
beforeAll(async () => {
  if (postgresTests) cluster = await startCluster();
}, 60_000);
afterAll(async () => {
  await cluster?.stop();
});

interface Engine {
  /** Settings the studio and the server share. */
  env(): Promise<Record<string, string>>;
  site(env: Record<string, string>, enquiryDatabaseFile: string): Promise<Site>;
}

const sqlite: Engine = {
  env: async () => ({}),
  async site(_env, enquiryDatabaseFile) {
    const app = await startApp({ DATABASE_FILE: enquiryDatabaseFile });
    return {
      post: (body) => app.post(body),
      emails: async () => app.rows().map((r) => String(r.email)),
      close: app.close,
    };
  },
};

const postgres: Engine = {
  env: async () => ({ DATABASE_URL: await cluster!.createDatabase() }),
  async site(env) {
    const dir = tempDir();
    const config = loadConfig({
      BUILD_DIR: fakeBuild(dir),
      DATABASE_FILE: `${dir}/data/enquiries.db`,
      LOG_LEVEL: "silent",
      CONTACT_RATE_LIMIT: "0",
      ...env,
    });
    const app = await buildApp(config, { logger: false });
    await app.ready();
    const database = env.DATABASE_URL!.split("/").at(-1);
    return {
      post: (body) =>
        app.inject({
          method: "POST",
          url: "/api/contact",
          headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
          payload: JSON.stringify(body),
        }),
      emails: async () =>
        (await cluster!.admin<{ email: string }>("SELECT email FROM enquiries ORDER BY seq", database)).map(
          (r) => r.email,
        ),
      close: () => app.close(),
    };
  },
};

type Listed = {
  enquiries: { id: string; name: string; email: string; status: string; note: string; language: string }[];
  total: number;
};

const engines: [string, Engine][] = [["SQLite", sqlite]];
if (postgresTests) engines.push(["PostgreSQL", postgres]);

describe.each(engines)("the owner's inbox on %s", (_name, engine) => {
  let s: TestStudio;
  let site: Site;
  let owner: Awaited<ReturnType<typeof login>>;
  const sent: Record<string, string> = {};

  beforeAll(async () => {
    const env = await engine.env();
    s = await startStudio(
      { "ed@example.com": "editor", "pub@example.com": "publisher", "own@example.com": "owner" },
      env,
    );
    await s.listen();
    site = await engine.site(env, s.enquiryDatabaseFile);
    const visitors = [
      { ...VALID, name: "Karim Hossain", email: "karim@textile.example", services: "SEO", message: "Rank our mill" },
      {
        ...VALID,
        name: "নুসরাত জাহান",
        email: "nusrat@shop.example",
        services: "Web design",
        message: "নতুন ওয়েবসাইট চাই",
        language: "bn",
      },
      { ...VALID, name: "Tanvir 100%_sure", email: "tanvir@agency.example", services: "SEO, Web design" },
    ];
    for (const v of visitors) {
      const res = await site.post(v);
      expect(res.statusCode).toBe(201);
      sent[v.email] = (res.json() as { id: string }).id;
    }
    owner = await login(s, "own@example.com");
  });
  afterAll(async () => {
    await site.close();
    await s.close();
  });

  const list = async (query: string) => {
    const res = await studioFetch(s, `/studio/api/enquiries${query}`, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    return (await res.json()) as Listed;
  };

  it("lists every enquiry newest first, new until marked", async () => {
    const { enquiries, total } = await list("");
    expect(total).toBe(3);
    expect(enquiries.map((e) => e.email)).toEqual([
      "tanvir@agency.example",
      "nusrat@shop.example",
      "karim@textile.example",
    ]);
    expect(enquiries.every((e) => e.status === "new")).toBe(true);
    // The language each was sent in: the one to answer in.
    expect(enquiries.map((e) => e.language)).toEqual(["en", "bn", "en"]);
  });

  it("finds by e-mail, by name in Bengali, by words of the message, and takes % and _ literally", async () => {
    expect((await list("?search=karim%40textile")).enquiries.map((e) => e.email)).toEqual(["karim@textile.example"]);
    expect((await list(`?search=${encodeURIComponent("নুসরাত")}`)).enquiries.map((e) => e.name)).toEqual([
      "নুসরাত জাহান",
    ]);
    expect((await list("?search=RANK+mill")).total).toBe(1);
    expect((await list(`?search=${encodeURIComponent("100%_")}`)).total).toBe(1);
    expect((await list(`?search=${encodeURIComponent("%")}`)).enquiries.map((e) => e.email)).toEqual([
      "tanvir@agency.example",
    ]);
  });

  it("filters by service and by status", async () => {
    expect((await list("?service=seo")).total).toBe(2);
    expect((await list("?service=web+design&status=new")).total).toBe(2);
    expect((await list("?status=replied")).total).toBe(0);
  });

  it("marks one replied with a note; the change is kept, filtered on, and in the audit log", async () => {
    const id = sent["karim@textile.example"]!;
    const res = await studioFetch(s, `/studio/api/enquiries/${id}`, {
      ...owner,
      method: "PATCH",
      body: { status: "replied", note: "Called him on Tuesday; quote sent." },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: "replied", note: "Called him on Tuesday; quote sent." });
    const one = await studioFetch(s, `/studio/api/enquiries/${id}`, owner);
    expect(await one.json()).toMatchObject({ status: "replied", email: "karim@textile.example" });
    expect((await list("?status=replied")).enquiries.map((e) => e.id)).toEqual([id]);
    const audit = (await (await studioFetch(s, "/studio/api/audit", owner)).json()) as {
      entries: { action: string; actor: string; subject: string }[];
    };
    expect(audit.entries[0]).toMatchObject({
      action: "enquiry_updated",
      actor: "own@example.com",
      subject: `${id}: marked replied, note`,
    });
  });

  it("refuses an unknown status in words, and answers 404 for an enquiry that is not there", async () => {
    const id = sent["nusrat@shop.example"]!;
    const bad = await studioFetch(s, `/studio/api/enquiries/${id}`, {
      ...owner,
      method: "PATCH",
      body: { status: "done" },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).not.toMatch(/must be equal to one of the allowed values/);
    const missing = await studioFetch(s, "/studio/api/enquiries/no-such-id", owner);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toMatch(/no such enquiry/);
  });

  it("exports CSV with a BOM, so a spreadsheet shows Bengali names as written", async () => {
    const res = await studioFetch(s, "/studio/api/enquiries.csv", owner);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text).toContain('"নুসরাত জাহান"');
    expect(text).toContain('"নতুন ওয়েবসাইট চাই","Bangla"');
    // Headed in the owner's words, the sender's browser and hash left out (the CLI's export keeps them).
    expect(text.split("\r\n")[0]).toBe(
      '\uFEFF"Received (Dhaka time)","Name","E-mail","Phone","Services","Country","Budget","Message","Language","Status","Note"',
    );
    expect(text.split("\r\n")[1]).toMatch(/^"\d{4}-\d\d-\d\d \d\d:\d\d",/);
    // One BOM, not two (the export and the route each adding one).
    expect(bytes[3]).toBe(0x22);
  });

  it("counts the enquiries of one address exactly (whatever its case), not of addresses that contain it", async () => {
    const more = { ...VALID, name: "Another Karim", email: "mkarim@textile.example", services: "SEO" };
    expect((await site.post(more)).statusCode).toBe(201);
    expect((await list("?search=karim%40textile")).total).toBe(2);
    const exact = await list(`?email=${encodeURIComponent("KARIM@textile.example")}`);
    expect(exact.enquiries.map((e) => e.email)).toEqual(["karim@textile.example"]);
    expect(exact.total).toBe(1);
  });

  it("exports only what the filter matches, as the inbox shows it", async () => {
    const csv = async (query: string) => {
      const res = await studioFetch(s, `/studio/api/enquiries.csv${query}`, owner);
      expect(res.status).toBe(200);
      return (await res.text()).split("\r\n").filter(Boolean).slice(1);
    };
    expect(await csv("?search=rank+mill")).toHaveLength(1);
    expect((await csv("?search=rank+mill"))[0]).toContain('"karim@textile.example"');
    expect(await csv("?service=web+design&status=new")).toHaveLength(2);
    expect(await csv("?status=archived")).toEqual([]);
    expect(await csv("")).toHaveLength(4);
    expect((await studioFetch(s, "/studio/api/enquiries.csv?status=done", owner)).status).toBe(400);
  });

  it("erases every enquiry of an address, whatever its case", async () => {
    const res = await studioFetch(s, "/studio/api/enquiries/erase", {
      ...owner,
      body: { email: "TANVIR@agency.example" },
    });
    expect(await res.json()).toEqual({ removed: 1 });
    expect((await list("")).total).toBe(3);
    expect(await site.emails()).not.toContain("tanvir@agency.example");
  });

  it("is for owners: an editor and a publisher get 403, no session 401, a foreign Origin 403", async () => {
    for (const email of ["ed@example.com", "pub@example.com"]) {
      const other = await login(s, email);
      expect((await studioFetch(s, "/studio/api/enquiries", other)).status).toBe(403);
      expect((await studioFetch(s, "/studio/api/enquiries.csv", other)).status).toBe(403);
    }
    expect((await studioFetch(s, "/studio/api/enquiries")).status).toBe(401);
    const foreign = await studioFetch(s, "/studio/api/enquiries/erase", {
      ...owner,
      origin: "https://evil.example",
      body: { email: "karim@textile.example" },
    });
    expect(foreign.status).toBe(403);
    expect((await list("")).total).toBe(3);
  });
});

describe.runIf(postgresTests)("the studio on PostgreSQL (DATABASE_URL)", () => {
  it("keeps the inbox in PostgreSQL, creating no SQLite enquiry file beside the studio's own", async () => {
    const env = await postgres.env();
    const studio = await startStudio({ "own@example.com": "owner" }, env);
    try {
      const site = await postgres.site(env, "");
      expect((await site.post(VALID)).statusCode).toBe(201);
      await site.close();
      const res = await studio.app.inject({ method: "GET", url: "/studio/api/enquiries" });
      expect(res.statusCode).toBe(401);
      expect(fs.existsSync(studio.enquiryDatabaseFile)).toBe(false);
    } finally {
      await studio.close();
    }
  });

  it("answers 503 in plain words while PostgreSQL refuses connections, and serves the inbox again once it takes them", async () => {
    const env = await postgres.env();
    const database = env.DATABASE_URL!.split("/").at(-1)!;
    const studio = await startStudio({ "own@example.com": "owner" }, env);
    await studio.listen();
    try {
      const site = await postgres.site(env, "");
      expect((await site.post(VALID)).statusCode).toBe(201);
      await site.close();
      const who = await login(studio, "own@example.com");
      expect(((await (await studioFetch(studio, "/studio/api/enquiries", who)).json()) as Listed).total).toBe(1);
      // As while it restarts: no new connections, the open ones cut.
      await cluster!.admin(`ALTER DATABASE ${database} ALLOW_CONNECTIONS false`);
      await cluster!.admin("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", "postgres", [
        database,
      ]);
      for (const request of [
        studioFetch(studio, "/studio/api/enquiries", who),
        studioFetch(studio, "/studio/api/enquiries.csv", who),
        studioFetch(studio, "/studio/api/enquiries/erase", { ...who, body: { email: VALID.email } }),
      ]) {
        const res = await request;
        expect(res.status).toBe(503);
        expect(res.headers.get("retry-after")).toBe("10");
        expect(((await res.json()) as { message: string }).message).toMatch(/cannot be reached just now.*Try again/);
      }
      await cluster!.admin(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`);
      const back = await studioFetch(studio, "/studio/api/enquiries", who);
      expect(back.status).toBe(200);
      expect(((await back.json()) as Listed).total).toBe(1);
    } finally {
      await studio.close();
    }
  });

  it("will not start on a PostgreSQL that does not answer, saying which setting and what to do, never the password", async () => {
    const port = await freePort();
    const url = `postgres://site:secret-password@127.0.0.1:${port}/nexaforge`;
    const failed = await startStudio({ "own@example.com": "owner" }, { DATABASE_URL: url }).then(
      async (studio) => {
        await studio.close();
        return "(started)";
      },
      (error: Error) => error.message,
    );
    expect(failed).toContain(
      `DATABASE_URL=postgres://site@127.0.0.1:${port}/nexaforge: nothing answers at 127.0.0.1:${port}`,
    );
    expect(failed).toMatch(/Start PostgreSQL/);
    expect(failed).not.toContain("secret-password");
  });
});
