import { declarations } from "../../src/generated/block-declarations.ts";
import { declarationOf } from "../blocks.server.ts";
import type { ParsedPage } from "../model.ts";
import { valueAt } from "../json-pointer.ts";
import { collector, sectionsOf, targetsOf, type Located, type Rule, type RuleContext, type Target } from "./context.ts";

interface Use {
  f: Located;
  /** Pointer of the image object ({ src, alt, width, height }). */
  image: string;
  src: string;
  alt: unknown;
}

/**
 * Every picture of the whole site, whatever is being checked: a page's alt text is compared with
 * every other use of its file. Content files come first, so a project's own description is the
 * one a page is measured against.
 */
function imageUses(ctx: RuleContext): Use[] {
  const whole: RuleContext = { ...ctx, pages: ctx.site.pages, collections: ctx.site.collections };
  const targets = targetsOf(whole);
  const ordered: Target[] = [
    ...targets.filter((t) => t.ownRoute === null),
    ...targets.filter((t) => t.ownRoute !== null),
  ];
  return ordered.flatMap((target) =>
    ctx
      .values(target)
      .filter((v) => v.kind === "image" && typeof v.value === "string" && v.pointer.endsWith("/src"))
      .map((v) => {
        const image = v.pointer.slice(0, v.pointer.lastIndexOf("/"));
        const holder = valueAt(target.f.data, image) as { alt?: unknown } | undefined;
        return { f: target.f, image, src: v.value as string, alt: holder?.alt };
      }),
  );
}

/** The files being checked (every file, or the one page the editor changed). */
function checkedFiles(ctx: RuleContext): Set<Located> {
  return new Set(targetsOf(ctx).map((t) => t.f));
}

/** Every alt text of a block's example: the example-text rule asks for it to be replaced, in its own words. */
const EXAMPLE_ALTS = (() => {
  const found = new Set<string>();
  const visit = (value: unknown, key: string) => {
    if (typeof value === "string" && key === "alt") found.add(value);
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) visit(v, Array.isArray(value) ? key : k);
  };
  for (const declaration of Object.values(declarations)) visit(declaration.example, "");
  return found;
})();

/**
 * One picture, one description: a file used in two places with two different alt texts is
 * reported at every use after the first. An empty alt (a decorative use) is left alone.
 */
export const altTextRule: Rule = (ctx) => {
  const { problems, at } = collector();
  const checked = checkedFiles(ctx);
  const first = new Map<string, Use>();
  for (const use of imageUses(ctx)) {
    if (typeof use.alt !== "string" || use.alt.trim() === "" || EXAMPLE_ALTS.has(use.alt)) continue;
    const seen = first.get(use.src);
    if (!seen) first.set(use.src, use);
    else if (seen.alt !== use.alt && checked.has(use.f) && !ctx.flagged.has(`${use.f.file}#${use.image}/alt`))
      at(use.f, `${use.image}/alt`, "image.alt-differs", {
        src: use.src,
        file: seen.f.file,
        line: seen.f.locate(`${seen.image}/alt`).line,
        alt: seen.alt as string,
      });
  }
  return problems;
};

/** Each hero picture of a page ('/sections/0/image'), from the blocks editors add as heroes. */
function heroImages(page: ParsedPage): { pointer: string; src: string }[] {
  return sectionsOf(page.data).flatMap((section, i) => {
    if (typeof section.type !== "string" || declarationOf(section.type)?.category !== "Heroes") return [];
    const src = (section as { image?: { src?: unknown } }).image?.src;
    return typeof src === "string" ? [{ pointer: `/sections/${i}/image/src`, src }] : [];
  });
}

/** A page's opening picture is its own: a hero file another page's hero already shows is reported. */
export const heroImageRule: Rule = (ctx) => {
  const { problems, at } = collector();
  const checked = new Set(ctx.pages);
  const first = new Map<string, { page: ParsedPage; pointer: string }>();
  for (const page of ctx.site.pages)
    for (const { pointer, src } of heroImages(page)) {
      const seen = first.get(src);
      if (!seen) first.set(src, { page, pointer });
      else if (seen.page !== page && checked.has(page))
        at(page, pointer, "image.hero-reused", {
          src,
          file: seen.page.file,
          line: seen.page.locate(seen.pointer).line,
        });
    }
  return problems;
};
