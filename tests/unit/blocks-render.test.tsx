import fs from "node:fs";
import path from "node:path";
import { ThemeProvider } from "@emotion/react";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { CONTENT_DIR, ROOT } from "../../engine/paths.ts";
import { declarations } from "../../src/generated/block-declarations.ts";
import type { Block, Collections } from "../../src/lib/blocks.ts";
import { CollectionsProvider, RenderBlockProvider, SiteProvider } from "../../src/lib/context.tsx";
import type { SiteData } from "../../src/lib/page-data.ts";
import { buildTheme } from "../../src/styles/theme.ts";

const collection = <K extends keyof Collections>(name: K) =>
  JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, `${name}.json`), "utf8")) as Collections[K];
const collections: Collections = {
  site: collection("site"),
  services: collection("services"),
  clients: collection("clients"),
  projects: collection("projects"),
  technologies: collection("technologies"),
  countries: collection("countries"),
  form: collection("form"),
};
const site: SiteData = {
  site: collections.site,
  categories: collections.services.categories,
  buildYear: 2026,
  locale: "en",
  english: [],
};

/** A block's own component, straight from its folder (the lazily loaded ones too). */
const component = async (type: string) =>
  ((await import(path.join(ROOT, "src/blocks", type, "index.tsx"))) as { default: ComponentType<Block> }).default;

async function render(block: Block): Promise<string> {
  const Component = await component(block.type);
  // A nested block (the home hero's form) renders the same way.
  const nested = new Map<string, ComponentType<Block>>();
  for (const type of Object.keys(declarations)) nested.set(type, await component(type));
  const renderNested = (b: Block) => {
    const Nested = nested.get(b.type)!;
    return <Nested {...b} />;
  };
  return renderToString(
    <MemoryRouter>
      <SiteProvider value={site}>
        <ThemeProvider theme={buildTheme(collections.site.theme)}>
          <CollectionsProvider value={collections}>
            <RenderBlockProvider value={renderNested}>
              <Component {...block} />
            </RenderBlockProvider>
          </CollectionsProvider>
        </ThemeProvider>
      </SiteProvider>
    </MemoryRouter>,
  );
}

const escape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

/** The example's headings, titles and texts, at any depth: words the block must show. */
function wordsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(wordsOf);
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, v]) =>
    typeof v === "string"
      ? ["headline", "title", "heading", "text", "question"].includes(key)
        ? [v]
        : []
      : wordsOf(v),
  );
}

// One quick render per block, from the example its block.ts declares (the same example VS Code,
// docs/blocks.md and the visual editor offer): it renders, and shows the example's words.
describe("every block renders its example", () => {
  for (const [type, declaration] of Object.entries(declarations))
    it(type, async () => {
      const block = { type, ...declaration.example } as Block;
      const html = await render(block);
      expect(html.length).toBeGreaterThan(100);
      const shown = wordsOf(declaration.example);
      expect(shown.length, `${type}'s example has a heading, title or text`).toBeGreaterThan(0);
      for (const words of shown) expect(html).toContain(escape(words));
    });
});
