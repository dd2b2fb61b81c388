/**
 * The one guard (editor/server/guard.ts) every file the editor names goes through: a page file,
 * a content file by name, the uploads folder, and any path a store is handed. Each answers the
 * file's path from the site's folder, or refuses without naming a folder of this machine.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../../engine/paths.ts";
import { contentFile, insideSite, pageFile, uploadsFolder } from "../../editor/server/guard.ts";
import { Refusal } from "../../editor/server/refusal.ts";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-guard-"));
fs.mkdirSync(path.join(root, "pages"));
fs.mkdirSync(path.join(root, "public", "images"), { recursive: true });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The refusal `run` throws: its status and message. */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(Refusal);
    return { status: (error as Refusal).status, message: (error as Refusal).message };
  }
  throw new Error("not refused");
}

describe("the editor's guard", () => {
  it("names a page file from the site's folder, and refuses every way out of pages/ as pagePath does", () => {
    expect(pageFile(root, "services/seo.json")).toBe("pages/services/seo.json");
    for (const file of ["../package.json", "/etc/passwd", "con.json", 42]) {
      const { status, message } = refusal(() => pageFile(root, file));
      expect(status).toBe(400);
      expect(message).not.toContain(root);
    }
  });

  it("opens content files by a name from its list only, never by a path", () => {
    expect(contentFile("site")).toEqual({ name: "site", file: "content/site.json" });
    for (const name of ["countries", "../pages/about", "site.json", undefined])
      expect(refusal(() => contentFile(name))).toMatchObject({
        status: 400,
        message: expect.stringMatching(
          /^There is no such part of the site to open\. The editor opens the site settings, /,
        ),
      });
  });

  it("keeps uploads inside public/images/, refusing an uploads folder that is a link, or in a folder that is one", () => {
    expect(uploadsFolder(root)).toBe(path.join(root, "public", "images", "uploads"));
    const other = fs.mkdtempSync(path.join(os.tmpdir(), "editor-guard-out-"));
    const images = path.join(root, "public", "images");
    const linkRefused = {
      status: 400,
      message: expect.stringMatching(/^The picture folder the editor needs here is a link to somewhere else/),
    };
    try {
      fs.rmdirSync(path.join(images, "uploads"));
      fs.symlinkSync(other, path.join(images, "uploads"));
      expect(refusal(() => uploadsFolder(root))).toMatchObject(linkRefused);
      fs.rmSync(path.join(images, "uploads"));
      // public/images/ itself linked elsewhere: refused before a folder is made there.
      fs.renameSync(images, `${images}-real`);
      fs.symlinkSync(other, images);
      expect(refusal(() => uploadsFolder(root))).toMatchObject(linkRefused);
      expect(fs.readdirSync(other)).toEqual([]);
    } finally {
      fs.rmSync(images, { recursive: true, force: true });
      if (fs.existsSync(`${images}-real`)) fs.renameSync(`${images}-real`, images);
      fs.rmSync(other, { recursive: true, force: true });
    }
  });

  it("lets a store reach only paths inside the site's folder (anything else is the server's fault, not a refusal)", () => {
    expect(insideSite("content/site.json")).toBe("content/site.json");
    for (const file of ["../x.json", "pages/../../x.json", "/etc/passwd", "C:\\x.json", "pages\\..\\..\\x"]) {
      expect(() => insideSite(file), file).toThrow(/outside the site/);
      expect(() => insideSite(file)).not.toThrow(Refusal);
    }
  });

  it("lint refuses a module of the editor's server that opens files itself, past the guard and the store", async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const code = 'import fs from "node:fs";\nexport const read = (f: string) => fs.readFileSync(f, "utf8");\n';
    const lint = async (file: string) =>
      (await eslint.lintText(code, { filePath: path.join(ROOT, file) }))[0]!.messages.map((m) => m.ruleId);
    expect(await lint("editor/server/handlers/example.ts")).toContain("import-x/no-nodejs-modules");
    expect(await lint("editor/server/store/file-store.ts")).not.toContain("import-x/no-nodejs-modules");
  });
});
