import { afterEach, describe, expect, it } from "vitest";
import { loadSiteContent } from "../../src/content/load.server.ts";
import { formatProblem, type Problem } from "../../src/content/problems.ts";
import { copySite, fixture } from "./site-copy.ts";

let site: ReturnType<typeof copySite> | undefined;
afterEach(() => site?.remove());

const problemsIn = (file: string, problems: Problem[]) => problems.filter((p) => p.file === file);

describe("npm run validate on the real content", () => {
  it("finds no problems", () => {
    const { problems } = loadSiteContent();
    expect(problems.map(formatProblem)).toEqual([]);
  });
});

describe("validation reports file, line, column and a hint", () => {
  it("points at each mistake in a broken page", () => {
    site = copySite();
    site.write("pages/broken.json", fixture("broken-page.json"));
    const found = problemsIn("pages/broken.json", loadSiteContent(site.root).problems);
    const byPointer = Object.fromEntries(found.map((p) => [p.pointer, p]));

    expect(byPointer["/sections/1/items/0/title"]).toMatchObject({ line: 20, column: 36, message: "must be string" });
    expect(formatProblem(byPointer["/sections/1/items/0/title"]!)).toMatch(
      /^pages\/broken\.json:20:36 \/sections\/1\/items\/0\/title: must be string/,
    );
    expect(byPointer["/sections/2/type"]).toMatchObject({
      line: 24,
      column: 15,
      message: 'unknown block type "textMedai"',
      hint: 'did you mean "textMedia"?',
    });
    expect(byPointer["/sections/3/haeding"]).toMatchObject({
      line: 29,
      column: 7,
      message: 'unknown property "haeding"',
      hint: 'did you mean "heading"?',
    });
  });

  it("reports links to pages that do not exist, with the likely page", () => {
    site = copySite();
    site.write(
      "pages/broken.json",
      fixture("broken-page.json")
        .replace('"haeding"', '"heading"')
        .replace(
          '"textMedai",\n      "heading": "Unknown block type"',
          '"textMedia",\n      "heading": "Fixed", "paragraphs": ["x"]',
        )
        .replace('"title": 42', '"title": "Fixed"'),
    );
    const found = problemsIn("pages/broken.json", loadSiteContent(site.root).problems);
    expect(found).toEqual([
      expect.objectContaining({
        pointer: "/sections/3/cta/href",
        line: 30,
        column: 39,
        hint: 'did you mean "/contact"?',
      }),
      expect.objectContaining({
        pointer: "/sections/4/cta/href",
        line: 37,
        column: 44,
        hint: 'did you mean "/about"?',
      }),
    ]);
    expect(found[0]!.message).toBe("links to /contcat, but no page has that route");
  });

  it("reports invalid JSON at the offending character", () => {
    site = copySite();
    site.write("pages/bad.json", fixture("bad-syntax.json"));
    const [problem] = problemsIn("pages/bad.json", loadSiteContent(site.root).problems);
    expect(problem).toMatchObject({ line: 6, column: 3 });
    expect(problem!.message).toMatch(/^is not valid JSON/);
  });

  it("reports two files that claim one route", () => {
    site = copySite();
    site.write(
      "pages/about/index.json",
      fixture("bad-syntax.json")
        .replace(",\n  },", "\n  },")
        .replace(
          '"sections": []',
          '"sections": [{ "type": "statusMessage", "code": "1", "heading": "x", "text": "y", "cta": { "label": "Home", "href": "/" } }]',
        ),
    );
    const found = problemsIn("pages/about/index.json", loadSiteContent(site.root).problems);
    expect(found.map((p) => p.message)).toEqual(["claims the route /about, which pages/about.json already has"]);
  });

  it("rejects a catalogue card that links to a missing page unless it is marked unlinked", () => {
    site = copySite();
    const data = JSON.parse(fixture("../../../content/services.json"));
    const index = data.services.length - 1;
    data.services[index].more = "/services/seo/voice-search";
    site.write("content/services.json", JSON.stringify(data, null, 2));
    const found = problemsIn("content/services.json", loadSiteContent(site.root).problems);
    expect(found).toEqual([
      expect.objectContaining({
        pointer: `/services/${index}/more`,
        message: "links to /services/seo/voice-search, but no page has that route",
      }),
    ]);
    expect(found[0]!.hint).toMatch(/"unlinked": true/);

    data.services[index].unlinked = true;
    site.write("content/services.json", JSON.stringify(data, null, 2));
    expect(problemsIn("content/services.json", loadSiteContent(site.root).problems)).toEqual([]);
  });
});

describe("copy written for its page", () => {
  it("reports a passage of more than 80 characters that appears on two pages", () => {
    site = copySite();
    const about = JSON.parse(fixture("../../../pages/about.json"));
    const passage = about.sections.find((s: { paragraphs?: string[] }) => s.paragraphs).paragraphs[0] as string;
    expect(passage.length).toBeGreaterThan(80);
    const copy = fixture("bad-syntax.json")
      .replace(",\n  },", "\n  },")
      .replace(
        '"sections": []',
        `"sections": [{ "type": "textMedia", "heading": "Copied", "paragraphs": [${JSON.stringify(passage)}] }]`,
      );
    site.write("pages/copied.json", copy);
    const found = loadSiteContent(site.root).problems.filter((p) => p.file === "pages/copied.json");
    expect(found).toEqual([
      expect.objectContaining({
        pointer: "/sections/0/paragraphs/0",
        message: expect.stringMatching(/^repeats text from pages\/about\.json/),
      }),
    ]);
  });

  it("reports a package-table row with the wrong number of values", () => {
    site = copySite();
    const copy = fixture("bad-syntax.json")
      .replace(",\n  },", "\n  },")
      .replace(
        '"sections": []',
        '"sections": [{ "type": "packageTable", "heading": "Plans", "tiers": [{ "name": "A" }, { "name": "B" }], "rows": [{ "feature": "Pages", "values": ["1"] }], "orderCta": { "label": "Order Now", "href": "/contact" } }]',
      );
    site.write("pages/plans.json", copy);
    const found = loadSiteContent(site.root).problems.filter((p) => p.file === "pages/plans.json");
    expect(found.map((p) => [p.pointer, p.message])).toEqual([
      ["/sections/0/rows/0/values", "has 1 values for 2 tiers"],
    ]);
  });
});
