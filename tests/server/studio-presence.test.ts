import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRESENCE_BEAT_MS } from "../../studio/presence.ts";
import { login, startStudio, studioFetch, type TestStudio } from "./studio-helper.ts";

// Two people with one page open see each other, over a real socket, on the studio's own clock.
let s: TestStudio;
beforeAll(async () => {
  s = await startStudio({ "rahim@example.com": "editor", "nadia@example.com": "publisher" });
  await s.listen();
});
afterAll(() => s.close());

type Others = { others: { email: string; name: string; since: string }[] };
const beat = async (who: Awaited<ReturnType<typeof login>>, file: string, tab: string, leaving?: boolean) => {
  const res = await studioFetch(s, "/studio/api/presence", {
    ...who,
    body: { file, tab, ...(leaving ? { leaving } : {}) },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as Others).others;
};

describe("who else has the page open", () => {
  it("each sees the other, since when they opened it, and not themselves in a second tab", async () => {
    const rahim = await login(s, "rahim@example.com");
    const nadia = await login(s, "nadia@example.com");
    expect(await beat(rahim, "pages/about.json", "rahim-tab-1")).toEqual([]);
    // The studio's clock, moved by the test: Nadia opens the page 5 s after Rahim, whatever the machine's speed.
    s.advance(5_000);
    const [rahimSeen] = await beat(nadia, "pages/about.json", "nadia-tab-1");
    expect(rahimSeen).toMatchObject({ email: "rahim@example.com", name: "rahim" });
    const [nadiaSeen] = await beat(rahim, "pages/about.json", "rahim-tab-1");
    expect(nadiaSeen).toMatchObject({ email: "nadia@example.com", name: "nadia" });
    expect(Date.parse(nadiaSeen!.since) - Date.parse(rahimSeen!.since)).toBe(5_000);
    // A later beat keeps when the page was opened.
    s.advance(1_000);
    const [rahimLater] = await beat(nadia, "pages/about.json", "nadia-tab-1");
    expect(rahimLater!.since).toBe(rahimSeen!.since);
    expect(await beat(rahim, "pages/about.json", "rahim-tab-2")).toHaveLength(1); // Nadia only
    expect(await beat(rahim, "pages/services.json", "rahim-tab-3")).toEqual([]); // another page
  });

  it("forgets a tab not heard from for three beats, and one that says it is leaving at once", async () => {
    const rahim = await login(s, "rahim@example.com");
    const nadia = await login(s, "nadia@example.com");
    await beat(nadia, "pages/contact.json", "nadia-tab-2");
    expect(await beat(rahim, "pages/contact.json", "rahim-tab-4")).toHaveLength(1);
    s.advance(3 * PRESENCE_BEAT_MS + 1_000);
    expect(await beat(rahim, "pages/contact.json", "rahim-tab-4")).toEqual([]);
    await beat(nadia, "pages/contact.json", "nadia-tab-2");
    expect(await beat(rahim, "pages/contact.json", "rahim-tab-4")).toHaveLength(1);
    await beat(nadia, "pages/contact.json", "nadia-tab-2", true);
    expect(await beat(rahim, "pages/contact.json", "rahim-tab-4")).toEqual([]);
  });

  it("needs a session and the CSRF token, and refuses a malformed tab id", async () => {
    const body = { file: "pages/about.json", tab: "some-tab-id" };
    expect((await studioFetch(s, "/studio/api/presence", { body })).status).toBe(401);
    const rahim = await login(s, "rahim@example.com");
    expect((await studioFetch(s, "/studio/api/presence", { cookie: rahim.cookie, body })).status).toBe(403);
    const bad = await studioFetch(s, "/studio/api/presence", { ...rahim, body: { ...body, tab: "x y" } });
    expect(bad.status).toBe(400);
  });
});
