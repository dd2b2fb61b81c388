import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login, PASSWORD, startStudio, studioFetch, type TestStudio } from "./studio-helper.ts";

// Logging in: one answer for every failure, limits per account and per address, and the audit log.
let s: TestStudio;
beforeAll(async () => {
  // Behind a proxy on this machine, so that a test can log in from several client addresses.
  s = await startStudio({ "ed@example.com": "editor", "own@example.com": "owner" }, { TRUST_PROXY: "127.0.0.1" });
  await s.listen();
});
afterAll(() => s.close());

const attempt = async (email: string, password: string, from = "203.0.113.1") => {
  const res = await studioFetch(s, "/studio/api/login", { body: { email, password }, from });
  return { status: res.status, body: await res.text() };
};

describe("logging in to the studio", () => {
  it("answers an unknown account exactly as a wrong password", async () => {
    const wrong = await attempt("ed@example.com", "not the password at all");
    const unknown = await attempt("nobody@example.com", "not the password at all");
    expect(wrong.status).toBe(401);
    expect(unknown).toMatchObject({ status: wrong.status, body: wrong.body });
    expect(JSON.parse(wrong.body).message).toBe(
      "That e-mail and password do not match an account. Check both and try again.",
    );
  });

  it("takes as long for an unknown account as for a wrong password (a hash either way)", async () => {
    // A cost where the hash, not the request, takes the time (16 MiB, tens of milliseconds).
    const slow = await startStudio({ "ed@example.com": "editor" }, {}, { N: 2 ** 14, r: 8, p: 1 });
    try {
      await slow.listen();
      const attempt = async (email: string, i: number) => {
        const started = performance.now();
        const res = await studioFetch(slow, "/studio/api/login", { body: { email, password: `wrong ${i}` } });
        expect(res.status).toBe(401);
        await res.arrayBuffer();
        slow.advance(120_000); // stay under the login limit
        return performance.now() - started;
      };
      // Taken in turns, so that a busy moment of the machine slows both alike.
      const times = { known: [] as number[], unknown: [] as number[] };
      for (let i = 0; i < 9; i++) {
        times.known.push(await attempt("ed@example.com", i));
        times.unknown.push(await attempt("nobody@example.com", i));
      }
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[4]!;
      const [known, unknown] = [median(times.known), median(times.unknown)];
      expect(unknown / known).toBeGreaterThan(0.5);
      expect(unknown / known).toBeLessThan(2);
    } finally {
      await slow.close();
    }
  });

  it("answers the eleventh wrong password for an account from one address with 429 and Retry-After, then lets it in after", async () => {
    s.advance(120_000); // the failures of the tests before are out of the window
    for (let i = 0; i < 10; i++)
      expect((await attempt("own@example.com", `guess ${i}`, "198.51.100.9")).status).toBe(401);
    const res = await studioFetch(s, "/studio/api/login", {
      body: { email: "own@example.com", password: PASSWORD },
      from: "198.51.100.9",
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(res.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(((await res.json()) as { message: string }).message).toMatch(/^Too many wrong passwords.*Wait a minute/);
    s.advance(61_000);
    expect((await attempt("own@example.com", PASSWORD, "198.51.100.9")).status).toBe(200);
  });

  it("evaluates at most STUDIO_LOGIN_LIMIT of 30 wrong passwords sent at once; the rest answer 429 with Retry-After", async () => {
    s.advance(120_000);
    const sent = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const res = await studioFetch(s, "/studio/api/login", {
          body: { email: "ed@example.com", password: `parallel guess ${i}` },
          from: "203.0.113.30",
        });
        await res.arrayBuffer();
        return { status: res.status, retryAfter: res.headers.get("retry-after") };
      }),
    );
    const wrong = sent.filter((r) => r.status === 401);
    const limited = sent.filter((r) => r.status === 429);
    // Each 401 is a password checked (a hash run); none past the limit, even while the first are still hashing.
    expect(wrong.length).toBeGreaterThan(0);
    expect(wrong.length).toBeLessThanOrEqual(10);
    expect(wrong.length + limited.length).toBe(30);
    for (const r of limited) expect(Number(r.retryAfter)).toBeGreaterThan(0);
  });

  it("lets the owner in from another address while a stranger fails 20 times at the same account", async () => {
    s.advance(120_000);
    const stranger = [];
    for (let i = 0; i < 20; i++)
      stranger.push((await attempt("own@example.com", `stranger ${i}`, "192.0.2.66")).status);
    expect(stranger).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
    expect((await attempt("own@example.com", PASSWORD, "198.51.100.20")).status).toBe(200);
  });

  it("counts the addresses of one IPv6 /64 as one address", async () => {
    s.advance(120_000);
    for (let i = 1; i <= 10; i++)
      expect((await attempt("ed@example.com", `guess ${i}`, `2001:db8:1:2::${i.toString(16)}`)).status).toBe(401);
    expect((await attempt("ed@example.com", PASSWORD, "2001:db8:1:2:ffff:1234:5678:9abc")).status).toBe(429);
    expect((await attempt("ed@example.com", PASSWORD, "2001:db8:1:3::1")).status).toBe(200); // the next /64
  });

  it("limits one address trying many accounts: three times STUDIO_LOGIN_LIMIT across them", async () => {
    s.advance(120_000);
    for (let i = 0; i < 30; i++)
      expect((await attempt(`person${i}@example.com`, "guess", "2001:db8:5:6::1")).status).toBe(401);
    expect((await attempt("ed@example.com", PASSWORD, "2001:db8:5:6::2")).status).toBe(429);
    expect((await attempt("ed@example.com", PASSWORD, "2001:db8:5:7::2")).status).toBe(200);
  });

  it("refuses a body that is not an e-mail and a password in plain words (400, no validator wording)", async () => {
    const res = await studioFetch(s, "/studio/api/login", { body: { email: "ed@example.com" } });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).toMatch(/missing or not in the expected form/);
    expect(text).not.toMatch(/required|property|must/);
  });
});

