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
    const services = fixture("../../../content/services.json");
    const data = JSON.parse(services);
    const card = data.services.find((c: { unlinked?: boolean }) => c.unlinked);
    const index = data.services.indexOf(card);
    delete card.unlinked;
    site.write("content/services.json", JSON.stringify(data, null, 2));
    const found = problemsIn("content/services.json", loadSiteContent(site.root).problems);
    expect(found).toEqual([
      expect.objectContaining({
        pointer: `/services/${index}/more`,
        message: `links to ${card.more}, but no page has that route`,
      }),
    ]);
    expect(found[0]!.hint).toMatch(/"unlinked": true/);
  });
});
