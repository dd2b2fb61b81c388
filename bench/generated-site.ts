import { isExampleText } from "../engine/example-text.ts";
import { schemas } from "../engine/load.server.ts";
import { declarations } from "../src/generated/block-declarations.ts";

type Example = Record<string, unknown>;
const exampleOf = (type: keyof typeof declarations): Example => ({
  type,
  ...structuredClone(declarations[type].example as Example),
});

/** The block's example with each of its example texts replaced by words of this page's own. */
function written(example: Example, page: number): Example {
  let n = 0;
  const visit = (value: unknown, path: string): unknown => {
    if (Array.isArray(value)) return value.map((v) => visit(v, `${path}/*`));
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v, path ? `${path}/${k}` : k)]));
    if (typeof value === "string" && isExampleText(schemas(), String(example.type), path, value))
      // A picture has one description wherever it is used: here it decorates (alt "").
      return path.endsWith("alt") ? "" : `Words of page ${page}, part ${++n}`;
    return value;
  };
  return visit(example, "") as Example;
}

/**
 * Page i of `count` generated pages (pages/generated/page-<i>.json): valid, made by code from the real
 * blocks' examples with their words written for each page: a hero, a text with a picture, questions and
 * answers, and a banner, linking to pages nearby and to their sections.
 */
export function generatedPage(i: number, count: number): string {
  const route = (n: number) => `/generated/page-${(n + count) % count}`;
  const hero = {
    type: "pageHero",
    title: `Generated page ${i}`,
    breadcrumb: [{ label: "Home", href: "/" }, { label: `Generated page ${i}` }],
  };
  const text = {
    ...written(exampleOf("textMedia"), i),
    id: "story",
    cta: { label: "Next", href: `${route(i + 1)}#story` },
  };
  const faq = { ...written(exampleOf("faq"), i), id: "questions" };
  const banner = {
    ...written(exampleOf("ctaBanner"), i),
    cta: { label: "Read on", href: `${route(i + 7)}#questions` },
  };
  const page = {
    $schema: "../../schema/page.schema.json",
    meta: { title: `Generated page ${i}`, description: `The generated page number ${i}, for the benchmarks.` },
    sections: [hero, text, faq, banner],
  };
  return JSON.stringify(page, null, 2) + "\n";
}
