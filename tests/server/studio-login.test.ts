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

  it("answers the eleventh wrong password for an account within a minute with 429, then lets it in after", async () => {
    s.advance(120_000); // the failures of the tests before are out of the window
    // From ten addresses, so that only the account's limit applies.
    for (let i = 0; i < 10; i++)
      expect((await attempt("own@example.com", `guess ${i}`, `198.51.100.${i}`)).status).toBe(401);
    const limited = await attempt("own@example.com", PASSWORD, "198.51.100.99");
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.body).message).toMatch(/Wait a minute/);
    s.advance(61_000);
    expect((await attempt("own@example.com", PASSWORD, "198.51.100.99")).status).toBe(200);
  });

  it("limits one address trying many accounts as well", async () => {
    s.advance(120_000);
    for (let i = 0; i < 10; i++) expect((await attempt(`person${i}@example.com`, "guess")).status).toBe(401);
    expect((await attempt("ed@example.com", PASSWORD)).status).toBe(429);
    s.advance(61_000);
  });

  it("refuses a body that is not an e-mail and a password in plain words (400, no validator wording)", async () => {
    const res = await studioFetch(s, "/studio/api/login", { body: { email: "ed@example.com" } });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).toMatch(/missing or not in the expected form/);
    expect(text).not.toMatch(/required|property|must/);
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
