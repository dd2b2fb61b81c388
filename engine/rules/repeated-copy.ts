import type { ParsedPage } from "../model.ts";
import { collector, sectionsOf, type Rule } from "./context.ts";

/** Text longer than this must be written for its page: the same paragraph on two pages is an error. */
const UNIQUE_FROM = 81;

type LongText = { text: string; pointer: string };
/** A page read once is walked once: the editor's checks of one page reuse the others'. */
const cache = new WeakMap<ParsedPage, LongText[]>();

/** Each long paragraph, item text or FAQ answer of a page, with its pointer. */
function longTexts(page: ParsedPage): LongText[] {
  const cached = cache.get(page);
  if (cached) return cached;
  const found: LongText[] = [];
  const visit = (value: unknown, pointer: string, key: string) => {
    if (Array.isArray(value)) return value.forEach((v, i) => visit(v, `${pointer}/${i}`, key));
    if (value && typeof value === "object")
      return Object.entries(value).forEach(([k, v]) => visit(v, `${pointer}/${k}`, k));
    if (typeof value === "string" && value.length >= UNIQUE_FROM && ["paragraphs", "text", "answer"].includes(key))
      found.push({ text: value, pointer });
  };
  visit(sectionsOf(page.data), "/sections", "");
  cache.set(page, found);
  return found;
}

/**
 * A passage of more than 80 characters on more than one page: reported on every page after the
 * first that has it (in file order), pointing at where it first appears.
 */
export const repeatedCopyRule: Rule = (ctx) => {
  const { problems, at } = collector();
  const checked = new Set(ctx.pages);
  const seen = new Map<string, { page: ParsedPage; pointer: string }>();
  for (const page of ctx.site.pages) {
    for (const { text, pointer } of longTexts(page)) {
      const first = seen.get(text);
      if (!first) seen.set(text, { page, pointer });
      else if (first.page !== page && checked.has(page))
        at(page, pointer, "copy.repeated", { file: first.page.file, pointer: first.pointer });
    }
  }
  return problems;
};
