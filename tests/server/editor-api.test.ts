/**
 * The visual editor's API as `npm run edit` serves it (its plugin in a Vite development server, over
 * a real socket), on a copy of the site's pages, content, schemas and images: nothing outside pages/ is read,
 * written or run, whatever a request names, and a refusal says what is wrong without a path on this
 * machine.
 */
import fs from "node:fs";
import path from "node:path";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../engine/paths.ts";
import { tempDir } from "./contact-helper.ts";
import { callEditor, startEditorOnCopy } from "./editor-server.ts";

let root: string;
let server: ViteDevServer;
let base: string;
const outside: string[] = [];

beforeAll(async () => {
  ({ root, server, base } = await startEditorOnCopy("nexaforge-editor-api-"));
}, 30_000);

afterAll(async () => {
  await server?.close();
  for (const dir of [root, ...outside]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** A request as the editor's own page sends it (its Origin is this server's). */
const call = (route: string, body?: unknown) => callEditor(base, route, body);

const about = () => JSON.parse(fs.readFileSync(path.join(root, "pages", "about.json"), "utf8")) as unknown;

describe("the editor's API and files outside pages/", () => {
  it("check: a prettier.config.cjs in a folder the request names is never loaded (400, no code run)", async () => {
    // Any local process can make such a folder in /tmp; loading its Prettier configuration runs its code.
    const trap = tempDir("nexaforge-editor-trap-");
    outside.push(trap);
    const marker = path.join(trap, "loaded");
    fs.writeFileSync(
      path.join(trap, "prettier.config.cjs"),
      `require("node:fs").writeFileSync(${JSON.stringify(marker)}, "ran"); module.exports = {};\n`,
    );
    // As many ".." as it takes from pages/ to the file system's root, then down into the folder.
    const file = `${"../".repeat(root.split(path.sep).length + 2)}${trap.slice(1)}/a.json`;
    const res = await call("check", { file, page: about() });
    expect(fs.existsSync(marker)).toBe(false);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^That is not the name of one of the site's pages/);
  });

  it.each([
    ["check", (file: string) => call("check", { file, page: about() })],
    ["save", (file: string) => call("save", { file, version: null, page: about() })],
    ["read", (file: string) => call(`page?file=${encodeURIComponent(file)}`)],
  ])("%s refuses every way out of pages/ with 400 and a plain message", async (_name, request) => {
    for (const file of [
      "../package.json",
      "/etc/passwd",
      "services/../../package.json",
      "..\\package.json",
      "about.json\u0000",
      "con.json",
      `${"a".repeat(300)}.json`,
    ]) {
      const res = await request(file);
      expect(res.status, file).toBe(400);
      expect(res.json.message, file).toMatch(/the site's pages|Windows|character|characters long/);
      expect(res.text, file).not.toContain(root);
      expect(res.text, file).not.toContain(ROOT);
    }
  });

  it("save and read refuse a folder in pages/ that links outside it", async () => {
    const elsewhere = tempDir("nexaforge-editor-elsewhere-");
    outside.push(elsewhere);
    fs.writeFileSync(path.join(elsewhere, "secret.json"), "{}\n");
    fs.symlinkSync(elsewhere, path.join(root, "pages", "link-out"));
    const read = await call("page?file=link-out/secret.json");
    expect(read.status).toBe(400);
    expect(read.json.message).toMatch(/^The page at \/link-out\/secret is kept somewhere else, through a link/);
    const save = await call("save", { file: "link-out/page.json", version: null, page: about() });
    expect(save.status).toBe(400);
    expect(fs.readdirSync(elsewhere)).toEqual(["secret.json"]);
  });

  it("new page: a 300-character address answers 400 saying how long it may be, with no path", async () => {
    const res = await call("new", { route: `/${"a".repeat(299)}` });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/300 characters long; a page address can have at most 196/);
    expect(res.text).not.toContain(root);
    expect(fs.readdirSync(path.join(root, "pages")).filter((f) => f.startsWith("aaa") || f.startsWith("."))).toEqual(
      [],
    );
  });

  it("new page: an address Windows cannot store as a file is refused", async () => {
    const res = await call("new", { route: "/services/aux" });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/"aux" is a name Windows keeps for itself/);
    expect(fs.existsSync(path.join(root, "pages", "services", "aux.json"))).toBe(false);
  });

  it("a page inside pages/ is still checked, read and saved as before", async () => {
    const check = await call("check", { file: "about.json", page: about() });
    expect(check).toMatchObject({ status: 200, json: { problems: [] } });
    const read = await call("page?file=about.json");
    expect(read.status).toBe(200);
    const save = await call("save", { file: "about.json", version: read.json.version, page: about() });
    expect(save.status).toBe(200);
    expect(fs.readFileSync(path.join(root, "pages", "about.json"), "utf8")).toBe(read.json.text);
  });

  it("a body that is not what the editor sends answers 400 in plain words, and writes nothing", async () => {
    const before = fs.readFileSync(path.join(root, "pages", "about.json"), "utf8");
    // A version that is not text was taken for a file changed on disk (409); a missing one likewise.
    for (const body of [
      { file: "about.json", version: 12345, page: about() },
      { file: "about.json", page: about() },
    ]) {
      const res = await call("save", body);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(
        "The request held no version of the file as it was opened: reload the editor and try again.",
      );
    }
    const noPage = await call("check", { file: "about.json", page: [] });
    expect(noPage.status).toBe(400);
    expect(noPage.json.message).toBe("The request held no page to check or save: reload the editor and try again.");
    expect(fs.readFileSync(path.join(root, "pages", "about.json"), "utf8")).toBe(before);
  });
});
