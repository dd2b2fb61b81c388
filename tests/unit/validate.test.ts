import { afterEach, describe, expect, it } from "vitest";
import { ajvProblems } from "../../engine/ajv-problems.ts";
import { loadSiteContent, schemas } from "../../engine/load.server.ts";
import { formatProblem, type Problem } from "../../engine/problems.ts";
import { blockSchemaFiles, blockTypes } from "../../engine/schemas.server.ts";
import fs from "node:fs";
import path from "node:path";
import { copySite } from "../../scripts/lib/site-copy.ts";
import { ROOT } from "../../engine/paths.ts";

let site: ReturnType<typeof copySite> | undefined;
afterEach(() => site?.remove());

/** Writes files into a fresh copy of the site and returns the problems found in `file`. */
function problemsIn(file: string, files: Record<string, string | Buffer> = {}): Problem[] {
  site = copySite();
  for (const [rel, text] of Object.entries(files)) site.write(rel, text);
  return loadSiteContent(site.root).problems.filter((p) => p.file === file);
}

/** A page file's text with these sections (and its $schema for pages/<name>.json). */
const pageWith = (sections: unknown[], schema = "../schema/page.schema.json") =>
  JSON.stringify(
    {
      $schema: schema,
      meta: { title: "Test", description: "A page written by the validation tests." },
      sections,
    },
    null,
    2,
  ) + "\n";

const hero = { type: "pageHero", title: "Test", breadcrumb: [{ label: "Home", href: "/" }, { label: "Test" }] };
/** A package table with these packages and one row of values. */
const packageTable = (tiers: { name: string }[], values: unknown[]) => ({
  type: "packageTable",
  heading: "Plans",
  tiers,
  rows: [{ feature: "Pages", values }],
  orderCta: { label: "Order Now", href: "/contact" },
});
const cta = (href: string) => ({ type: "ctaBanner", heading: "Talk to us", cta: { label: "Go", href } });

