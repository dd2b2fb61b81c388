import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login, PASSWORD, startStudio, studioFetch, type TestStudio } from "./studio-helper.ts";

// The owner's page over a real socket (routes/accounts.ts), and every account's own password.
let s: TestStudio;
let owner: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  s = await startStudio({ "own@example.com": "owner", "pub@example.com": "publisher", "ed@example.com": "editor" });
  await s.listen();
  owner = await login(s, "own@example.com");
});
afterAll(() => s.close());

type Who = { cookie?: string; csrf?: string; origin?: string | null };
const call = (method: string, url: string, who: Who, body?: unknown) =>
  studioFetch(s, `/studio/api${url}`, { method, body, ...who });
const words = async (res: Response) => ((await res.json()) as { message: string }).message;
const me = (who: Who) => call("GET", "/me", who);
type Listed = { accounts: { email: string; name: string; role: string; created: string; lastLogin: string | null }[] };

/** Every route of the owner's page, each as a change (or a read) that must be refused to the wrong caller. */
const OWNER_ROUTES: [string, string, unknown][] = [
  ["GET", "/accounts", undefined],
  ["POST", "/accounts", { email: "x@example.com", role: "editor" }],
  ["PATCH", "/accounts/ed@example.com", { role: "publisher" }],
  ["POST", "/accounts/ed@example.com/reset", {}],
  ["DELETE", "/accounts/ed@example.com", undefined],
];

