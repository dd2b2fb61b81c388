/**
 * The editor's work that reads the whole site (editor/server/handlers/site-work.ts) in a worker
 * thread, as the studio and `npm run edit` run it: the same answers as in the thread that asks,
 * refusals in their own words, and a check that runs too long stopped and answered in plain words.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { EditorOperation } from "../../contracts/editor-requests.ts";
import type { EditorContext } from "../../editor/server/handlers/context.ts";
import { handle } from "../../editor/server/handlers/handle.ts";
import { SiteCache } from "../../editor/server/handlers/site-cache.ts";
import { FileStore } from "../../editor/server/store/file-store.ts";
import { siteCopy } from "../server/editor-server.ts";

const root = siteCopy("editor-site-thread-");
const caches: SiteCache[] = [];
afterAll(async () => {
  await Promise.all(caches.map((c) => c.close()));
  fs.rmSync(root, { recursive: true, force: true });
});
function context(cache: SiteCache): EditorContext {
  caches.push(cache);
  return { store: new FileStore(root), cache, log: () => undefined, failureHint: "the log says why." };
}
const here = context(new SiteCache(root));
const threaded = context(new SiteCache(root, { thread: true }));
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8"));

const SEO = "services/seo/seo-audit-service.json";

/** Drafts with problems of every kind the checks find: in the file, across files, in the pages a content change breaks. */
function requests(): [EditorOperation, Record<string, unknown>][] {
  const about = read("pages/about.json");
  about.sections[1].haeding = about.sections[1].heading;
  delete about.sections[1].heading;
  about.sections[2].cta = { label: "Go", href: "/contcat" };
  const clients = read("content/clients.json");
  clients.clients[0].id = "reshmi";
  const site = read("content/site.json");
  site.nav[0].href = "/nowhere";
  return [
    ["check", { file: "about.json", page: about }],
    ["check", { file: "new-page.json", page: about }],
    ["check", { file: "../outside.json", page: about }],
    ["content-check", { name: "clients", content: clients }],
    ["content-check", { name: "site", content: site }],
    ["content-check", { name: "nothing", content: site }],
    ["save", { file: "about.json", version: here.store.version("pages/about.json"), page: about }],
    ["content-save", { name: "site", version: here.store.version("content/site.json"), content: site }],
    ["site", {}],
    ["site", { locale: "bn" }],
    ["pages", {}],
    ["links", { file: "contact.json" }],
    ["links", { file: "../x.json" }],
    ["delete", { file: "about.json", version: here.store.version("pages/about.json") }],
    ["rename", { file: SEO, version: here.store.version(`pages/${SEO}`), route: "/about" }],
    ["rename", { file: SEO, version: "0000", route: "/services/seo/audit" }],
  ];
}

describe("the site's work in a worker thread", () => {
  it("answers every request as the work in the thread that asks does", async () => {
    for (const [operation, input] of requests()) {
      const expected = await handle(operation, input, here);
      const answer = await handle(operation, input, threaded);
      expect(answer, `${operation} ${JSON.stringify(input).slice(0, 60)}`).toEqual(expected);
    }
    // The drafts did have problems, and the refusals kept their words and status.
    const [check, , outside, clients] = await Promise.all(
      requests()
        .slice(0, 4)
        .map(([operation, input]) => handle(operation, input, threaded)),
    );
    expect((check!.body.problems as unknown[]).length).toBeGreaterThan(1);
    expect(outside!.status).toBe(400);
    expect(String(outside!.body.message)).not.toContain("thread");
    expect(clients!.body.problems).toContainEqual(expect.objectContaining({ file: "pages/digital-forge.json" }));
  }, 120_000);

  it("reads the site again after a write, in its thread too", async () => {
    // A link to an anchor the about page does not have yet: a problem, against the site as prepared.
    const contact = read("pages/contact.json");
    contact.sections.push({
      type: "ctaBanner",
      heading: "Meet us",
      cta: { label: "Who we are", href: "/about#our-story" },
    });
    const before = await handle("check", { file: "contact.json", page: contact }, threaded);
    expect(before.body.problems).toContainEqual(expect.objectContaining({ code: "anchor.unknown-id" }));
    const about = read("pages/about.json");
    about.sections[0].id = "our-story";
    const version = threaded.store.version("pages/about.json");
    const saved = await handle("save", { file: "about.json", version, page: about }, threaded);
    expect(saved.body).toMatchObject({ written: true });
    const after = await handle("check", { file: "contact.json", page: contact }, threaded);
    expect(after.body.problems).not.toContainEqual(expect.objectContaining({ code: "anchor.unknown-id" }));
  }, 60_000);

  it("stops a check that runs past its time and answers in plain words (the calls behind it: worker-thread.test.ts)", async () => {
    const ctx = context(new SiteCache(root, { thread: true, timeoutMs: 50 }));
    const huge = read("pages/about.json");
    // Formatting and checking 50,000 questions takes seconds on any machine.
    huge.sections.push({
      type: "faq",
      heading: "Questions",
      items: Array.from({ length: 50_000 }, (_, i) => ({ question: `Question ${i}?`, answer: `Answer ${i}.` })),
    });
    expect(await handle("check", { file: "about.json", page: huge }, ctx)).toEqual({
      status: 503,
      body: {
        message:
          "Checking this took longer than a second, so it was stopped and nothing was saved. Try again in a moment; if it happens again, what you changed may be too large to check at once.",
      },
    });
  }, 60_000);

  it("works out a page's move in its thread: one stopped for its time writes nothing", async () => {
    const ctx = context(new SiteCache(root, { thread: true, timeoutMs: 50 }));
    const before = fs.readFileSync(path.join(root, "content/site.json"), "utf8");
    const version = ctx.store.version(`pages/${SEO}`);
    const moved = await handle("rename", { file: SEO, version, route: "/services/seo/audit" }, ctx);
    expect(moved.status).toBe(503);
    expect(fs.existsSync(path.join(root, "pages", SEO))).toBe(true);
    expect(fs.readFileSync(path.join(root, "content/site.json"), "utf8")).toBe(before);
  }, 60_000);
});
