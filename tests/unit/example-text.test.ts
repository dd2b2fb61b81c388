import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { copySite, startTranslation } from "../../scripts/lib/site-copy.ts";
import { checkPage } from "../../engine/check-page.server.ts";
import { NEW_PAGE_TEXT } from "../../engine/example-text.ts";
import { CONTENT_FOLDERS, ROOT } from "../../engine/paths.ts";
import { declarations } from "../../src/generated/block-declarations.ts";

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

const hero = { type: "pageHero", title: "Careers", breadcrumb: [{ label: "Home", href: "/" }, { label: "Careers" }] };
/** The section "Add section" inserts for a block: its declaration's example. */
const added = (type: keyof typeof declarations) => ({ type, ...declarations[type].example });
const page = (sections: unknown[], description = "Jobs at Nexaforge: who we hire and how to apply.") =>
  JSON.stringify(
    { $schema: "../schema/page.schema.json", meta: { title: "Careers", description }, sections },
    null,
    2,
  ) + "\n";
/** A textMedia section written for its page, but for the heading left as "Add section" put it. */
const headingLeft = {
  ...added("textMedia"),
  paragraphs: ["We hire designers and developers in Dhaka, and people who write well."],
  image: {
    src: "/images/about/team-collaboration.svg",
    alt: "Illustration of a team reviewing charts on a presentation board and a laptop around a shared desk",
    width: 560,
    height: 440,
  },
};

/** A throwaway copy of the project (its own pages/), where `npm run validate` runs as a person runs it. */
function projectCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-project-"));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  for (const entry of [
    "package.json",
    "tsconfig.json",
    "src",
    "engine",
    "schema",
    "scripts",
    ...CONTENT_FOLDERS,
    "contracts",
  ])
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  for (const entry of ["node_modules", "public"]) fs.symlinkSync(path.join(ROOT, entry), path.join(dir, entry));
  return dir;
}

describe("example text is not content", () => {
  it("npm run validate refuses a page still holding a block's example heading, naming page, section and field", () => {
    const dir = projectCopy();
    fs.writeFileSync(path.join(dir, "pages/careers.json"), page([hero, headingLeft]));
    startTranslation(dir, "pages/careers.json");
    const run = spawnSync("npm", ["run", "validate"], { cwd: dir, encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /pages\/careers\.json:\d+:\d+ \/sections\/1\/heading: section 2 \(.+\) › Section heading still holds the example text "Section Heading"/,
    );
    expect(run.stderr).toContain("1 problem found.");
  }, 90_000);

  it("the editor's check (Save) refuses it too, by code, with the section's index", () => {
    const site = copySite();
    cleanups.push(site.remove);
    const found = checkPage("careers.json", page([hero, headingLeft]), site.root);
    expect(found).toEqual([
      expect.objectContaining({ code: "text.example-left", pointer: "/sections/1/heading", section: 1 }),
    ]);
  });

  it("every block's example, added as it is, is refused; the same page written for itself passes", () => {
    const site = copySite();
    cleanups.push(site.remove);
    const found = checkPage("careers.json", page([hero, added("textMedia"), added("faq")]), site.root);
    expect(found.map((p) => `${p.pointer} ${p.code}`)).toEqual(
      expect.arrayContaining([
        "/sections/1/heading text.example-left",
        "/sections/1/paragraphs/0 text.example-left",
        "/sections/1/image/alt text.example-left",
        "/sections/2/items/0/question text.example-left",
        "/sections/2/items/0/answer text.example-left",
      ]),
    );
    expect(found.every((p) => p.code === "text.example-left")).toBe(true);
    const written = { ...headingLeft, heading: "Work with us" };
    expect(checkPage("careers.json", page([hero, written]), site.root)).toEqual([]);
  });

  it('"New page"\'s sentences are example text as well', () => {
    const site = copySite();
    cleanups.push(site.remove);
    const heroLeft = { ...hero, description: NEW_PAGE_TEXT.heroDescription("Careers") };
    const found = checkPage("careers.json", page([heroLeft], NEW_PAGE_TEXT.description("Careers")), site.root);
    expect(found.map((p) => `${p.pointer} ${p.code}`)).toEqual([
      "/meta/description text.example-left",
      "/sections/0/description text.example-left",
    ]);
  });
});
