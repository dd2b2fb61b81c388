import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../engine/paths.ts";

type Section = { type: string; id?: string; sample?: boolean; paragraphs?: string[]; figures?: { label: string }[] };

/** The 31 service detail pages (not the listing or the category pages). */
const DETAIL = (fs.readdirSync(path.join(ROOT, "pages/services"), { recursive: true }) as string[])
  .filter((f) => f.endsWith(".json") && !f.endsWith("index.json"))
  .map((f) => ({
    file: `pages/services/${f}`,
    sections: JSON.parse(fs.readFileSync(path.join(ROOT, "pages/services", f), "utf8")).sections as Section[],
  }));
const docs = fs.readFileSync(path.join(ROOT, "docs/editing.md"), "utf8");

describe("the whole frame on every service detail page (issue 37)", () => {
  it("finds the 31 detail pages", () => expect(DETAIL).toHaveLength(31));

  it("gives each a problem list and a case study, or a reason in docs/editing.md", () => {
    const without = DETAIL.filter(
      (p) =>
        !p.sections.some((s) => s.type === "itemList" && s.id === "problems") ||
        !p.sections.some((s) => s.type === "caseStudy"),
    );
    for (const { file } of without) expect(docs, `${file} has no reason in docs/editing.md`).toContain(`\`${file}\``);
    // Only the media-buying hub, which leads to the three ads pages that carry both.
    expect(without.map((p) => p.file)).toEqual(["pages/services/digital-marketing/media-buying.json"]);
  });

  it("marks every case study as sample content: each adds a client, city or period the spec does not give", () => {
    const studies = DETAIL.flatMap((p) =>
      p.sections.filter((s) => s.type === "caseStudy").map((s) => ({ file: p.file, s })),
    );
    const unmarked = studies.filter(({ s }) => !s.sample).map(({ file }) => file);
    expect(unmarked).toEqual([]);
  });
});