/** Words a non-developer should never have to read. */
const JARGON = /anyOf|oneOf|must NOT|must match|pattern|additional|discriminator|\^\(|\$\/|instance|schema in/;

describe("npm run validate on the real content", () => {
  it("finds no problems", () => {
    const { problems } = loadSiteContent();
    expect(problems.map(formatProblem)).toEqual([]);
  });
});

describe("each mistake is located and explained in plain words", () => {
  it("points at each mistake in a broken page, all in one run", () => {
    const found = problemsIn("pages/broken.json", {
      "pages/broken.json": fs.readFileSync(path.join(import.meta.dirname, "fixtures/broken-page.json"), "utf8"),
    });
    expect(found.map((p) => `${p.line}:${p.column} ${p.pointer}: ${p.message} | ${p.hint}`)).toEqual([
      '20:36 /sections/1/items/0/title: must be text in double quotes | put it in double quotes: "42"',
      '24:15 /sections/2/type: there is no block type "textMedai" | did you mean "textMedia"?',
      '29:7 /sections/3/haeding: "haeding" is not a field of section 4 (Call-to-action banner block) | did you mean "heading"?',
      // Checked although the same page has other mistakes: one run shows everything.
      '30:39 /sections/3/cta/href: links to /contcat, but no page has that address | did you mean "/contact"?',
      '37:44 /sections/4/cta/href: links to /abuot, but no page has that address | did you mean "/about"?',
    ]);
    expect(formatProblem(found[0]!)).toBe(
      'pages/broken.json:20:36 /sections/1/items/0/title: must be text in double quotes\n    hint: put it in double quotes: "42"',
    );
    for (const p of found) expect(`${p.message} ${p.hint}`).not.toMatch(JARGON);
  });

  it("a missing field, with what it is for", () => {
    const [p] = problemsIn("pages/test.json", {
      "pages/test.json": pageWith([hero, { type: "ctaBanner", cta: { label: "Go", href: "/" } }]),
    });
    expect(p).toMatchObject({
      pointer: "/sections/1",
      message: 'section 2 (Call-to-action banner block) needs "heading"',
      hint: 'add "heading": The section\'s heading as visitors see it.',
    });
  });

  it("a syntax mistake does not hide the file's other problems", () => {
    const text = pageWith([hero, cta("/contcat")]).replace(/\}\n {2}\]\n\}\n$/, "},\n  ]\n}\n");
    const found = problemsIn("pages/test.json", { "pages/test.json": text });
    expect(found.map((p) => p.message)).toEqual([
      "links to /contcat, but no page has that address",
      "extra comma before the closing ]",
    ]);
  });

  it("a page with no sections", () => {
    const [p] = problemsIn("pages/test.json", { "pages/test.json": pageWith([]) });
    expect(p).toMatchObject({
      pointer: "/sections",
      message: "needs at least one section",
      hint: "add a section to the list",
    });
  });

  it("an empty list whose items start with a vowel asks for an item, not a item", () => {
    const media = { type: "textMedia", heading: "Our work", paragraphs: ["We build."], bullets: [] };
    const found = problemsIn("pages/test.json", { "pages/test.json": pageWith([hero, media]) });
    const tooFew = found.find((p) => p.code === "list.too-few");
    expect(tooFew?.hint).toBe("add an item to the list");
  });

  it("a number written as text", () => {
    const section = {
      type: "textMedia",
      heading: "x",
      paragraphs: ["y"],
      image: { src: "/images/about/vision.svg", alt: "", width: "560", height: 420 },
    };
    const [p] = problemsIn("pages/test.json", { "pages/test.json": pageWith([hero, section]) });
    expect(p).toMatchObject({
      pointer: "/sections/1/image/width",
      message: "must be a whole number without quotes, e.g. 560",
      hint: "remove the quotes: 560",
    });
  });

  it("too many packages", () => {
    const table = packageTable(
      ["A", "B", "C", "D", "E"].map((name) => ({ name })),
      ["1", "2", "3", "4", "5"],
    );
    const found = problemsIn("pages/test.json", { "pages/test.json": pageWith([hero, table]) });
    expect(found[0]).toMatchObject({
      pointer: "/sections/1/tiers",
      message: "at most 4 packages; this list has 5",
      hint: "remove one",
    });
  });

  it("numbers in a package-table row: one problem per cell, in plain words", () => {
    const table = packageTable(
      ["A", "B", "C"].map((name) => ({ name })),
      [5, 10, true],
    );
    const found = problemsIn("pages/test.json", { "pages/test.json": pageWith([hero, table]) });
    expect(found.map((p) => [p.pointer, p.message, p.hint])).toEqual([
      ["/sections/1/rows/0/values/0", "must be text in quotes, or true/false", 'put it in double quotes: "5"'],
      ["/sections/1/rows/0/values/1", "must be text in quotes, or true/false", 'put it in double quotes: "10"'],
    ]);
  });

  it.each([
    ["/Contact", "page addresses are lower case", "/contact"],
    ["/our team", "has spaces; use dashes between words", "/our-team"],
    ["http://example.com", "web addresses must use https:", "https://example.com"],
    ["htps://example.com", "misspells https://", "https://example.com"],
    ["contact", "a page address starts with /", "/contact"],
    ["/about/", "", ""],
  ])("a link %s names the broken rule and the fixed value", (href, rule, fix) => {
    const found = problemsIn("pages/test.json", { "pages/test.json": pageWith([hero, cta(href)]) });
    if (!rule) return expect(found).toEqual([]); // a trailing slash is accepted in links
    expect(found).toEqual([
      expect.objectContaining({
        pointer: "/sections/1/cta/href",
        message: `"${href}": ${rule}`,
        hint: `write "${fix}"`,
      }),
    ]);
  });

  it.each([
    ["/images/about/Vision.svg", "file names are lower case (rename the file too)", "/images/about/vision.svg"],
    ["public/images/about/vision.svg", "starts at the public folder, so leave out public/", "/images/about/vision.svg"],
    [
      "/images/team photo.jpeg",
      "has spaces; use dashes (rename the file too); write .jpg, not .jpeg (rename the file too)",
      "/images/team-photo.jpg",
    ],
  ])("an image path %s names the broken rule and the fixed value", (src, rule, fix) => {
    const section = {
      type: "textMedia",
      heading: "x",
      paragraphs: ["y"],
      image: { src, alt: "", width: 560, height: 420 },
    };
    const [p] = problemsIn("pages/test.json", { "pages/test.json": pageWith([hero, section]) });
    expect(p).toMatchObject({ pointer: "/sections/1/image/src", message: `"${src}": ${rule}`, hint: `write "${fix}"` });
  });

  it("an image that does not exist", () => {
    const section = {
      type: "textMedia",
      heading: "x",
      paragraphs: ["y"],
      image: { src: "/images/about/missing.svg", alt: "", width: 560, height: 420 },
    };
    const [p] = problemsIn("pages/test.json", { "pages/test.json": pageWith([hero, section]) });
    expect(p).toMatchObject({
      message: "the image /images/about/missing.svg does not exist",
      hint: "put the file at public/images/about/missing.svg, or fix the path",
    });
  });

  it("a value that is not one of the choices", () => {
    const section = { type: "featureCards", heading: "x", items: [{ icon: "stars", title: "a", text: "b" }] };
    const [p] = problemsIn("pages/test.json", { "pages/test.json": pageWith([hero, section]) });
    expect(p).toMatchObject({
      pointer: "/sections/1/items/0/icon",
      message: '"stars" is not one of the choices here',
      hint: 'did you mean "star"?',
    });
  });

  it("text that is too long", () => {
    const [p] = problemsIn("pages/test.json", { "pages/test.json": pageWith([{ ...hero, title: "x".repeat(125) }]) });
    expect(p).toMatchObject({
      message: expect.stringMatching(/^is 125 characters long; at most \d+ fit here$/),
      hint: expect.stringMatching(/^shorten it by \d+ characters$/),
    });
  });

  it("a block type that has a schema but is not listed for pages says so, not 'did you mean' the same word", () => {
    const set = schemas();
    const validate = set.validator("page.schema.json");
    const data = JSON.parse(pageWith([hero, { type: "quote", text: "x" }]));
    validate(data);
    const problems = ajvProblems(validate.errors!, {
      file: "pages/test.json",
      locate: () => ({ line: 1, column: 1 }),
      blockTypes: blockTypes(),
      blockSchemaFiles: [...blockSchemaFiles(), "quote"],
      sectionName: () => undefined,
      follow: set.follow,
      routes: [],
    });
    expect(problems).toEqual([
      expect.objectContaining({
        pointer: "/sections/1/type",
        message: 'the block type "quote" exists but pages cannot use it yet',
        hint: "a developer needs to run `npm run gen` so that the block is listed for pages",
      }),
    ]);
  });
});

