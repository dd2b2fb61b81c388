import { describe, expect, it } from "vitest";
import { canonicalQuestion } from "../../editor/client/canonical-question.ts";
import { propertySpecs } from "../../editor/client/fields/spec.ts";
import { schemaFiles } from "../../editor/client/schemas.ts";

/** Page settings as the editor generates them from schema/page.schema.json. */
const settings = () =>
  propertySpecs(
    (p) => schemaFiles.get(p),
    (schemaFiles.get("page.schema.json")!.properties as never)["meta"],
    "page.schema.json",
  );

describe("page settings", () => {
  it("name each field in plain words and explain what it does", () => {
    const fields = settings().map(({ key, spec }) => ({ key, label: spec.label, help: spec.help ?? "" }));
    expect(fields.map((f) => [f.key, f.label])).toEqual([
      ["title", "Title"],
      ["description", "Description"],
      ["canonical", "Canonical address"],
      ["ogImage", "Link-preview image"],
      ["noindex", "Hide from search engines"],
    ]);
    for (const { key, help } of fields) {
      // Each says what a person sees or what happens, not what the value is in the file.
      expect(help.length, key).toBeGreaterThan(60);
      expect(help, key).not.toMatch(/\b(true|false|string|pages\/|public\/)\b/);
    }
    const help = Object.fromEntries(fields.map((f) => [f.key, f.help]));
    expect(help.title).toContain('"About Us" shows as "About Us | Nexaforge"');
    expect(help.canonical).toMatch(
      /^Leave empty for almost every page\..*this one does not appear in search results\.$/,
    );
    expect(help.noindex).toMatch(/^Tick to keep this page out of search results/);
  });
});

describe("a canonical address pointing to another page", () => {
  it("is questioned in plain words, and only then", () => {
    expect(canonicalQuestion("/about", { title: "About", canonical: "/contact" })).toBe(
      'This page tells search engines that /contact is the real page; this page will not appear in search results. Is that what you want? If not, empty "Canonical address" in Page settings.',
    );
    expect(canonicalQuestion("/about", { canonical: "/about" })).toBeUndefined();
    expect(canonicalQuestion("/about", { canonical: "/About/" })).toBeUndefined();
    expect(canonicalQuestion("/about", { canonical: "" })).toBeUndefined();
    expect(canonicalQuestion("/about", {})).toBeUndefined();
  });
});
