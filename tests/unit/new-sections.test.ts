import { describe, expect, it } from "vitest";
import { checkPage } from "../../engine/check-page.server.ts";
import { blockSpecs, blockTypes } from "../../editor/client/config.tsx";
import { exampleOf, withoutWords } from "../../editor/client/examples.ts";
import type { FieldSpec, PropertySpec } from "../../editor/client/fields/spec.ts";

// Issue 51: a text-and-image section added to a new page came with the About page's picture in it,
// and that went live. A new section holds none of its example's content, and the check (the same
// as `npm run validate`, so the build too) refuses every field left empty.

/** Every string a new section holds, with where it is and the field it is in (when the schema has one). */
function strings(
  value: unknown,
  spec: FieldSpec | undefined,
  at: string,
): { at: string; text: string; spec?: FieldSpec }[] {
  if (typeof value === "string") return [{ at, text: value, ...(spec ? { spec } : {}) }];
  if (Array.isArray(value))
    return value.flatMap((v, i) => strings(v, spec?.kind === "list" ? spec.item : undefined, `${at}/${i}`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) =>
      strings(v, spec?.kind === "group" ? spec.fields.find((f) => f.key === k)?.spec : undefined, `${at}/${k}`),
    );
  return [];
}
const group = (fields: PropertySpec[]): FieldSpec => ({ kind: "group", fields, label: "", required: true });
const isChoice = (spec?: FieldSpec) => spec?.kind === "select" || spec?.kind === "constant";

describe.each(blockTypes)("a new %s section", (type) => {
  const section = withoutWords(blockSpecs(type), exampleOf(type));

  it("holds no word, link or picture of its example: each is an empty field to fill", () => {
    const kept = strings(section, group(blockSpecs(type)), "").filter((s) => s.text !== "" && !isChoice(s.spec));
    expect(kept).toEqual([]);
  });

  it("cannot be saved or go live until each empty field is filled", () => {
    const page = { meta: { title: "New page", description: "A page." }, sections: [{ type, ...section }] };
    const problems = checkPage("new-page.json", JSON.stringify(page, null, 2)).map((p) => p.pointer);
    // An empty description is allowed (a picture that is only decoration); its file is not.
    const empty = strings(section, undefined, "/sections/0").filter((s) => s.text === "" && !s.at.endsWith("/alt"));
    for (const { at } of empty) expect(problems, `${type}: nothing refuses the empty ${at}`).toContain(at);
  });
});