describe("the owner's page refuses whoever may not use it", () => {
  it.each(OWNER_ROUTES)(
    "%s %s: 401 without a session, 403 for a publisher, a foreign Origin or no CSRF token",
    async (method, url, body) => {
      expect((await call(method, url, {}, body)).status).toBe(401);
      const publisher = await call(method, url, await login(s, "pub@example.com"), body);
      expect(publisher.status).toBe(403);
      expect(await words(publisher)).toMatch(/needs the owner role/);
      if (method !== "GET") {
        const foreign = await call(method, url, { ...owner, origin: "https://evil.example" }, body);
        expect(foreign.status).toBe(403);
        expect(await words(foreign)).toMatch(/not sent from the studio's own page/);
        const noCsrf = await call(method, url, { cookie: owner.cookie }, body);
        expect(noCsrf.status).toBe(403);
        expect(await words(noCsrf)).toMatch(/Reload the page/);
      }
      // Nothing was changed by any of them.
      const { accounts } = (await (await call("GET", "/accounts", owner)).json()) as Listed;
      expect(accounts.map((a) => `${a.email} ${a.role}`)).toEqual([
        "ed@example.com editor",
        "own@example.com owner",
        "pub@example.com publisher",
      ]);
    },
  );

  it("POST /password: 401 without a session, 403 from a foreign Origin or without the CSRF token", async () => {
    const body = { current: PASSWORD, password: "a brand new long password" };
    expect((await call("POST", "/password", {}, body)).status).toBe(401);
    const ed = await login(s, "ed@example.com");
    expect((await call("POST", "/password", { ...ed, origin: "https://evil.example" }, body)).status).toBe(403);
    expect((await call("POST", "/password", { cookie: ed.cookie }, body)).status).toBe(403);
    await login(s, "ed@example.com", PASSWORD);
  });
});

describe("the owner's page", () => {
  it("lists the accounts without their passwords, last login included, never cached", async () => {
    const res = await call("GET", "/accounts", owner);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.clone().text();
    expect(text).not.toMatch(/scrypt|hash/i);
    const { accounts } = (await res.json()) as Listed;
    const own = accounts.find((a) => a.email === "own@example.com")!;
    expect(own).toMatchObject({ name: "own", role: "owner" });
    expect(Date.parse(own.created)).toBeGreaterThan(0);
    expect(Date.parse(own.lastLogin!)).toBeGreaterThan(0);
  });

  it("adds an account with a password made once, which logs in; a taken or wrong e-mail is refused in words", async () => {
    const res = await call("POST", "/accounts", owner, {
      email: "nadia@example.com",
      name: "Nadia Islam",
      role: "publisher",
    });
    expect(res.status).toBe(201);
    const { account, password } = (await res.json()) as { account: { name: string; role: string }; password: string };
    expect(account).toMatchObject({ name: "Nadia Islam", role: "publisher" });
    expect(password.length).toBeGreaterThanOrEqual(20);
    const nadia = await login(s, "nadia@example.com", password);
    expect(await (await me(nadia)).json()).toMatchObject({ role: "publisher" });

    const taken = await call("POST", "/accounts", owner, { email: "NADIA@example.com", role: "editor" });
    expect(taken.status).toBe(409);
    expect(await words(taken)).toBe("NADIA@example.com already has an account.");
    const wrong = await call("POST", "/accounts", owner, { email: "nadia at example", role: "editor" });
    expect(wrong.status).toBe(400);
    expect(await words(wrong)).toBe("nadia at example is not an e-mail address such as someone@example.com.");
    const noRole = await call("POST", "/accounts", owner, { email: "y@example.com", role: "admin" });
    expect(noRole.status).toBe(400);
    expect(await words(noRole)).not.toMatch(/enum|must be/);
  });

  it("changes a role, taking effect at the account's next request", async () => {
    const ed = await login(s, "ed@example.com");
    const res = await call("PATCH", "/accounts/ed@example.com", owner, { role: "publisher" });
    expect(res.status).toBe(200);
    expect(await (await me(ed)).json()).toMatchObject({ role: "publisher" });
    await call("PATCH", "/accounts/ed@example.com", owner, { role: "editor" });
    expect(await (await me(ed)).json()).toMatchObject({ role: "editor" });
    expect((await call("PATCH", "/accounts/nobody@example.com", owner, { role: "editor" })).status).toBe(404);
  });

  it("refuses to demote or remove the last owner, in words", async () => {
    const demote = await call("PATCH", "/accounts/own@example.com", owner, { role: "publisher" });
    expect(demote.status).toBe(409);
    expect(await words(demote)).toBe(
      "own@example.com is the last owner and cannot be made publisher: add another owner first.",
    );
    const remove = await call("DELETE", "/accounts/own@example.com", owner);
    expect(remove.status).toBe(409);
    expect(await words(remove)).toBe(
      "own@example.com is the last owner and cannot be removed: add another owner first.",
    );
    expect(await (await me(owner)).json()).toMatchObject({ role: "owner" });
  });

  it("gives a new password that ends the account's logins; the old one no longer works", async () => {
    const before = await login(s, "pub@example.com");
    const res = await call("POST", "/accounts/pub@example.com/reset", owner, {});
    expect(res.status).toBe(200);
    const { password } = (await res.json()) as { password: string };
    expect((await me(before)).status).toBe(401);
    await expect(login(s, "pub@example.com")).rejects.toThrow(/answered 401/);
    expect((await me(await login(s, "pub@example.com", password))).status).toBe(200);
  });

  it("removes an account, ending its logins", async () => {
    const nadia = await call("POST", "/accounts", owner, { email: "gone@example.com", role: "editor" });
    const { password } = (await nadia.json()) as { password: string };
    const gone = await login(s, "gone@example.com", password);
    const res = await call("DELETE", "/accounts/gone@example.com", owner);
    expect(res.status).toBe(204);
    expect((await me(gone)).status).toBe(401);
    const { accounts } = (await (await call("GET", "/accounts", owner)).json()) as Listed;
    expect(accounts.map((a) => a.email)).not.toContain("gone@example.com");
  });

  it("writes every change to the audit log: who, what, whom", async () => {
    const res = await call("GET", "/audit", owner);
    const { entries } = (await res.json()) as { entries: { actor: string; action: string; subject: string }[] };
    const changes = entries.filter((e) => e.action.startsWith("account_")).reverse();
    expect(changes.map((e) => [e.actor, e.action, e.subject])).toEqual([
      ["own@example.com", "account_added", "nadia@example.com (publisher)"],
      ["own@example.com", "account_role_changed", "ed@example.com (editor to publisher)"],
      ["own@example.com", "account_role_changed", "ed@example.com (publisher to editor)"],
      ["own@example.com", "account_reset", "pub@example.com"],
      ["own@example.com", "account_added", "gone@example.com (editor)"],
      ["own@example.com", "account_removed", "gone@example.com"],
    ]);
  });
});

describe("changing one's own password", () => {
  it("needs the right current password and a long enough new one", async () => {
    const ed = await login(s, "ed@example.com");
    const wrong = await call("POST", "/password", ed, {
      current: "not my password",
      password: "a brand new long password",
    });
    expect(wrong.status).toBe(400);
    expect(await words(wrong)).toBe("Your current password is not the one given. Nothing was changed.");
    const short = await call("POST", "/password", ed, { current: PASSWORD, password: "short" });
    expect(short.status).toBe(400);
    expect(await words(short)).toMatch(/too short: use 15 characters or more/);
    expect((await me(await login(s, "ed@example.com"))).status).toBe(200);
  });

  it("sets it, ends the account's other logins but not this one, and is in the audit log", async () => {
    const here = await login(s, "ed@example.com");
    const elsewhere = await login(s, "ed@example.com");
    const res = await call("POST", "/password", here, { current: PASSWORD, password: "Esha's own longer password" });
    expect(res.status).toBe(204);
    expect((await me(here)).status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    await expect(login(s, "ed@example.com")).rejects.toThrow(/answered 401/);
    await login(s, "ed@example.com", "Esha's own longer password");
    const { entries } = (await (await call("GET", "/audit", owner)).json()) as {
      entries: { actor: string; action: string }[];
    };
    expect(entries.find((e) => e.action === "password_changed")).toMatchObject({ actor: "ed@example.com" });
  });
});
