import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireRole } from "../../studio/server/guard.ts";
import { login, startStudio, studioFetch, type TestStudio } from "./studio-helper.ts";

// Sessions, over a real socket: the cookie, the guard on every change, the timeouts, the roles.
let s: TestStudio;
beforeAll(async () => {
  s = await startStudio({ "ed@example.com": "editor", "pub@example.com": "publisher", "own@example.com": "owner" });
  // A small route of the kind later parts add (publish): publishers and owners only.
  s.app.post("/studio/api/test-publish", { preHandler: requireRole("publisher") }, async () => ({ published: true }));
  await s.listen();
});
afterAll(() => s.close());

const me = (cookie?: string) => studioFetch(s, "/studio/api/me", { cookie });

describe("the studio's session cookie", () => {
  it("is HttpOnly, SameSite=Strict, for /studio only, and not Secure over plain http", async () => {
    const { setCookie } = await login(s, "ed@example.com");
    const flags = setCookie.split(";").map((f) => f.trim().toLowerCase());
    expect(flags).toEqual(expect.arrayContaining(["httponly", "samesite=strict", "path=/studio"]));
    expect(flags).not.toContain("secure");
  });

  it("is Secure when STUDIO_URL is https", async () => {
    const https = await startStudio({ "ed@example.com": "editor" }, { STUDIO_URL: "https://studio.example.com" });
    try {
      await https.listen();
      const res = await studioFetch(https, "/studio/api/login", {
        body: { email: "ed@example.com", password: "correct horse battery staple" },
        origin: "https://studio.example.com",
      });
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie()[0]!.toLowerCase().split(/;\s*/)).toContain("secure");
    } finally {
      await https.close();
    }
  });
});

describe("the studio's guard", () => {
  it("answers 401 without a session, and with the session's account once logged in", async () => {
    expect((await me()).status).toBe(401);
    expect((await me("studio_session=made-up")).status).toBe(401);
    const { cookie } = await login(s, "ed@example.com");
    const res = await me(cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: "ed@example.com", role: "editor" });
  });

  it("refuses a change from a foreign Origin, or with no Origin, with 403 (the login too)", async () => {
    const { cookie, csrf } = await login(s, "ed@example.com");
    for (const origin of ["https://evil.example", null]) {
      const res = await studioFetch(s, "/studio/api/logout", { body: {}, cookie, csrf, origin });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { message: string }).message).toMatch(/not sent from the studio's own page/);
    }
    const foreignLogin = await studioFetch(s, "/studio/api/login", {
      body: { email: "ed@example.com", password: "x" },
      origin: "https://evil.example",
    });
    expect(foreignLogin.status).toBe(403);
    // Still logged in: the refused logout did nothing.
    expect((await me(cookie)).status).toBe(200);
  });

  it("refuses a change without the session's CSRF token, or with another session's, with 403", async () => {
    const { cookie } = await login(s, "ed@example.com");
    const other = await login(s, "ed@example.com");
    for (const csrf of [undefined, other.csrf]) {
      const res = await studioFetch(s, "/studio/api/logout", { body: {}, cookie, csrf });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { message: string }).message).toMatch(/Reload the page/);
    }
    expect((await me(cookie)).status).toBe(200);
  });

  it("lets a publisher through requireRole('publisher') and answers an editor 403", async () => {
    const editor = await login(s, "ed@example.com");
    const refused = await studioFetch(s, "/studio/api/test-publish", { body: {}, ...editor });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/needs the publisher role/);
    for (const who of ["pub@example.com", "own@example.com"]) {
      const res = await studioFetch(s, "/studio/api/test-publish", { body: {}, ...(await login(s, who)) });
      expect(res.status).toBe(200);
    }
    expect((await studioFetch(s, "/studio/api/test-publish", { body: {} })).status).toBe(401);
  });
});

describe("the end of a session", () => {
  it("ends after STUDIO_SESSION_IDLE_MS without use, and not while in use", async () => {
    const { cookie } = await login(s, "ed@example.com");
    s.advance(29 * 60_000);
    expect((await me(cookie)).status).toBe(200);
    s.advance(29 * 60_000); // 58 minutes since login, 29 since last use
    expect((await me(cookie)).status).toBe(200);
    s.advance(30 * 60_000);
    expect((await me(cookie)).status).toBe(401);
  });

  it("is not kept alive by presence beats alone, only by real use (STUDIO_SESSION_IDLE_MS of a minute)", async () => {
    const short = await startStudio({ "ed@example.com": "editor" }, { STUDIO_SESSION_IDLE_MS: "60000" });
    try {
      await short.listen();
      const ed = await login(short, "ed@example.com");
      const beat = () =>
        studioFetch(short, "/studio/api/presence", { ...ed, body: { file: "pages/about.json", tab: "ed-tab-one" } });
      // An open tab beats every 20 s; none of it is use, so the login idles out a minute after it began.
      for (let i = 0; i < 2; i++) {
        short.advance(20_000);
        expect((await beat()).status).toBe(200);
      }
      short.advance(19_000); // 59 s after login
      expect((await beat()).status).toBe(200);
      short.advance(2_000); // 61 s after login, 2 s after the last beat
      expect((await studioFetch(short, "/studio/api/me", ed)).status).toBe(401);

      // Real use restarts the clock; beats between do not, and still need a live login.
      const again = await login(short, "ed@example.com");
      short.advance(40_000);
      expect((await studioFetch(short, "/studio/api/me", again)).status).toBe(200); // use at 40 s
      short.advance(30_000);
      expect(
        (
          await studioFetch(short, "/studio/api/presence", {
            ...again,
            body: { file: "pages/about.json", tab: "ed-tab-two" },
          })
        ).status,
      ).toBe(200);
      short.advance(29_000); // 59 s after the use, 29 s after the beat
      expect((await studioFetch(short, "/studio/api/me", again)).status).toBe(200);
      short.advance(61_000);
      expect(
        (
          await studioFetch(short, "/studio/api/presence", {
            ...again,
            body: { file: "pages/about.json", tab: "ed-tab-two" },
          })
        ).status,
      ).toBe(401);
    } finally {
      await short.close();
    }
  });

  it("ends STUDIO_SESSION_MAX_MS after login however busy", async () => {
    const { cookie } = await login(s, "ed@example.com");
    for (let i = 0; i < 16; i++) {
      s.advance(29 * 60_000);
      expect((await me(cookie)).status).toBe(200);
    }
    s.advance(29 * 60_000); // 8 h 13 min after login
    expect((await me(cookie)).status).toBe(401);
  });

  it("logout ends this session only; logout everywhere ends the account's other sessions", async () => {
    const a = await login(s, "pub@example.com");
    const b = await login(s, "pub@example.com");
    const c = await login(s, "pub@example.com");
    const other = await login(s, "ed@example.com");
    const out = await studioFetch(s, "/studio/api/logout", { body: {}, ...a });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie()[0]).toMatch(/^studio_session=;/);
    expect((await me(a.cookie)).status).toBe(401);
    expect((await me(b.cookie)).status).toBe(200);
    const everywhere = await studioFetch(s, "/studio/api/logout-everywhere", { body: {}, ...b });
    expect(everywhere.status).toBe(200);
    expect(await everywhere.json()).toEqual({ ended: 2 });
    expect((await me(b.cookie)).status).toBe(401);
    expect((await me(c.cookie)).status).toBe(401);
    expect((await me(other.cookie)).status).toBe(200);
  });
});
