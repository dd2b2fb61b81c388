/**
 * docs/blocks.md marks a field "Translated into Bangla" exactly when the Bangla edition translates
 * it (engine/i18n/translatable.ts decides): checked on every block's example and on every
 * section of the site's pages, so that the reference never promises a translation the site does
 * not make, nor hides one it does.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { translatableFields } from "../../engine/i18n/translatable.ts";
import { schemas } from "../../engine/load.server.ts";
import { ROOT } from "../../engine/paths.ts";
import { walkWithSchema } from "../../engine/schema-walk.ts";
import { declarations } from "../../src/generated/block-declarations.ts";

const docs = fs.readFileSync(path.join(ROOT, "docs/blocks.md"), "utf8");

/** Each block's rows in docs/blocks.md: field path ('items[].answer') -> marked as translated. */
function documented(type: string): Map<string, boolean> {
  const part = docs.split(/^## /m).find((p) => p.startsWith(`${type}\n`)) ?? "";
  const rows = new Map<string, boolean>();
  for (const match of part.matchAll(/^\| `([^`]+)` +\|[^|]*\|(.*)\|$/gm))
    rows.set(match[1]!, match[2]!.includes("**Translated into Bangla.**"));
  return rows;
}

/** '/items/2/answer' -> 'items[].answer'; '/paragraphs/0' -> 'paragraphs'. */
const fieldPath = (pointer: string) =>
  pointer
    .slice(1)
    .split("/")
    .reduce((out, key) => (/^\d+$/.test(key) ? `${out}[]` : out ? `${out}.${key}` : key), "")
    .replace(/\[\]$/, "");

/** Every section to try: each block's example, and every section of the site's pages. */
function sections(): { type: string; data: Record<string, unknown> }[] {
  const examples = Object.entries(declarations).map(([type, d]) => ({
    type,
    data: { type, ...(d.example as object) },
  }));
  const pages = fs
    .readdirSync(path.join(ROOT, "pages"), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".json"))
    .flatMap((f) => (JSON.parse(fs.readFileSync(path.join(ROOT, "pages", f), "utf8")) as { sections: [] }).sections)
    .map((s: Record<string, unknown>) => ({ type: String(s.type), data: s }));
  return [...examples, ...pages];
}

describe("docs/blocks.md says which fields are translated into Bangla", () => {
  it("marks every field the Bangla edition translates, and no other text", () => {
    const wrong: string[] = [];
    for (const { type, data } of sections()) {
      const schemaFile = `generated/blocks/${type}.schema.json`;
      const rows = documented(type);
      const words = new Set(translatableFields(schemas().source, schemaFile, data).map((f) => fieldPath(f.pointer)));
      walkWithSchema(schemas().source, schemaFile, data, ({ pointer, value }) => {
        if (typeof value !== "string" || !value.trim() || pointer === "/type") return;
        const field = fieldPath(pointer);
        if (field === "id" || !rows.has(field)) return;
        if (rows.get(field) !== words.has(field))
          wrong.push(`${type} ${field}: docs say ${rows.get(field) ? "translated" : "not translated"}`);
      });
    }
    expect([...new Set(wrong)]).toEqual([]);
  });

  it("marks texts and lists of texts, and never a link, a picture's file or a choice", () => {
    const faq = documented("faq");
    expect(faq.get("items[].answer")).toBe(true);
    const media = documented("textMedia");
    expect(media.get("paragraphs")).toBe(true);
    expect(media.get("image.alt")).toBe(true);
    expect(media.get("image.src")).toBe(false);
    expect(media.get("cta.href")).toBe(false);
    expect(media.get("imagePosition")).toBe(false);
  });
});
