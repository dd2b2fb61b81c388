import { describe, expect, it } from "vitest";
import { buildStudioApp } from "../../studio/server/app.ts";
import { loadStudioConfig } from "../../studio/server/config.ts";
import { hashQueue, QueueFull } from "../../studio/server/hash-queue.ts";
import { loginLimits } from "../../studio/server/login-limits.ts";
import { PASSWORD, startStudio, TEST_SCRYPT } from "./studio-helper.ts";

// The login limits' own rules, on a clock the test moves; studio-login.test.ts has them over a socket.
const WINDOW = 60_000;

describe("the login limits", () => {
  it("count attempts in flight, and free those that were never checked", () => {
    const limits = loginLimits({ limit: 3, windowMs: WINDOW }, () => 1_800_000_000_000);
    const turns = [1, 2, 3].map(() => limits.begin("own@example.com", "203.0.113.1"));
    expect(turns.every((t) => t.ok)).toBe(true);
    expect(limits.begin("own@example.com", "203.0.113.1")).toMatchObject({ ok: false, reason: "attempts" });
    // Refused by the queue or the database: not a wrong password, so the place is free again.
    if (turns[0]!.ok) turns[0]!.end("unchecked");
    const next = limits.begin("own@example.com", "203.0.113.1");
    expect(next.ok).toBe(true);
    // A second end does not count twice.
    if (next.ok) {
      next.end("failed");
      next.end("failed");
    }
    expect(limits.begin("own@example.com", "203.0.113.1")).toMatchObject({ ok: false });
  });

  it("say how long until the oldest counted failure leaves the window", () => {
    let clock = 1_800_000_000_000;
    const limits = loginLimits({ limit: 2, windowMs: WINDOW }, () => clock);
    for (let i = 0; i < 2; i++) {
      const turn = limits.begin("ed@example.com", "2001:db8::1");
      if (turn.ok) turn.end("failed");
      clock += 10_000;
    }
    // Failures at 0 s and 10 s, now 20 s: the first leaves the window at 60 s.
    expect(limits.begin("ed@example.com", "2001:db8::2")).toEqual({
      ok: false,
      reason: "attempts",
      retryAfterMs: 40_000,
    });
    clock += 40_000;
    expect(limits.begin("ed@example.com", "2001:db8::2").ok).toBe(true);
  });

  it("cannot be made to count one account's failures for another's: an e-mail is any text", () => {
    const limits = loginLimits({ limit: 2, windowMs: WINDOW }, () => 1_800_000_000_000);
    // Made-up "e-mails" that spell how another count could be named: the owner's from her address.
    for (const email of ["own@example.com 203.0.113.9", '["own@example.com","203.0.113.9"]', "@203.0.113.9"])
      for (let i = 0; i < 2; i++) {
        const turn = limits.begin(email, `198.51.100.${i}`);
        if (turn.ok) turn.end("failed");
      }
    expect(limits.begin("own@example.com", "203.0.113.9").ok).toBe(true);
  });

  it("forget failures once out of the window: 10,000 addresses and accounts leave nothing behind", () => {
    let clock = 1_800_000_000_000;
    const limits = loginLimits({ limit: 10, windowMs: WINDOW }, () => clock);
    for (let i = 0; i < 10_000; i++) {
      const turn = limits.begin(`person${i}@example.com`, `198.51.${i >> 8}.${i & 255}`);
      if (turn.ok) turn.end("failed");
    }
    expect(limits.size().keys).toBe(30_000); // each: its account, its address, the two together
    clock += WINDOW;
    limits.begin("someone@example.com", "192.0.2.1"); // any attempt sweeps what left the window
    // Left: that attempt's own place in flight, for its address and for it with its account.
    expect(limits.size()).toEqual({ keys: 0, inFlight: 2, known: 0 });
  });
});

describe("the password checks' queue", () => {
  /** A check that ends when the test says, noting when it started. */
  function checks() {
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const check = (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name);
        finish.set(name, () => resolve(name));
      });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    return { started, check, end: async (name: string) => (finish.get(name)!(), await settle()), settle };
  }

  it("serves addresses in turns, the account's usual address first, and refuses past its lengths", async () => {
    const queue = hashQueue({ running: 1, perAddress: 3, waiting: 6 });
    const c = checks();
    const runs = [
      queue.run("flood", false, c.check("flood 1")),
      queue.run("flood", false, c.check("flood 2")),
      queue.run("flood", false, c.check("flood 3")),
      queue.run("flood", false, c.check("flood 4")),
      queue.run("other", false, c.check("other 1")),
      queue.run("usual", true, c.check("usual 1")),
    ];
    await expect(queue.run("flood", false, c.check("flood 5"))).rejects.toEqual(new QueueFull("address", 1000));
    runs.push(queue.run("another", false, c.check("another 1"))); // the sixth waiting
    await expect(queue.run("one more", false, c.check("one more 1"))).rejects.toMatchObject({ scope: "studio" });
    // The usual address goes first whatever the total (it is still held to its own length).
    const late = queue.run("usual", true, c.check("usual 2"));
    await c.settle();
    for (const name of ["flood 1", "usual 1", "usual 2", "flood 2", "other 1", "another 1", "flood 3"]) {
      expect(c.started.at(-1)).toBe(name);
      await c.end(name);
    }
    await c.end("flood 4");
    expect(await Promise.all([...runs, late])).toHaveLength(8);
    expect(queue.size()).toEqual({ running: 0, waiting: 0 });
  });
});

describe("the login limits over a restart", () => {
  it("still count the wrong passwords made before the studio restarted (from the audit log)", async () => {
    const first = await startStudio({ "own@example.com": "owner" }, { TRUST_PROXY: "127.0.0.1" });
    const login = (app: typeof first.app, password: string) =>
      app.inject({
        method: "POST",
        url: "/studio/api/login",
        headers: { origin: first.base, "x-forwarded-for": "203.0.113.9" },
        payload: { email: "own@example.com", password },
      });
    for (let i = 0; i < 10; i++) expect((await login(first.app, `guess ${i}`)).statusCode).toBe(401);
    await first.close();
    const config = loadStudioConfig({
      STUDIO_DATABASE_FILE: first.databaseFile,
      DATABASE_FILE: first.enquiryDatabaseFile,
      STUDIO_URL: first.base,
      TRUST_PROXY: "127.0.0.1",
      LOG_LEVEL: "silent",
    });
    const again = await buildStudioApp({ ...config, scrypt: TEST_SCRYPT });
    try {
      expect((await login(again, PASSWORD)).statusCode).toBe(429);
    } finally {
      await again.close();
    }
  });
});
