import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeProblem } from "../../engine/describe-problem.ts";
import { schemas } from "../../engine/load.server.ts";
import type { Problem } from "../../engine/model.ts";
import { CATALOGUE, type ProblemCode } from "../../engine/problem-catalogue.ts";
import { problemAt } from "../../engine/problems.ts";
import { ROOT } from "../../engine/paths.ts";

const about = JSON.parse(fs.readFileSync(path.join(ROOT, "pages/about.json"), "utf8"));
const at = (pointer: string) => ({ file: "pages/about.json", pointer, line: 1, column: 1 });
/** A problem as the schema check words it (its message and hint are the CLI's). */
const worded = (code: ProblemCode, pointer: string, message: string, hint?: string): Problem =>
  problemAt(code, { message, ...(hint ? { hint } : {}) } as never, at(pointer));

const RETIRED_WHY = "the enquiry address is no longer set here: it is set by whoever deploys the site";

/** One problem of every code, at a place on the about page, with the words the checks give it. */
const SAMPLES: Record<ProblemCode, Problem> = {
  "json.syntax": worded("json.syntax", "", "a comma is missing after this value", 'add a "," after it'),
  "json.duplicate-key": worded("json.duplicate-key", "/meta/title", '"title" appears twice here', "keep one"),
  "json.not-utf8": worded("json.not-utf8", "", "is not saved as UTF-8", "save it as UTF-8"),
  "file.missing": problemAt("file.missing", {}, at("")),
  "file.link": problemAt("file.link", { link: "content/clients.json" }, at("")),
  "file.not-json": problemAt("file.not-json", { fixed: "about.json" }, at("")),
  "file.misnamed": problemAt("file.misnamed", { fixed: "our-team.json" }, at("")),
  "file.schema-line": problemAt(
    "file.schema-line",
    { expected: "../schema/page.schema.json", folder: "pages" },
    at("/$schema"),
  ),
  "value.unknown-field": worded(
    "value.unknown-field",
    "/sections/1/haeding",
    '"haeding" is not a field',
    'did you mean "heading"?',
  ),
  "value.retired-field": {
    ...worded("value.retired-field", "/apiBase", RETIRED_WHY, 'remove "apiBase" from this file'),
    data: { name: "apiBase", why: RETIRED_WHY },
  },
  "value.missing-field": {
    ...worded("value.missing-field", "/sections/1", 'section 2 needs "heading"', 'add "heading"'),
    data: { name: "heading", title: "Section heading" },
  },
  "value.wrong-type": worded(
    "value.wrong-type",
    "/sections/1/heading",
    "must be text in double quotes",
    'put it in double quotes: "42"',
  ),
  "value.not-a-choice": worded(
    "value.not-a-choice",
    "/sections/1/imagePosition",
    '"middle" is not one of the choices here',
    'choose one of "left", "right"',
  ),
  "value.not-allowed": worded("value.not-allowed", "/sections/1/type", 'must be "textMedia"'),
  "value.breaks-rule": worded(
    "value.breaks-rule",
    "/sections/5/cta/href",
    '"/About Us": has spaces; use dashes between words',
    'write "/about-us"',
  ),
  "value.bad-format": worded(
    "value.bad-format",
    "/meta/title",
    '"a@" is not an e-mail address',
    "write it like hello@nexaforge.example",
  ),
  "value.too-small": worded("value.too-small", "/sections/1/image/width", "0 is too small: the smallest allowed is 1"),
  "value.too-large": worded(
    "value.too-large",
    "/sections/1/image/width",
    "9999 is too large: the largest allowed is 4000",
  ),
  "value.other": worded(
    "value.other",
    "/sections/1/heading",
    "does not fit this field",
    "compare it with docs/blocks.md",
  ),
  "text.empty": worded(
    "text.empty",
    "/meta/description",
    "is empty",
    "write the text between the quotes, or remove the field if it is optional",
  ),
  "text.too-short": worded("text.too-short", "/meta/description", "is too short: at least 10 characters"),
  "text.too-long": worded(
    "text.too-long",
    "/sections/2/items/1/text",
    "is 640 characters long; at most 400 fit here",
    "shorten it by 240 characters",
  ),
  "list.too-few": worded(
    "list.too-few",
    "/sections/2/items",
    "needs at least one feature card",
    "add a feature card to the list",
  ),
  "list.too-many": worded(
    "list.too-many",
    "/sections/2/items",
    "at most 6 feature cards; this list has 7",
    "remove one",
  ),
  "list.repeated": worded(
    "list.repeated",
    "/sections/1/paragraphs",
    "has the same entry twice",
    "remove one of the two",
  ),
  "block.no-type": worded("block.no-type", "/sections/1", 'every section needs a "type" naming its block'),
  "block.unknown-type": worded(
    "block.unknown-type",
    "/sections/1/type",
    'there is no block type "txtMedia"',
    'did you mean "textMedia"?',
  ),
  "block.not-listed": worded(
    "block.not-listed",
    "/sections/1/type",
    'the block type "x" exists but pages cannot use it yet',
  ),
  "file.more-problems": problemAt("file.more-problems", { count: 19800 }, at("")),
  "route.claimed-twice": problemAt("route.claimed-twice", { route: "/about", first: "about.json" }, at("")),
  "link.unknown-page": problemAt(
    "link.unknown-page",
    { route: "/contcat", guess: "/contact" },
    at("/sections/5/cta/href"),
  ),
  "anchor.not-a-page": problemAt("anchor.not-a-page", { value: "#top" }, at("/sections/5/cta/href")),
  "anchor.hidden-section": problemAt(
    "anchor.hidden-section",
    { anchor: "faq", where: "this page" },
    at("/sections/5/cta/href"),
  ),
  "anchor.unknown-id": problemAt(
    "anchor.unknown-id",
    { anchor: "nope", where: "/contact", file: "pages/contact.json" },
    at("/sections/5/cta/href"),
  ),
  "image.missing-file": problemAt("image.missing-file", { src: "/images/none.webp" }, at("/sections/1/image/src")),
  "image.wrong-size": problemAt(
    "image.wrong-size",
    { src: "/images/team.png", width: 600, height: 400, realWidth: 1200, realHeight: 800 },
    at("/sections/1/image"),
  ),
  "image.alt-differs": problemAt(
    "image.alt-differs",
    { src: "/images/about/vision.svg", file: "pages/services/seo/local-seo.json", line: 40, alt: "A telescope" },
    at("/sections/1/image/alt"),
  ),
  "image.hero-reused": problemAt(
    "image.hero-reused",
    { src: "/images/about/vision.svg", file: "pages/contact.json", line: 12 },
    at("/sections/0/image/src"),
  ),
  "launch.sample": problemAt(
    "launch.sample",
    { what: 'the case study "A Knitwear Factory"' },
    at("/sections/1/sample"),
  ),
  "translation.file-missing": problemAt(
    "translation.file-missing",
    { language: "Bangla", file: "i18n/bn/pages/about.json", address: "/bn/about" },
    at(""),
  ),
  "translation.field-missing": problemAt(
    "translation.field-missing",
    { language: "Bangla", what: "heading", address: "/bn/about" },
    at("/sections/1/heading"),
  ),
  "translation.stale": problemAt(
    "translation.stale",
    {
      language: "Bangla",
      what: "answer",
      changed: "on 2026-11-27",
      english: "We reply within a day.",
      file: "pages/about.json",
      line: 40,
    },
    at("/sections/1/heading"),
  ),
  "translation.placeholders": problemAt(
    "translation.placeholders",
    { what: "copyright line", missing: ["{year}"], unknown: ["{naam}"] },
    at("/sections/1/heading"),
  ),
  "translation.orphaned": problemAt(
    "translation.orphaned",
    { pointer: "/sections/9/title", file: "pages/about.json" },
    at("/sections/1/heading"),
  ),
  "launch.placeholder": problemAt("launch.placeholder", { value: "hello@nexaforge.example" }, at("/sections/1/href")),
  "reference.unknown-id": problemAt(
    "reference.unknown-id",
    { what: "Client", collection: "clients", value: "reshmi", guess: "reshmi-knitwear", ids: ["reshmi-knitwear"] },
    at("/sections/6/heading"),
  ),
  "block.check": problemAt(
    "block.check",
    { message: "has 1 values for 2 packages", hint: "give exactly one value per package" },
    at("/sections/2"),
  ),
  "heading.missing": problemAt("heading.missing", { types: ["pageHero"] }, at("/sections")),
  "heading.second": problemAt("heading.second", { section: 3, first: 1 }, at("/sections/2")),
  "section.id-twice": problemAt("section.id-twice", { section: 3, id: "who-we-are", first: 2 }, at("/sections/2/id")),
  "copy.repeated": problemAt(
    "copy.repeated",
    { file: "pages/index.json", pointer: "/sections/1/text" },
    at("/sections/5/text"),
  ),
  "text.example-left": problemAt(
    "text.example-left",
    { field: "Section heading", value: "Section Heading", section: 2 },
    at("/sections/1/heading"),
  ),
  "redirect.page-exists": problemAt("redirect.page-exists", { from: "/about" }, at("")),
  "catalogue.id-twice": problemAt("catalogue.id-twice", { id: "seo" }, at("")),
  "catalogue.unknown-page": problemAt("catalogue.unknown-page", { route: "/services/x" }, at("")),
};

