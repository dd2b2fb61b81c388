/**
 * The studio's store (accounts, sessions, audit log, publishes) kept the same way by both engines:
 * its own SQLite file (the default) and PostgreSQL (DATABASE_URL). The same cases run against
 * each, through the interfaces the studio, its command line and its routes use.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../studio/server/accounts.ts";
import { openStudioStore, type StudioStore } from "../../studio/server/store.ts";
import { tempDir } from "./contact-helper.ts";
import { postgresTests, startCluster, type Cluster } from "./pg-cluster.ts";

let cluster: Cluster | undefined;
let dir: string;
beforeAll(async () => {
  dir = tempDir("nexaforge-studio-store-");
  if (postgresTests) cluster = await startCluster();
}, 60_000);
afterAll(async () => {
  await cluster?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

let clock = 1_800_000_000_000;
const now = () => clock;
let files = 0;
type Open = () => Promise<StudioStore>;
const engines: [string, Open][] = [
  ["SQLite", () => openStudioStore({ databaseFile: path.join(dir, `studio-${++files}.db`) }, { now })],
];
if (postgresTests)
  engines.push([
    "PostgreSQL",
    async () =>
      openStudioStore(
        { databaseFile: "/nonexistent/studio.db", databaseUrl: await cluster!.createDatabase() },
        { now },
      ),
  ]);

const LIMITS = { idleMs: 60_000, maxMs: 600_000 };
const add = (store: StudioStore, email: string, role: Role) =>
  store.accounts.add({ email, name: email.split("@")[0]!, role, passwordHash: `hash-of-${email}` });

describe.each(engines)("the studio's store on %s", (_engine, open) => {
  let store: StudioStore;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(() => store.close());

  it("keeps accounts, found by e-mail whatever its case, and refuses a second with the same e-mail", async () => {
    await add(store, "Rahim@Example.com", "owner");
    await add(store, "nadia@example.com", "editor");
    const found = await store.accounts.find("rahim@EXAMPLE.com");
    expect(found).toMatchObject({ email: "Rahim@Example.com", name: "Rahim", role: "owner" });
    expect(found!.passwordHash).toBe("hash-of-Rahim@Example.com");
    expect(typeof found!.id).toBe("number");
    expect(await store.accounts.get(found!.id)).toEqual(found);
    expect(await store.accounts.find("nobody@example.com")).toBeUndefined();
    await expect(add(store, "NADIA@example.com", "owner")).rejects.toThrow();
    expect((await store.accounts.list()).map((a) => a.email)).toEqual(["nadia@example.com", "Rahim@Example.com"]);
  });

  it("never removes or demotes the last owner, even when two owners remove each other at once", async () => {
    const rahim = (await store.accounts.find("rahim@example.com"))!;
    expect(await store.accounts.remove(rahim)).toBe(false);
    expect(await store.accounts.setRole(rahim, "publisher")).toBe(false);
    // Several rounds, each on connections already open (on PostgreSQL), so the two transactions overlap.
    for (let round = 0; round < 5; round++) {
      await add(store, `other${round}@example.com`, "owner");
      const [first, other] = await Promise.all([
        store.accounts.find("rahim@example.com"),
        store.accounts.find(`other${round}@example.com`),
        store.accounts.list(),
      ]);
      const results = await Promise.all([store.accounts.remove(first!), store.accounts.remove(other!)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const owners = (await store.accounts.list()).filter((a) => a.role === "owner");
      expect(owners).toHaveLength(1);
      // Back to Rahim alone as the owner for the next round.
      if (results[0]) {
        await add(store, "Rahim@Example.com", "owner");
        expect(await store.accounts.remove(owners[0]!)).toBe(true);
      }
    }
    // With two owners, one may become a publisher, and an owner again.
    await add(store, "second@example.com", "owner");
    expect(await store.accounts.setRole((await store.accounts.find("second@example.com"))!, "publisher")).toBe(true);
    expect((await store.accounts.find("second@example.com"))!.role).toBe("publisher");
    expect(await store.accounts.setRole((await store.accounts.find("second@example.com"))!, "owner")).toBe(true);
  });

  it("sessions: resumed by token, ended when idle, at their limit, or by logging out", async () => {
    const sessions = store.sessions(LIMITS);
    const nadia = (await store.accounts.find("nadia@example.com"))!;
    const first = await sessions.start(nadia.id, "192.0.2.1");
    expect(first.token).not.toEqual(first.csrfToken);
    const resumed = await sessions.resume(first.token);
    expect(resumed).toMatchObject({ accountId: nadia.id, csrfToken: first.csrfToken, lastSeenMs: clock });
    expect(await sessions.resume("not-a-token")).toBeUndefined();

    // Used every 50 s, it stays; 60 s unused, it has ended.
    for (let i = 0; i < 3; i++) {
      clock += 50_000;
      expect(await sessions.resume(first.token)).toMatchObject({ lastSeenMs: clock });
    }
    clock += 60_000;
    expect(await sessions.resume(first.token)).toBeUndefined();

    // However busy, a session ends maxMs after it began.
    const busy = await sessions.start(nadia.id, "192.0.2.1");
    for (let t = 0; t < 550_000; t += 50_000) {
      clock += 50_000;
      expect(await sessions.resume(busy.token)).toBeDefined();
    }
    clock += 50_000;
    expect(await sessions.resume(busy.token)).toBeUndefined();

    const a = await sessions.start(nadia.id, "192.0.2.1");
    const b = await sessions.start(nadia.id, "192.0.2.2");
    const c = await sessions.start(nadia.id, "192.0.2.3");
    const sessionA = (await sessions.resume(a.token))!;
    expect(await sessions.endOthers(sessionA)).toBe(2);
    expect(await sessions.resume(b.token)).toBeUndefined();
    expect(await sessions.resume(c.token)).toBeUndefined();
    expect(await sessions.resume(a.token)).toBeDefined();
    await sessions.end(sessionA);
    expect(await sessions.resume(a.token)).toBeUndefined();

    // What the guard asks on every request: the session with its account, or nothing.
    const e = await sessions.start(nadia.id, "192.0.2.6");
    clock += 1000;
    const withAccount = await sessions.resumeWithAccount(e.token);
    expect(withAccount?.account).toEqual(nadia);
    expect(withAccount?.session).toMatchObject({ accountId: nadia.id, csrfToken: e.csrfToken, lastSeenMs: clock });
    expect(await sessions.resumeWithAccount("not-a-token")).toBeUndefined();
    clock += 60_000;
    expect(await sessions.resumeWithAccount(e.token)).toBeUndefined();

    // Without touching (a presence beat): found while live, its idle clock left where it was.
    const f = await sessions.start(nadia.id, "192.0.2.7");
    const startedAt = clock;
    for (let i = 0; i < 2; i++) {
      clock += 25_000;
      const peeked = await sessions.resumeWithAccount(f.token, { touch: false });
      expect(peeked?.account).toEqual(nadia);
      expect(peeked?.session).toMatchObject({ csrfToken: f.csrfToken, lastSeenMs: startedAt });
    }
    clock += 10_000; // 60 s after the last use, however many beats
    expect(await sessions.resumeWithAccount(f.token, { touch: false })).toBeUndefined();
    expect(await sessions.resumeWithAccount(f.token)).toBeUndefined();

    const d = await sessions.start(nadia.id, "192.0.2.4");
    await sessions.start(nadia.id, "192.0.2.5");
    expect(await sessions.endAll(nadia.id)).toBe(2);
    expect(await sessions.resume(d.token)).toBeUndefined();
  });

  it("a new password ends the account's sessions; removing the account ends them too", async () => {
    const sessions = store.sessions(LIMITS);
    await add(store, "temp@example.com", "publisher");
    const temp = (await store.accounts.find("temp@example.com"))!;
    const one = await sessions.start(temp.id, "192.0.2.9");
    await store.accounts.setHash(temp.id, "own-new-hash");
    expect((await store.accounts.get(temp.id))!.passwordHash).toBe("own-new-hash");
    expect(await sessions.resume(one.token)).toBeDefined();
    await store.accounts.reset(temp.id, "reset-hash");
    expect((await store.accounts.get(temp.id))!.passwordHash).toBe("reset-hash");
    expect(await sessions.resume(one.token)).toBeUndefined();
    const two = await sessions.start(temp.id, "192.0.2.9");
    expect(await store.accounts.remove((await store.accounts.get(temp.id))!)).toBe(true);
    expect(await store.accounts.get(temp.id)).toBeUndefined();
    expect(await sessions.resume(two.token)).toBeUndefined();
  });

  it("the audit log: newest first, one action's entries since a time (what the login limits start from), last logins", async () => {
    const audit = store.audit;
    const start = clock;
    await audit.record({ actor: "nadia@example.com", action: "login", address: "192.0.2.1" });
    clock += 1000;
    await audit.record({ actor: "Nadia@Example.com", action: "login_failed", address: "192.0.2.7" });
    await audit.record({ actor: "nadia@example.com", action: "login_failed", address: "192.0.2.8" });
    clock += 1000;
    await audit.record({ actor: "command line (test)", action: "account_added", subject: "x@example.com" });
    const newest = await audit.newest(3);
    expect(newest.map((e) => e.action)).toEqual(["account_added", "login_failed", "login_failed"]);
    expect(newest[0]).toEqual({
      at: new Date(clock).toISOString(),
      actor: "command line (test)",
      action: "account_added",
      subject: "x@example.com",
      address: "",
    });
    expect(newest[1]!.address).toBe("192.0.2.8");
    // Oldest first, the newest `limit` of them, of that action only, strictly after the time.
    const failed = await audit.since("login_failed", start, 10);
    expect(failed).toEqual([
      { actor: "Nadia@Example.com", address: "192.0.2.7", atMs: start + 1000 },
      { actor: "nadia@example.com", address: "192.0.2.8", atMs: start + 1000 },
    ]);
    expect(await audit.since("login_failed", start, 1)).toEqual([failed[1]]);
    expect(await audit.since("login_failed", start + 1000, 10)).toEqual([]);
    expect(await audit.since("login", start - 1, 10)).toEqual([
      { actor: "nadia@example.com", address: "192.0.2.1", atMs: start },
    ]);
    expect((await audit.lastLogins()).get("nadia@example.com")).toBe(new Date(start).toISOString());
  });

  it("publishes: one row per release, read back by its id", async () => {
    await store.publishes.add({
      release: "20261129-043000-001",
      commit: "abc123",
      publishedBy: "rahim@example.com",
      publishedMs: clock,
      buildKind: "pages",
      tookMs: 1234,
    });
    expect(await store.publishes.get("20261129-043000-001")).toEqual({
      commit: "abc123",
      publishedBy: "rahim@example.com",
      buildKind: "pages",
      tookMs: 1234,
    });
    expect(await store.publishes.get("20261129-000000-000")).toBeUndefined();
  });

  it("answers /readyz's question", async () => {
    expect(await store.problem()).toBeUndefined();
  });
});
