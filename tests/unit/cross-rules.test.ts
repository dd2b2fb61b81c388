import { afterEach, describe, expect, it } from "vitest";
import { copySite } from "../../scripts/lib/site-copy.ts";
import { RULES, crossCheck, runRules } from "../../engine/cross-check.server.ts";
import { scanPagesFolder } from "../../engine/files.server.ts";
import { checkFile, loadSiteContent, schemas } from "../../engine/load.server.ts";
import type { ParsedPage } from "../../engine/model.ts";
import { anchorsRule } from "../../engine/rules/anchors.ts";
import { indexSite, type Rule } from "../../engine/rules/context.ts";
import { imagesRule } from "../../engine/rules/images.ts";
import { linksRule } from "../../engine/rules/links.ts";

let site: ReturnType<typeof copySite> | undefined;
afterEach(() => site?.remove());

const hero = { type: "pageHero", title: "Test", breadcrumb: [{ label: "Home", href: "/" }, { label: "Test" }] };
const cta = (href: string) => ({ type: "ctaBanner", heading: "Talk to us", cta: { label: "Go", href } });
const page = JSON.stringify({
  $schema: "../schema/page.schema.json",
  meta: { title: "Test", description: "A page written by the rule tests." },
  sections: [hero, cta("/contcat"), cta("#nope"), cta("/servces"), { ...cta("/"), image: undefined }],
});

/** The site with pages/test.json, ready for the rules: its index and the page as read. */
function prepared() {
  site = copySite();
  site.write("pages/test.json", page);
  const { collections } = loadSiteContent(site.root);
  const { pages: allFiles } = scanPagesFolder(`${site.root}/pages`);
  const pages: ParsedPage[] = allFiles.map(({ file, route }) => ({
    ...checkFile(site!.root, `${site!.root}/pages/${file}`, "page.schema.json").parsed!,
    route,
  }));
  const index = indexSite({ root: site.root, schemas: schemas(), pages, collections, allFiles });
  const test = pages.find((p) => p.file === "pages/test.json")!;
  return { index, pages, collections, test };
}

const codes = (problems: { pointer: string; code: string }[]) => problems.map((p) => `${p.pointer} ${p.code}`);

describe("each cross-file rule is a module of its own, (context) => problems", () => {
  it("a rule run alone reports only its own kind of problem", () => {
    const { index, test } = prepared();
    const alone = (rule: Rule) =>
      codes(runRules(index, { wholeSite: false, pages: [test], collections: {}, flagged: new Set() }, [rule]));
    expect(alone(linksRule)).toEqual([
      "/sections/1/cta/href link.unknown-page",
      "/sections/3/cta/href link.unknown-page",
    ]);
    expect(alone(anchorsRule)).toEqual(["/sections/2/cta/href anchor.unknown-id"]);
    expect(alone(imagesRule)).toEqual([]);
  });

  it("all the rules together find what the whole-site check finds for that page", () => {
    const { index, pages, collections, test } = prepared();
    const allFiles = scanPagesFolder(`${site!.root}/pages`).pages;
    const whole = crossCheck({
      root: site!.root,
      pages,
      collections,
      allFiles,
      schemas: schemas(),
      flagged: new Set(),
    });
    const onePage = runRules(index, { wholeSite: false, pages: [test], collections: {}, flagged: new Set() });
    expect(codes(onePage)).toEqual(codes(whole.filter((p) => p.file === "pages/test.json")));
    expect(RULES.length).toBeGreaterThanOrEqual(10);
  });
});
