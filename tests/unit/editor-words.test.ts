import { describe, expect, it } from "vitest";
import { blockSpecs, contentSpecs } from "../../editor/client/config.tsx";
import { exampleOf, placeholderAt, withoutWords } from "../../editor/client/examples.ts";
import type { PageJson } from "../../editor/client/mapping.ts";
import { contentPlaceOf, placeOf } from "../../editor/client/problem-place.ts";

const page: PageJson = {
  meta: { title: "About", description: "About us." },
  sections: [
    { type: "pageHero", title: "About Us", breadcrumb: [{ label: "Home", href: "/" }, { label: "About" }] },
    { type: "faq", heading: "Questions", items: [1, 2, 3].map((n) => ({ question: `Q${n}?`, answer: `A${n}.` })) },
    { type: "ctaBanner", heading: "Ready?", cta: { label: "Talk to us", href: "/contcat" } },
  ],
};

describe("the editor's words for a place in a page file", () => {
  it("names the section from 1 with its block and title, and the field by its labels", () => {
    expect(placeOf("/sections/2/cta/href", page)).toEqual({
      section: 2,
      where: 'Section 3, Call-to-action banner "Ready?"',
      field: ["Button", "Link"],
      kind: "text",
      at: { section: { number: 3, block: "Call-to-action banner", title: "Ready?" }, field: ["Button", "Link"] },
    });
    expect(placeOf("/sections/1/items/2/answer", page)).toEqual({
      section: 1,
      where: 'Section 2, FAQ "Questions"',
      field: ["Items", "FAQ item 3", "Answer"],
      kind: "text",
      at: { section: { number: 2, block: "FAQ", title: "Questions" }, field: ["Items", "FAQ item 3", "Answer"] },
    });
    expect(placeOf("/meta/description", page)).toEqual({
      where: "Page settings",
      field: ["Description"],
      kind: "text",
      at: { part: "Page settings", field: ["Description"] },
    });
    // A value the page lacks a field for is named in words, with no kind to ask for.
    expect(placeOf("/sections/1/colour", page)).toEqual({
      section: 1,
      where: 'Section 2, FAQ "Questions"',
      field: ["Colour"],
      at: { section: { number: 2, block: "FAQ", title: "Questions" }, field: ["Colour"] },
    });
  });
});

describe("example text is a placeholder, not content", () => {
  it("a new section keeps its choices but none of its example's words or links", () => {
    const faq = withoutWords(blockSpecs("faq"), exampleOf("faq"));
    expect(faq).toEqual({
      heading: "",
      items: [
        { question: "", answer: "" },
        { question: "", answer: "" },
      ],
    });
    // Its optional text is left out, its link is to fill; its colour scheme stays as the example has it.
    expect(withoutWords(blockSpecs("ctaBanner"), exampleOf("ctaBanner"))).toEqual({
      heading: "",
      cta: { label: "", href: "" },
      tone: "dark",
    });
  });

  it("each field's placeholder is its example's text, the last example item standing for items past it", () => {
    expect(placeholderAt(page, "/sections/1/heading")).toBe(exampleOf("faq").heading);
    const items = exampleOf("faq").items as { question: string }[];
    expect(placeholderAt(page, "/sections/1/items/2/question")).toBe(items.at(-1)!.question);
    expect(placeholderAt(page, "/meta/title")).toBeUndefined();
  });
});

describe("the editor's words for a place in a content file", () => {
  it("names the part of the file, then the field by its labels, never the pointer", () => {
    expect(contentPlaceOf("/nav/5/href", contentSpecs("site"))).toEqual({
      where: "Main menu",
      field: ["Navigation link 6", "Link"],
      kind: "text",
      at: { part: "Main menu", field: ["Navigation link 6", "Link"] },
    });
    expect(contentPlaceOf("/contact/email", contentSpecs("site"))).toEqual({
      where: "Contact details",
      field: ["Email"],
      kind: "text",
      at: { part: "Contact details", field: ["Email"] },
    });
    expect(contentPlaceOf("/clients/0/name", contentSpecs("clients"))).toMatchObject({
      where: "Clients",
      field: ["Client 1", "Name"],
    });
    expect(contentPlaceOf("", contentSpecs("site"))).toEqual({ where: "This file", field: [], at: {} });
  });

  it("a content file's fields leave out its $schema line", () => {
    expect(contentSpecs("site").map((p) => p.key)).not.toContain("$schema");
    expect(contentSpecs("site").find((p) => p.key === "nav")?.spec.label).toBe("Main menu");
  });
});
