import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copySite } from "../../scripts/lib/site-copy.ts";
import { checkPage } from "../../engine/check-page.server.ts";
import { checkChangedPage, prepareSite, type PreparedSite } from "../../engine/page-check.server.ts";

let site: ReturnType<typeof copySite>;
let prepared: PreparedSite;
beforeAll(() => {
  site = copySite();
  prepared = prepareSite(site.root);
});
afterAll(() => site.remove());

const read = (file: string) => JSON.parse(fs.readFileSync(path.join(site.root, "pages", file), "utf8"));
const text = (data: unknown) => JSON.stringify(data, null, 2) + "\n";

/** Drafts of each kind the editor sends: broken links and anchors, copied text, example text, new files. */
function drafts(): [string, string][] {
  const about = read("about.json");
  about.sections[1].cta = { label: "Go", href: "/contcat" };
  about.sections[5].cta = { label: "Go", href: "/contact#nowhere" };
  about.sections[1].heading = "Section Heading";
  const index = read("index.json");
  const long = JSON.stringify(about).match(/"([^"]{90,})"/)![1];
  const withCopy = JSON.stringify(index).replace(/"([^"]{90,})"/, JSON.stringify(long));
  return [
    ["about.json", text(about)],
    ["index.json", withCopy],
    ["about/index.json", text({ ...read("about.json"), $schema: "../../schema/page.schema.json" })],
    ["careers.json", text({ ...read("about.json"), sections: [read("about.json").sections[0], { type: "faq" }] })],
    ["contact.json", '{ "$schema": "../schema/page.schema.json", "meta": { "title": "x", } '],
    ["contact.json", fs.readFileSync(path.join(site.root, "pages/contact.json"), "utf8")],
  ];
}

describe("the editor's check of one changed page against the prepared site", () => {
  it("finds exactly what the whole-site check finds for that page", () => {
    for (const [file, draft] of drafts()) {
      const whole = checkPage(file, draft, site.root);
      expect(checkChangedPage(prepared, file, draft), file).toEqual(whole);
    }
  }, 90_000);

  it("finds problems at all (the drafts are broken), and none in an unchanged page", () => {
    const [[file, draft]] = drafts() as [[string, string]];
    expect(checkChangedPage(prepared, file, draft).map((p) => p.code)).toEqual(
      expect.arrayContaining(["link.unknown-page", "anchor.unknown-id", "text.example-left"]),
    );
    const contact = fs.readFileSync(path.join(site.root, "pages/contact.json"), "utf8");
    expect(checkChangedPage(prepared, "contact.json", contact)).toEqual([]);
  });

  it("reads no file of the site again", () => {
    const [[file, draft]] = drafts() as [[string, string]];
    const reads: string[] = [];
    const original = fs.readFileSync;
    fs.readFileSync = ((...args: Parameters<typeof fs.readFileSync>) => {
      reads.push(String(args[0]));
      return original(...args);
    }) as typeof fs.readFileSync;
    try {
      checkChangedPage(prepared, file, draft);
    } finally {
      fs.readFileSync = original;
    }
    expect(
      reads.filter((r) => r.includes(`${path.sep}pages${path.sep}`) || r.includes(`${path.sep}content${path.sep}`)),
    ).toEqual([]);
  });
});
