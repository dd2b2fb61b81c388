/**
 * The editor's API for the site settings (content/site.json) and the collections, as `npm run edit`
 * serves it, on a copy of the site: read, save formatted, refuse a change that breaks the site or a
 * file changed on disk (writing nothing), and open only the content files on its fixed list.
 */
import fs from "node:fs";
import path from "node:path";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ROOT } from "../../engine/paths.ts";
import { callEditor, startEditorOnCopy } from "./editor-server.ts";

let root: string;
let server: ViteDevServer;
let base: string;

beforeAll(async () => {
  ({ root, server, base } = await startEditorOnCopy("nexaforge-editor-content-"));
}, 30_000);

// Each test starts from the site's own content files.
beforeEach(() => fs.cpSync(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true }));

afterAll(async () => {
  await server?.close();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

const call = (route: string, body?: unknown, origin: string | null = base) => callEditor(base, route, body, origin);

const disk = (name: string) => fs.readFileSync(path.join(root, "content", `${name}.json`), "utf8");
type Json = Record<string, unknown> & { nav: { label: string; href: string }[] };
type Problems = { code: string; file: string; pointer: string; said?: string }[];

async function open(name: string) {
  const res = await call(`content?name=${name}`);
  expect(res.status, res.text).toBe(200);
  return { version: res.json.version as string, data: JSON.parse(res.json.text as string) as Json };
}

describe("the editor's API for site settings and collections", () => {
  it("reads content/site.json with its version", async () => {
    const res = await call("content?name=site");
    expect(res.status).toBe(200);
    expect(res.json.text).toBe(disk("site"));
    expect(res.json.version).toMatch(/^[0-9a-f]{16}$/);
  });

  it("saves a good change formatted as the project writes it: a new menu item", async () => {
    const { version, data } = await open("site");
    const original = disk("site");
    // Unchanged, it is written back as the same bytes: the editor's formatting is the file's own.
    const same = await call("content-save", { name: "site", version, content: data });
    expect(same.status, same.text).toBe(200);
    expect(disk("site")).toBe(original);
    data.nav.push({ label: "Our story", href: "/about" });
    const res = await call("content-save", { name: "site", version: same.json.version, content: data });
    expect(res.status, res.text).toBe(200);
    expect(res.json.written).toBe(true);
    const written = disk("site");
    expect(written).toBe(res.json.text);
    expect(JSON.parse(written)).toEqual(data);
    expect(written).toContain(`    {\n      "label": "Our story",\n      "href": "/about"\n    }\n  ],`);
  });

  it("refuses a menu link to a missing page in plain words, and writes nothing", async () => {
    const { version, data } = await open("site");
    const before = disk("site");
    data.nav.push({ label: "Careers", href: "/careers" });
    const res = await call("content-save", { name: "site", version, content: data });
    expect(res.status).toBe(422);
    const problems = res.json.problems as Problems;
    expect(problems.map((p) => `${p.file} ${p.pointer} ${p.code}`)).toEqual([
      `content/site.json /nav/${data.nav.length - 1}/href link.unknown-page`,
    ]);
    expect(disk("site")).toBe(before);
  });

  it("refuses removing a client a page shows, naming the page, section and field in words", async () => {
    const { version, data } = await open("clients");
    const before = disk("clients");
    const clients = (data.clients as { id: string }[]).filter((c) => c.id !== "nongor-logistics");
    const res = await call("content-save", { name: "clients", version, content: { ...data, clients } });
    expect(res.status).toBe(422);
    const problems = res.json.problems as Problems;
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) {
      expect(p.code).toBe("reference.unknown-id");
      expect(p.file).toMatch(/^pages\//);
      expect(p.said).toMatch(/^On the .+ page \(\/[a-z-/]*\), section \d+, .+, field “.+”: /);
      expect(p.said).toContain('there is no client "nongor-logistics"');
      expect(p.said).not.toMatch(/\/sections\/|\/items\//);
    }
    expect(problems.some((p) => p.said!.startsWith("On the Portfolio page (/digital-forge), "))).toBe(true);
    expect(disk("clients")).toBe(before);
  });

  it("refuses a stale version with plain words, and writes nothing", async () => {
    const { version, data } = await open("site");
    // Someone else changes the file after the editor opened it.
    const theirs = disk("site").replace('"name": "Nexaforge"', '"name": "Nexaforge Ltd"');
    fs.writeFileSync(path.join(root, "content", "site.json"), theirs);
    data.tagline = "Mine";
    const res = await call("content-save", { name: "site", version, content: data });
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(
      /^Nothing was saved: someone else saved the site settings since you opened it \(or it was changed outside the editor\)\./,
    );
    expect(disk("site")).toBe(theirs);
  });

  it("checks a change without writing it", async () => {
    const { data } = await open("site");
    const before = disk("site");
    data.nav[0]!.href = "/abuot";
    const res = await call("content-check", { name: "site", content: data });
    expect(res.status).toBe(200);
    expect((res.json.problems as Problems).map((p) => p.code)).toEqual(["link.unknown-page"]);
    expect(disk("site")).toBe(before);
  });

  it.each(["../package.json", "/etc/passwd", "site.json", "countries", "pages/about", "site/../../package", ""])(
    "opens only content files on its list: %j is refused with 400 in plain words",
    async (name) => {
      const { data } = await open("site");
      for (const res of [
        await call(`content?name=${encodeURIComponent(name)}`),
        await call("content-check", { name, content: data }),
        await call("content-save", { name, version: null, content: data }),
      ]) {
        expect(res.status).toBe(400);
        expect(res.json.message).toMatch(
          /^There is no such part of the site to open\. The editor opens the site settings, the service catalogue, /,
        );
        expect(res.text).not.toContain(root);
      }
    },
  );

  it("refuses a write from another site (no Origin of its own) with 403", async () => {
    const { version, data } = await open("site");
    const before = disk("site");
    for (const origin of [null, "http://evil.example"]) {
      const res = await call("content-save", { name: "site", version, content: data }, origin);
      expect(res.status).toBe(403);
    }
    expect(disk("site")).toBe(before);
  });
});
