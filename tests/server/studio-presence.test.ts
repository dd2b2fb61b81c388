import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRESENCE_BEAT_MS, PRESENCE_LIMITS, presenceBoard } from "../../studio/server/presence.ts";
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

describe("what presence keeps in memory", () => {
  const rahim = { email: "rahim@example.com", name: "Rahim" };
  const nadia = { email: "nadia@example.com", name: "Nadia" };

  it("keeps a bounded number of open files however many names one account sends, and the others still see each other", () => {
    let clock = 1_800_000_000_000;
    const board = presenceBoard(() => clock);
    board.beat("pages/about.json", "nadia-tab-1", nadia);
    // 10,000 names no page has, from one tab and from many, faster than anything forgets them.
    for (let i = 0; i < 10_000; i++) {
      board.beat(`pages/made-up-${i}.json`, i % 2 ? "rahim-tab-1" : `rahim-tab-${i}`, rahim);
      clock += 1;
    }
    const { files, tabs } = board.size();
    expect(tabs).toBe(PRESENCE_LIMITS.tabsPerAccount + 1); // his newest, and Nadia's one
    expect(files).toBeLessThanOrEqual(tabs);
    // Rahim's flood did not push Nadia out: he still sees her on the page she has open.
    expect(board.beat("pages/about.json", "rahim-tab-1", rahim)).toMatchObject([{ email: nadia.email }]);
  });

  it("holds at most PRESENCE_LIMITS.tabs tabs over every account, and forgets them all once silent", () => {
    let clock = 1_800_000_000_000;
    const board = presenceBoard(() => clock);
    for (let i = 0; i < 2 * PRESENCE_LIMITS.tabs; i++)
      board.beat(`pages/page-${i}.json`, `tab-number-${i}`, { email: `person${i}@example.com`, name: `Person ${i}` });
    expect(board.size().tabs).toBe(PRESENCE_LIMITS.tabs);
    clock += 3 * PRESENCE_BEAT_MS + 1;
    board.beat("pages/about.json", "nadia-tab-1", nadia); // any beat sweeps every silent tab
    expect(board.size()).toEqual({ files: 1, tabs: 1 });
  });
});
