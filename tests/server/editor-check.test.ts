/**
 * The check after each change in the editor reads the site once and then checks only the page being
 * edited (engine/page-check.server.ts). It must still see the rest of the site as it is: a page
 * added on disk by someone else, or a page the editor itself moved. Over a real socket, with Vite's
 * file watcher as `npm run edit` runs it.
 */
import fs from "node:fs";
import path from "node:path";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callEditor, startEditorOnCopy } from "./editor-server.ts";

let root: string;
let server: ViteDevServer;
let base: string;

beforeAll(async () => {
  ({ root, server, base } = await startEditorOnCopy("nexaforge-editor-check-", { watch: true }));
}, 30_000);

afterAll(async () => {
  await server?.close();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

const call = (route: string, body?: unknown) => callEditor(base, route, body);

const pageFile = (file: string) => path.join(root, "pages", file);
const readPage = (file: string) => JSON.parse(fs.readFileSync(pageFile(file), "utf8")) as Record<string, unknown>;

/** about.json with its first link to `href` in the page hero's breadcrumb. */
function aboutLinkingTo(href: string) {
  const about = readPage("about.json") as { sections: { breadcrumb?: { href?: string }[] }[] };
  const crumbs = about.sections[0]!.breadcrumb!;
  crumbs[0] = { ...crumbs[0], href };
  return about;
}

const brokenLinks = async (page: unknown) => {
  const { status, json } = await call("check", { file: "about.json", page });
  expect(status).toBe(200);
  return (json.problems as { code: string }[]).filter((p) => p.code.startsWith("link.")).length;
};

/** Checks until `until` holds (the watcher reports a change within a moment), at most 10 s. */
async function checkUntil(page: unknown, until: (broken: number) => boolean) {
  for (const end = Date.now() + 10_000; Date.now() < end; await new Promise((r) => setTimeout(r, 100)))
    if (until(await brokenLinks(page))) return true;
  return false;
}

describe("the editor's check after each change", () => {
  it("sees a page added and removed on disk by someone else", async () => {
    const draft = aboutLinkingTo("/partners");
    expect(await brokenLinks(draft)).toBe(1);
    // Someone else adds /partners (a copy of /digital-forge) outside the editor.
    fs.writeFileSync(pageFile("partners.json"), fs.readFileSync(pageFile("digital-forge.json")));
    expect(await checkUntil(draft, (n) => n === 0)).toBe(true);
    fs.rmSync(pageFile("partners.json"));
    expect(await checkUntil(draft, (n) => n === 1)).toBe(true);
  });

  it("sees a page the editor moved at once, with no wait for the watcher", async () => {
    const draft = aboutLinkingTo("/join-us");
    expect(await brokenLinks(draft)).toBe(1);
    const { version } = (await call("page?file=digital-forge.json")).json;
    const moved = await call("rename", { file: "digital-forge.json", version, route: "/join-us" });
    expect(moved.status).toBe(200);
    expect(await brokenLinks(draft)).toBe(0);
  });
});
