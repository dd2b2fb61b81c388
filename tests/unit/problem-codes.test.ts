import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { copySite } from "../../scripts/lib/site-copy.ts";
import { loadSiteContent } from "../../engine/load.server.ts";
import { CATALOGUE } from "../../engine/problem-catalogue.ts";

let site: ReturnType<typeof copySite> | undefined;
afterEach(() => site?.remove());

const json = (data: unknown) => JSON.stringify(data, null, 2) + "\n";
const hero = { type: "pageHero", title: "Test", breadcrumb: [{ label: "Home", href: "/" }, { label: "Test" }] };
const cta = (href: string, more: object = {}) => ({
  type: "ctaBanner",
  heading: "Talk to us",
  cta: { label: "Go", href },
  ...more,
});
const page = (sections: unknown[], schema = "../schema/page.schema.json") =>
  json({ $schema: schema, meta: { title: "Test", description: "A page written by the code tests." }, sections });

/** Each problem as 'file pointer code', the way the editor and tests tell problems apart. */
function codesAfter(files: Record<string, string>): string[] {
  site = copySite();
  for (const [rel, text] of Object.entries(files)) site.write(rel, text);
  return loadSiteContent(site.root).problems.map((p) => `${p.file} ${p.pointer} ${p.code}`);
}

const read = (rel: string) => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../..", rel), "utf8"));

describe("every problem carries a stable code from the catalogue", () => {
  it("each cross-file rule reports its own code", () => {
    const services = read("content/services.json");
    services.services[1].id = services.services[0].id;
    services.services[2].more = "/services/nothing";
    const siteJson = read("content/site.json");
    siteJson.redirects.push({ from: "/contact", to: "/" });
    siteJson.nav[0].href = "#top";
    const hiddenFaq = { type: "faq", id: "q", hidden: true, heading: "FAQ", items: [{ question: "q?", answer: "a." }] };
    const codes = codesAfter({
      "pages/test.json": page([
        hero,
        cta("/contcat"),
        cta("#nope"),
        cta("#q"),
        cta("/contact#nowhere", { id: "one" }),
        cta("/", { id: "one" }),
        { ...hero, image: undefined },
        hiddenFaq,
      ]),
      "pages/noheading.json": page([cta("/")]),
      "pages/about/index.json": page([hero], "../../schema/page.schema.json"),
      "content/services.json": json(services),
      "content/site.json": json(siteJson),
    });
    expect(codes).toEqual(
      expect.arrayContaining([
        "pages/test.json /sections/1/cta/href link.unknown-page",
        "pages/test.json /sections/2/cta/href anchor.unknown-id",
        "pages/test.json /sections/3/cta/href anchor.hidden-section",
        "pages/test.json /sections/4/cta/href anchor.unknown-id",
        "pages/test.json /sections/5/id section.id-twice",
        "pages/test.json /sections/6 heading.second",
        "pages/noheading.json /sections heading.missing",
        "pages/about/index.json  route.claimed-twice",
        "content/services.json /services/1/id catalogue.id-twice",
        "content/services.json /services/2/more catalogue.unknown-page",
        "content/site.json /nav/0/href anchor.not-a-page",
        `content/site.json /redirects/${siteJson.redirects.length - 1}/from redirect.page-exists`,
      ]),
    );
  }, 90_000);

  it("a problem inside a section carries that section's index, for the editor", () => {
    site = copySite();
    site.write("pages/test.json", page([hero, cta("/contcat")]));
    const [p] = loadSiteContent(site.root).problems.filter((x) => x.file === "pages/test.json");
    expect(p).toMatchObject({ code: "link.unknown-page", pointer: "/sections/1/cta/href", section: 1 });
  });

  it("schema and syntax problems have codes too, each one in the catalogue", () => {
    const codes = codesAfter({
      "pages/test.json": page([hero, { type: "ctaBanner", heading: 42, cta: { label: "Go", href: "/" } }]),
      "pages/broken.json": fs.readFileSync(path.join(import.meta.dirname, "fixtures/broken-page.json"), "utf8"),
      "pages/syntax.json": '{ "$schema": "../schema/page.schema.json", }',
    });
    expect(codes).toContain("pages/test.json /sections/1/heading value.wrong-type");
    expect(codes).toContain("pages/syntax.json  json.syntax");
    for (const line of codes) expect(Object.keys(CATALOGUE)).toContain(line.split(" ")[2]);
  });

  it("every catalogue entry has a title and words for its message", () => {
    for (const [code, entry] of Object.entries(CATALOGUE)) {
      expect(code).toMatch(/^[a-z]+\.[a-z0-9-]+$/);
      expect(entry.title).toMatch(/^[A-Z]/);
      expect(typeof entry.message).toBe("function");
    }
  });
});
