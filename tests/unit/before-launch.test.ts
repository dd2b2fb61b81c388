import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { beforeLaunch } from "../../engine/before-launch.server.ts";
import { loadSiteContent } from "../../engine/load.server.ts";
import { formatProblem } from "../../engine/problems.ts";
import { CONTENT_FOLDERS, ROOT } from "../../engine/paths.ts";
import { copySite } from "../../scripts/lib/site-copy.ts";

let site: ReturnType<typeof copySite> | undefined;
afterEach(() => site?.remove());

/** Line (from 1) of the first line of a repository file holding `text`. */
const lineOf = (file: string, text: string) =>
  fs
    .readFileSync(path.join(ROOT, file), "utf8")
    .split("\n")
    .findIndex((l) => l.includes(text)) + 1;

describe("what must be replaced before launch", () => {
  it("lists the placeholder contact details and the sample marks of the real content, at file and line", () => {
    const listed = beforeLaunch(loadSiteContent());
    const at = (file: string, pointer: string) => listed.find((p) => p.file === file && p.pointer === pointer);
    expect(at("content/site.json", "/contact/email")).toMatchObject({
      code: "launch.placeholder",
      line: lineOf("content/site.json", '"email": "hello@nexaforge.example"'),
      message: '"hello@nexaforge.example" is a placeholder, not a real address or number',
    });
    for (const pointer of ["/contact/phone", "/contact/whatsappUrl", "/headerCta/href", "/social/1/href", "/baseUrl"])
      expect(at("content/site.json", pointer), pointer).toMatchObject({ code: "launch.placeholder" });
    expect(at("content/site.json", "/contact/sample")).toMatchObject({
      code: "launch.sample",
      message: "the contact details: marked as sample content, written as an example and not real",
    });
  });

  it("names a marked case study by its heading, at the mark's line", () => {
    site = copySite();
    const file = "pages/services/software/crm.json";
    const page = JSON.parse(fs.readFileSync(path.join(site.root, file), "utf8"));
    const index = page.sections.findIndex((s: { type: string }) => s.type === "caseStudy");
    page.sections[index] = { type: "caseStudy", id: "case-study", sample: true, ...page.sections[index] };
    site.write(file, JSON.stringify(page, null, 2) + "\n");
    const found = beforeLaunch(loadSiteContent(site.root)).filter((p) => p.file === file);
    expect(found.map(formatProblem)).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${file}:\\d+:\\d+ /sections/${index}/sample: the case study "${page.sections[index].heading}": marked as sample content`,
        ),
      ),
    );
  });

  it("lists nothing once every mark is removed and every placeholder replaced", () => {
    site = copySite();
    for (const dir of CONTENT_FOLDERS)
      for (const rel of fs.readdirSync(path.join(site.root, dir), { recursive: true }) as string[]) {
        if (!rel.endsWith(".json")) continue;
        const file = path.join(dir, rel);
        const text = fs.readFileSync(path.join(site.root, file), "utf8");
        site.write(
          file,
          text
            .replace(/^\s*"sample": true,\n/gm, "")
            .replace(/nexaforge[.-]example/g, "nexaforge.com.bd")
            .replace(/000000/g, "234567"),
        );
      }
    const content = loadSiteContent(site.root);
    expect(content.problems.map(formatProblem)).toEqual([]);
    expect(beforeLaunch(content).map(formatProblem)).toEqual([]);
  });
});

describe("npm run validate -- --before-launch", { timeout: 60_000 }, () => {
  it("exits 1 and lists each item while any is left; plain validate stays green and says how many", () => {
    const run = spawnSync("npm", ["run", "-s", "validate", "--", "--before-launch"], { cwd: ROOT, encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `content/site.json:${lineOf("content/site.json", '"email": "hello@nexaforge.example"')}:`,
    );
    expect(run.stderr).toMatch(/\n\d+ sample values and placeholders to replace before launch\./);
    const plain = spawnSync("npm", ["run", "-s", "validate"], { cwd: ROOT, encoding: "utf8" });
    expect(plain.status).toBe(0);
    expect(plain.stdout).toMatch(/\d+ sample values and placeholders must be replaced before launch/);
  });
});