describe("links and anchors", () => {
  it("a link to a hidden section is an error", () => {
    const faq = {
      type: "faq",
      id: "questions",
      hidden: true,
      heading: "FAQ",
      items: [{ question: "q?", answer: "a." }],
    };
    const [p] = problemsIn("pages/test.json", { "pages/test.json": pageWith([hero, cta("#questions"), faq]) });
    expect(p).toMatchObject({
      pointer: "/sections/1/cta/href",
      message: "#questions points at a hidden section of this page",
      hint: 'show that section (remove its "hidden": true) or link somewhere else',
    });
  });

  it("a link to a hidden section of another page is an error too", () => {
    const faq = {
      type: "faq",
      id: "questions",
      hidden: true,
      heading: "FAQ",
      items: [{ question: "q?", answer: "a." }],
    };
    const [p] = problemsIn("pages/test.json", {
      "pages/test.json": pageWith([hero, cta("/other#questions")]),
      "pages/other.json": pageWith([hero, faq]),
    });
    expect(p).toMatchObject({ message: "#questions points at a hidden section of /other" });
  });

  it("an anchor no section has", () => {
    const [p] = problemsIn("pages/test.json", { "pages/test.json": pageWith([hero, cta("#pricing")]) });
    expect(p).toMatchObject({
      message: 'this page has no section with "id": "pricing"',
      hint: 'add "id": "pricing" to the section it should scroll to',
    });
  });

  it("section numbers count from 1", () => {
    const found = problemsIn("pages/test.json", {
      "pages/test.json": pageWith([hero, { ...cta("/"), id: "talk" }, { ...cta("/about"), id: "talk" }]),
    });
    expect(found).toEqual([
      expect.objectContaining({
        pointer: "/sections/2/id",
        message: 'section 3 has the id "talk", which section 2 already uses',
        hint: "give each section its own id",
      }),
    ]);
  });

  it("two files that claim one address", () => {
    const [p] = problemsIn("pages/about/index.json", {
      "pages/about/index.json": pageWith([hero], "../../schema/page.schema.json"),
    });
    expect(p).toMatchObject({ message: "has the same address, /about, as pages/about.json" });
  });

  it("a catalogue card that links to a missing page, unless it is marked unlinked", () => {
    const data = JSON.parse(fs.readFileSync(path.join(ROOT, "content/services.json"), "utf8"));
    const index = data.services.length - 1;
    data.services[index].more = "/services/seo/voice-search";
    const found = problemsIn("content/services.json", { "content/services.json": JSON.stringify(data, null, 2) });
    expect(found).toEqual([
      expect.objectContaining({
        pointer: `/services/${index}/more`,
        message: "links to /services/seo/voice-search, but no page has that address",
      }),
    ]);
    expect(found[0]!.hint).toMatch(/"unlinked": true/);
    data.services[index].unlinked = true;
    expect(problemsIn("content/services.json", { "content/services.json": JSON.stringify(data, null, 2) })).toEqual([]);
  });
});

