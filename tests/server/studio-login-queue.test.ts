import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, startStudio, studioFetch, type TestStudio } from "./studio-helper.ts";

// A flood of logins must not hold up someone else's. Hashing at N=2^15 (32 MiB, about 100 ms a
// check on a 2-core machine): slow enough that the checks, not the requests, take the time, and a
// quarter of OWASP's 2^17, so the test takes a second or two rather than ten.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1 };

let s: TestStudio;
// Logins the studio has received: the normal login is sent once the whole flood is in.
let received = 0;
beforeAll(async () => {
  s = await startStudio({ "own@example.com": "owner" }, { TRUST_PROXY: "127.0.0.1" }, SCRYPT);
  s.app.addHook("onRequest", async (request) => {
    if (request.url === "/studio/api/login") received += 1;
  });
  await s.listen();
});
afterAll(() => s.close());

const login = async (email: string, password: string, from: string) => {
  const started = performance.now();
  const res = await studioFetch(s, "/studio/api/login", { body: { email, password }, from });
  const body = (await res.json()) as { message?: string };
  const answeredAt = performance.now();
  return {
    status: res.status,
    retryAfter: res.headers.get("retry-after"),
    body,
    ms: answeredAt - started,
    started,
    answeredAt,
  };
};

/** How many of the flood's passwords were checked (401) and answered while `login` waited: the checks it waited for. */
const checkedMeanwhile = (
  flood: { status: number; answeredAt: number }[],
  login: { started: number; answeredAt: number },
) => flood.filter((a) => a.status === 401 && a.answeredAt > login.started && a.answeredAt < login.answeredAt).length;

/** A normal login's time with nothing else to do: the median of five (measured before and after each flood, as the machine may be busy with other work). */
async function alone(from: string) {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await login("own@example.com", PASSWORD, from);
    expect(res.status).toBe(200);
    times.push(res.ms);
  }
  return times.sort((a, b) => a - b)[2]!;
}

/**
 * 50 logins for e-mails no account has, sent at once, from `from(i)`: resolves once the studio has
 * received them all, with their answers to come.
 */
async function flood(from: (i: number) => string) {
  const before = received;
  const answers = Promise.all(
    Array.from({ length: 50 }, (_, i) => login(`nobody${i}@example.com`, "a guess", from(i))),
  );
  while (received < before + 50) await new Promise((resolve) => setTimeout(resolve, 2));
  return { answers };
}

describe("password checks, a few at a time", () => {
  it("a flood of 50 logins from one address holds a normal login from another to a few checks' time", async () => {
    const single = await alone("198.51.100.5");
    s.advance(120_000);
    const flooding = await flood(() => "203.0.113.77");
    const normal = await login("own@example.com", PASSWORD, "198.51.100.6");
    const answers = await flooding.answers;
    const base = Math.max(single, await alone("198.51.100.5"));
    expect(normal.status).toBe(200);
    // Unqueued, it waited behind all 50 checks: 28 to 36 times a login alone, measured on 2 cores.
    // Queued, one check ahead of it and its own: 2 to 4 times, up to 7 on a machine busy with others.
    // Counted in checks rather than time (the machine may be busy with other work): 2 or 3 here, 50 unqueued.
    expect(checkedMeanwhile(answers, normal)).toBeLessThanOrEqual(4);
    expect(normal.ms).toBeLessThan(10 * base);
    // The flood: checked a few at a time, the rest refused at once with when to come back.
    expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(10);
    for (const a of answers.filter((a) => a.status !== 401)) {
      expect(a.status).toBe(429);
      expect(Number(a.retryAfter)).toBeGreaterThan(0);
    }
  });

  it("a flood from 50 addresses is refused past the queue's length (503), and holds up the owner at their usual address by a few checks only", async () => {
    const single = await alone("198.51.100.5"); // the owner's usual address, from the logins above
    s.advance(120_000);
    const flooding = await flood((i) => `203.0.113.${100 + i}`);
    const normal = await login("own@example.com", PASSWORD, "198.51.100.5");
    const answers = await flooding.answers;
    const base = Math.max(single, await alone("198.51.100.5"));
    expect(normal.status).toBe(200);
    expect(checkedMeanwhile(answers, normal)).toBeLessThanOrEqual(4);
    expect(normal.ms).toBeLessThan(10 * base);
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status === 401).length + busy.length).toBe(50);
    expect(Number(busy[0]!.retryAfter)).toBeGreaterThan(0);
    expect(busy[0]!.body.message).toMatch(/^The studio is busy with many logins at once\. Wait .+, then try again\.$/);
  });
});
