import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { copySite } from "../../scripts/lib/site-copy.ts";
import { loadSiteContent } from "../../engine/load.server.ts";

let site: ReturnType<typeof copySite> | undefined;
afterEach(() => site?.remove());

// One picture, one description, in Bangla as in English (engine/i18n/check-translations.server.ts).
describe("a picture's Bangla description", () => {
  it("is the same wherever the picture is: another one is a problem at the translation's line", () => {
    site = copySite();
    const file = "i18n/bn/pages/index.json";
    const translation = JSON.parse(fs.readFileSync(path.join(site.root, file), "utf8")) as {
      fields: Record<string, { text: string }>;
    };
    const [pointer] = Object.keys(translation.fields).filter((p) => p.endsWith("/image/alt"));
    expect(loadSiteContent(site.root).problems).toEqual([]);
    translation.fields[pointer!]!.text += " অন্যভাবে";
    site.write(file, JSON.stringify(translation, null, 2));
    const found = loadSiteContent(site.root).problems;
    expect(found.map((p) => `${p.code} ${p.file} ${p.pointer}`)).toEqual([`image.alt-differs ${file} ${pointer}`]);
    expect(found[0]!.line).toBeGreaterThan(1);
  });
});