describe("file names and the $schema line", () => {
  it.each([
    ["Our Team.json", "our-team.json"],
    ["our_team.json", "our-team.json"],
    ["careers (1).json", "careers-1.json"],
    ["careers.JSON", "careers.json"],
    ["Services Extra/web.json", "services-extra/web.json"],
  ])("pages/%s is an error that names pages/%s", (name, fixed) => {
    const [p] = problemsIn(`pages/${name}`, { [`pages/${name}`]: pageWith([hero]) });
    expect(p).toMatchObject({
      line: 1,
      column: 1,
      message: "this file name cannot be a page address",
      hint: `rename it to pages/${fixed}: page file and folder names are lower-case words joined by dashes, ending in .json`,
    });
  });

  it("a stray file in pages/ is an error too", () => {
    const [p] = problemsIn("pages/notes.txt", { "pages/notes.txt": "to do" });
    expect(p).toMatchObject({
      message: "only page files ending in .json belong in pages/",
      hint: "move it out of pages/, or if it is a page, rename it to pages/notes.json",
    });
  });

  it("a misnamed file is not a page address, so nothing links to it by accident", () => {
    const { pages } =
      ((site = copySite()), site.write("pages/Our Team.json", pageWith([hero])), loadSiteContent(site.root));
    expect(pages.map((p) => p.route)).not.toContain("/Our Team");
  });

  it("the $schema path must match the folder depth, with the right value suggested", () => {
    const [p] = problemsIn("pages/services/test.json", { "pages/services/test.json": pageWith([hero]) });
    expect(p).toMatchObject({
      pointer: "/$schema",
      line: 2,
      column: 14,
      message: '"$schema" should be "../../schema/page.schema.json" for a file in pages/services/',
    });
    expect(p!.hint).toMatch(/^write "\$schema": "..\/..\/schema\/page.schema.json"; it tells editors/);
  });

  it("a BOM and Windows line endings are accepted", () => {
    const text = "\uFEFF" + pageWith([hero]).replace(/\n/g, "\r\n");
    expect(problemsIn("pages/test.json", { "pages/test.json": text })).toEqual([]);
  });
});