describe("an account's ceiling over every address", () => {
  it("stops ten times STUDIO_LOGIN_LIMIT wrong passwords from many addresses, but not the account's own usual address", async () => {
    // A limit of 2 a minute: the account's ceiling is 20, whatever the addresses.
    const small = await startStudio(
      { "own@example.com": "owner" },
      { TRUST_PROXY: "127.0.0.1", STUDIO_LOGIN_LIMIT: "2" },
    );
    try {
      await small.listen();
      const tryAt = async (password: string, from: string) =>
        (await studioFetch(small, "/studio/api/login", { body: { email: "own@example.com", password }, from })).status;
      expect(await tryAt(PASSWORD, "198.51.100.1")).toBe(200); // where the owner works
      small.advance(60_000);
      for (let i = 0; i < 10; i++)
        for (let j = 0; j < 2; j++) expect(await tryAt(`guess ${i} ${j}`, `203.0.113.${100 + i}`)).toBe(401);
      // Ten addresses together reached the ceiling: a new place is refused, though no address passed its own limit.
      expect(await tryAt(PASSWORD, "203.0.113.200")).toBe(429);
      expect(await tryAt(PASSWORD, "198.51.100.1")).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe("the audit log", () => {
  it("records logins, failed logins and logouts with their address, and only an owner reads it", async () => {
    s.advance(120_000);
    await attempt("ed@example.com", "wrong password here");
    const editor = await login(s, "ed@example.com");
    await studioFetch(s, "/studio/api/logout", { body: {}, ...editor });
    const again = await login(s, "ed@example.com");
    expect((await studioFetch(s, "/studio/api/audit", again)).status).toBe(403);
    expect((await studioFetch(s, "/studio/api/audit")).status).toBe(401);
    const owner = await login(s, "own@example.com");
    const res = await studioFetch(s, "/studio/api/audit?limit=4", owner);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { entries } = (await res.json()) as { entries: { actor: string; action: string; address: string }[] };
    expect(entries.map((e) => [e.actor, e.action])).toEqual([
      ["own@example.com", "login"],
      ["ed@example.com", "login"],
      ["ed@example.com", "logout"],
      ["ed@example.com", "login"],
    ]);
    expect(entries[0]!.address).toBe("127.0.0.1");
  });
});
