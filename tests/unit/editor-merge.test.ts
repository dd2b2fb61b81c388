/**
 * The editor's three-way merge of a page changed on disk while it was being edited: the other
 * side's changes to what this editor left alone are kept, and only values both changed are asked.
 */
import { describe, expect, it } from "vitest";
import type { PageJson } from "../../editor/client/mapping.ts";
import { matchSections, mergeJson, mergePages, resolve } from "../../editor/client/merge.ts";

const hero = { type: "pageHero", title: "About Us", breadcrumb: [{ label: "Home", href: "/" }, { label: "About" }] };
const text = { type: "textMedia", id: "who-we-are", heading: "Who we are", paragraphs: ["We build websites."] };
const faq = { type: "faq", heading: "Questions", items: [{ question: "How long?", answer: "Six weeks." }] };
const cta = { type: "ctaBanner", heading: "Ready?", cta: { label: "Contact Us", href: "/contact" } };
const base: PageJson = { meta: { title: "About", description: "Who we are." }, sections: [hero, text, faq, cta] };
const page = (sections: Record<string, unknown>[], meta = base.meta): PageJson => ({ meta, sections });

describe("matching sections without ids", () => {
  it("finds unchanged, moved, re-anchored and changed-in-place sections", () => {
    const other = [cta, hero, { ...text, heading: "Who we really are" }, { ...faq, heading: "Your questions" }];
    expect(matchSections(base.sections, other)).toEqual([1, 2, 3, 0]);
    expect(matchSections(base.sections, [hero, cta])).toEqual([0, -1, -1, 1]);
  });
});

