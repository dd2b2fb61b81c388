import { collector, sectionsOf, type Rule } from "./context.ts";

/** Each section's id is its own on its page: a link to it must find one section. */
export const sectionIdsRule: Rule = (ctx) => {
  const { problems, at } = collector();
  for (const page of ctx.pages) {
    const firstWithId = new Map<string, number>();
    sectionsOf(page.data).forEach((s, i) => {
      if (typeof s.id !== "string") return;
      const first = firstWithId.get(s.id);
      if (first === undefined) return void firstWithId.set(s.id, i);
      at(page, `/sections/${i}/id`, "section.id-twice", { section: i + 1, id: s.id, first: first + 1 });
    });
  }
  return problems;
};