/** The file format's words, which never reach the person editing ("field" does: a form has fields). */
const CODE_WORDS = /\b(string|true|false|quotes?|array|null|object|boolean|json pointer)\b|\/sections\/|\/meta\//i;

describe("problems in the editor's words", () => {
  it("covers every code of the catalogue", () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(CATALOGUE).sort());
  });

  it("names the section from 1 with its title, and the field by its label, as the issue asks", () => {
    expect(describeProblem(SAMPLES["link.unknown-page"], about, schemas().source)).toBe(
      "Section 6, Call-to-action banner “Ready to Start Your Project?”, field “Button › Link”: no page has the address /contcat. Did you mean /contact?",
    );
    expect(describeProblem(SAMPLES["text.too-long"], about, schemas().source)).toBe(
      "Section 3, Feature cards “Our Core Values”, field “Feature card 2 › Text”: this is 640 characters long: at most 400 fit here. Shorten it by 240 characters.",
    );
  });

  it("keeps a hint with two short quoted values whole: the words between them are no value to cut", () => {
    const hint =
      'Write a page address such as "/contact" (lower case, dashes between words, no slash at the end), an anchor such as "#faq", or an address beginning with https:, mailto: or tel:.';
    const problem = worded("value.breaks-rule", "/sections/5/cta/href", "does not match the pattern", hint);
    expect(describeProblem(problem, about, schemas().source)).toBe(
      `Section 6, Call-to-action banner “Ready to Start Your Project?”, field “Button › Link”: this is not written the way it must be. ${hint}`,
    );
  });

  for (const [code, problem] of Object.entries(SAMPLES))
    it(`${code}: no pointer and no word of the file format`, () => {
      const text = describeProblem(problem, about, schemas().source);
      expect(text).not.toMatch(CODE_WORDS);
      expect(text).not.toContain(problem.pointer || "\u0000");
      if (problem.section !== undefined) expect(text).toMatch(new RegExp(`^Section ${problem.section + 1}, `));
      expect(text).toMatch(/[.?]$/);
    });
});