describe("copy written for its page", () => {
  it("reports a passage of more than 80 characters that appears on two pages", () => {
    const about = JSON.parse(fs.readFileSync(path.join(ROOT, "pages/about.json"), "utf8"));
    const passage = about.sections.find((s: { paragraphs?: string[] }) => s.paragraphs).paragraphs[0] as string;
    expect(passage.length).toBeGreaterThan(80);
    const found = problemsIn("pages/copied.json", {
      "pages/copied.json": pageWith([hero, { type: "textMedia", heading: "Copied", paragraphs: [passage] }]),
    });
    expect(found).toEqual([
      expect.objectContaining({
        pointer: "/sections/1/paragraphs/0",
        message: expect.stringMatching(/^repeats text from pages\/about\.json/),
      }),
    ]);
  });

  it("reports a package-table row with the wrong number of values", () => {
    const table = packageTable([{ name: "A" }, { name: "B" }], ["1"]);
    const found = problemsIn("pages/plans.json", { "pages/plans.json": pageWith([hero, table]) });
    expect(found.map((p) => [p.pointer, p.message])).toEqual([
      ["/sections/1/rows/0/values", "has 1 values for 2 packages"],
    ]);
  });
});

describe("one picture, one description; one opening picture per page", () => {
  const vision = (alt: string) => ({ src: "/images/about/vision.svg", alt, width: 480, height: 320 });
  const media = (alt: string) => ({
    type: "textMedia",
    heading: "Where we are going",
    paragraphs: ["Short."],
    image: vision(alt),
  });
  const canonical = "Illustration of a telescope pointed at a rising sun on the horizon, with a compass in the sky";

  it("reports a picture given other words than its other uses, pointing at the first use", () => {
    const found = problemsIn("pages/seen.json", {
      "pages/seen.json": pageWith([hero, media("A telescope looking at the sunrise")]),
    });
    expect(found).toEqual([
      expect.objectContaining({
        code: "image.alt-differs",
        pointer: "/sections/1/image/alt",
        message: expect.stringMatching(
          /^the picture \/images\/about\/vision\.svg is described differently here than in pages\/[a-z/-]+\.json \(line \d+\), which says "Illustration of a telescope/,
        ),
      }),
    ]);
  });

  it("accepts the same words, and an empty description for a decorative use", () => {
    expect(problemsIn("pages/seen.json", { "pages/seen.json": pageWith([hero, media(canonical)]) })).toEqual([]);
    expect(problemsIn("pages/seen.json", { "pages/seen.json": pageWith([hero, media("")]) })).toEqual([]);
  });

  it("reports a hero picture another page's hero already shows, at file and line", () => {
    const picture = { src: "/images/brand/logo-mark.svg", alt: "The Nexaforge mark", width: 640, height: 420 };
    const files = {
      "pages/hero-a.json": pageWith([{ ...hero, image: picture }]),
      "pages/hero-b.json": pageWith([{ ...hero, image: picture }]),
    };
    expect(problemsIn("pages/hero-a.json", files)).toEqual([]);
    const found = problemsIn("pages/hero-b.json", files);
    expect(found).toEqual([
      expect.objectContaining({
        code: "image.hero-reused",
        pointer: "/sections/0/image/src",
        line: expect.any(Number),
        message: expect.stringMatching(
          /^the opening picture \/images\/brand\/logo-mark\.svg is already the opening picture of pages\/hero-a\.json \(line \d+\)$/,
        ),
      }),
    ]);
  });

  it("lets a hero picture appear again lower down another page (only openings must differ)", () => {
    const picture = { src: "/images/brand/logo-mark.svg", alt: "The Nexaforge mark", width: 640, height: 420 };
    const lower = { type: "textMedia", heading: "Our mark", paragraphs: ["Short."], image: picture };
    const files = {
      "pages/hero-a.json": pageWith([{ ...hero, image: picture }]),
      "pages/hero-b.json": pageWith([hero, lower]),
    };
    expect(problemsIn("pages/hero-b.json", files)).toEqual([]);
  });
});
