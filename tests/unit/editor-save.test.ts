import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiError } from "../../editor/client/api.ts";
import { savePage } from "../../editor/server/pages.ts";
import { versionOf } from "../../editor/server/save-file.ts";

// "Saved" is shown only for a write the editor's server confirms: the issue saw Save say "Saved"
// and write nothing while the development server restarted.
describe("Save never takes a write for granted", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("an answer that is not the editor server's (a page's HTML, status 200) is an error, not a success", async () => {
    vi.stubGlobal("fetch", async () => new Response("<!doctype html><title>Home</title>", { status: 200 }));
    const saving = api.save("about.json", "v1", { meta: {}, sections: [] });
    await expect(saving).rejects.toBeInstanceOf(ApiError);
    await expect(saving).rejects.toThrow("The editor's server did not answer as expected");
  });

  it("the server's answer says the file holds what it wrote, read back", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-save-"));
    for (const dir of ["schema", "content", "pages", "i18n", "public"])
      fs.cpSync(path.join(import.meta.dirname, "../..", dir), path.join(root, dir), { recursive: true });
    const about = fs.readFileSync(path.join(root, "pages/about.json"), "utf8");
    const page = JSON.parse(about) as Record<string, unknown>;
    (page.meta as Record<string, unknown>).title = "About Nexaforge";
    try {
      const result = await savePage(root, path.join(root, "pages"), "about.json", versionOf(about), page);
      expect(result).toMatchObject({ written: true });
      expect(fs.readFileSync(path.join(root, "pages/about.json"), "utf8")).toContain('"title": "About Nexaforge"');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