describe("merging a page changed on disk", () => {
  it("keeps their change to another section beside mine, with nothing to ask", () => {
    const mine = page([{ ...hero, title: "About Nexaforge" }, text, faq, cta]);
    const theirs = page([hero, text, { ...faq, heading: "Your questions" }, cta]);
    const merged = mergePages(base, mine, theirs);
    expect(merged.conflicts).toEqual([]);
    expect(merged.page.sections).toEqual([
      { ...hero, title: "About Nexaforge" },
      text,
      { ...faq, heading: "Your questions" },
      cta,
    ]);
    expect(merged.theirs).toEqual([{ pointer: "/sections/2/heading", kind: "changed" }]);
  });

  it("merges different fields of the same section, and asks only about a field both changed", () => {
    const mine = page([hero, { ...text, heading: "Mine" }, faq, { ...cta, heading: "Start today" }]);
    const theirs = page([
      hero,
      { ...text, paragraphs: ["We build and run websites."] },
      faq,
      { ...cta, heading: "Let's talk" },
    ]);
    const merged = mergePages(base, mine, theirs);
    expect(merged.page.sections[1]).toEqual({ ...text, heading: "Mine", paragraphs: ["We build and run websites."] });
    expect(merged.theirs.map((c) => c.pointer)).toEqual(["/sections/1/paragraphs/0", "/sections/3/heading"]);
    expect(merged.conflicts).toEqual([{ pointer: "/sections/3/heading", mine: "Start today", theirs: "Let's talk" }]);
    expect(resolve(merged, {}).sections[3]).toEqual({ ...cta, heading: "Start today" });
    expect(resolve(merged, { "/sections/3/heading": "theirs" }).sections[3]).toEqual({ ...cta, heading: "Let's talk" });
  });

  it("keeps my order of sections and puts their new section after the one before it in theirs", () => {
    const mine = page([hero, faq, text, cta]);
    const added = { type: "ctaBanner", heading: "Call us", cta: { label: "Call", href: "tel:+8801700000000" } };
    const theirs = page([hero, text, added, faq, cta]);
    const merged = mergePages(base, mine, theirs);
    expect(merged.conflicts).toEqual([]);
    expect(merged.page.sections).toEqual([hero, faq, text, added, cta]);
    expect(merged.theirs).toEqual([{ pointer: "/sections/3", kind: "added" }]);
  });

  it("takes their order when only they moved sections, with my new section kept", () => {
    const mineNew = { type: "faq", heading: "More questions", items: [{ question: "Where?", answer: "Dhaka." }] };
    const mine = page([hero, text, faq, cta, mineNew]);
    const theirs = page([hero, faq, text, cta]);
    expect(mergePages(base, mine, theirs).page.sections).toEqual([hero, faq, text, cta, mineNew]);
  });

  it("drops a section they removed that I left alone, and asks about one I changed", () => {
    const mine = page([hero, text, { ...faq, heading: "Mine" }, cta]);
    const theirs = page([hero, faq]);
    const merged = mergePages(base, mine, theirs);
    // text and cta were removed by them and untouched here; my changed faq has nothing to conflict with.
    expect(merged.page.sections).toEqual([hero, { ...faq, heading: "Mine" }]);
    expect(merged.theirs.map((c) => c.kind)).toEqual(["removed", "removed"]);

    const gone = mergePages(base, mine, page([hero, text, cta]));
    expect(gone.conflicts).toEqual([{ pointer: "/sections/2", mine: { ...faq, heading: "Mine" }, theirs: undefined }]);
    expect(resolve(gone, { "/sections/2": "theirs" }).sections).toEqual([hero, text, cta]);
    expect(resolve(gone, { "/sections/2": "mine" }).sections).toEqual([hero, text, { ...faq, heading: "Mine" }, cta]);
  });

  it("merges page settings field by field, and keeps the key order of my version", () => {
    const mine = page(base.sections, { description: "Who we are.", title: "About Nexaforge" });
    const theirs = page(base.sections, { title: "About", description: "The team behind Nexaforge." });
    const merged = mergePages(base, mine, theirs);
    expect(merged.conflicts).toEqual([]);
    expect(Object.entries(merged.page.meta)).toEqual([
      ["description", "The team behind Nexaforge."],
      ["title", "About Nexaforge"],
    ]);
  });

  it("asks about a list both changed in length, as one value", () => {
    const two = [...faq.items, { question: "Where?", answer: "Dhaka." }];
    const mine = page([hero, text, { ...faq, items: two }, cta]);
    const theirs = page([hero, text, { ...faq, items: [] }, cta]);
    expect(mergePages(base, mine, theirs).conflicts).toEqual([{ pointer: "/sections/2/items", mine: two, theirs: [] }]);
  });
});

describe("merging a content file changed on disk (site settings, a collection)", () => {
  const site = {
    name: "Nexaforge",
    contact: { phone: "+880 1700 000000", email: "hello@nexaforge.example" },
    nav: [
      { label: "Home", href: "/" },
      { label: "About", href: "/about" },
    ],
  };
  it("keeps their change to another field, list item by item, with nothing to ask", () => {
    const mine = { ...site, nav: [site.nav[0], { label: "About us", href: "/about" }] };
    const theirs = { ...site, contact: { ...site.contact, phone: "+880 1800 000000" } };
    const merged = mergeJson(site, mine, theirs);
    expect(merged.conflicts).toEqual([]);
    expect(merged.theirs).toEqual([{ pointer: "/contact/phone", kind: "changed" }]);
    expect(merged.page).toEqual({ ...mine, contact: theirs.contact });
  });
  it("asks about a value both changed, and about a list both changed in length", () => {
    const mine = { ...site, name: "Nexaforge Ltd", nav: [...site.nav, { label: "Blog", href: "/blog" }] };
    const theirs = { ...site, name: "Nexaforge BD", nav: [site.nav[0]] };
    const merged = mergeJson(site, mine, theirs);
    expect(merged.conflicts.map((c) => c.pointer)).toEqual(["/name", "/nav"]);
    expect(resolve(merged, { "/name": "theirs" })).toEqual({ ...mine, name: "Nexaforge BD" });
    expect(resolve(merged, { "/nav": "theirs" })).toEqual({ ...mine, nav: theirs.nav });
  });
});
