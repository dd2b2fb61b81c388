import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTranslation } from "../../scripts/lib/site-copy.ts";
import { ROOT } from "../../engine/paths.ts";

// A developer adds a block as docs/architecture.md says: one schema file and one folder, then `npm run gen`.
// Tried on a copy of the project, so that nothing here changes.
let copy: string;
const GENERATED = /^(schema\/generated\/|src\/generated\/|docs\/blocks\.md$)/;

function hashes(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isSymbolicLink()) continue;
      if (e.isDirectory()) walk(child);
      else
        out.set(
          child,
          crypto
            .createHash("sha1")
            .update(fs.readFileSync(path.join(dir, child)))
            .digest("hex"),
        );
    }
  };
  walk("");
  return out;
}

const run = (args: string[]) =>
  spawnSync(path.join(ROOT, "node_modules/.bin", args[0]!), args.slice(1), { cwd: copy, encoding: "utf8" });

const QUOTE_SCHEMA = {
  $schema: "http://json-schema.org/draft-07/schema#",
  title: "Quote block",
  description: "One large quotation with a picture and a link.",
  type: "object",
  additionalProperties: false,
  required: ["text", "goTo", "pic"],
  properties: {
    text: { type: "string", minLength: 1, maxLength: 300, description: "The quotation." },
    goTo: { $ref: "../defs.schema.json#/definitions/link", description: "Where the quote links to." },
    pic: { $ref: "../defs.schema.json#/definitions/image" },
  },
};
const QUOTE_COMPONENT = `import type { BlockOf } from "../../lib/blocks.ts";

export default function Quote({ id, text, goTo, pic }: BlockOf<"quote">) {
  return (
    <section id={id}>
      <blockquote>{text}</blockquote>
      <img src={pic.src} alt={pic.alt} width={pic.width} height={pic.height} />
      <a href={goTo}>Read more</a>
    </section>
  );
}
`;
const QUOTE_DECLARATION = `import { declareBlock } from "../../lib/blocks.ts";

export default declareBlock("quote", {
  category: "Text and media",
  icon: "quote",
  example: {
    text: "Good software is built with the people who use it.",
    goTo: "/about",
    pic: { src: "/images/about/vision.svg", alt: "", width: 560, height: 440 },
  },
});
`;
// Loads the copy's content and renders its /quote-check page with the real renderer, under Vitest
// (Vite's transforms, as the build has them), and writes what it found to check-output.txt.
const CHECK_TEST = `import fs from "node:fs";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { ThemeProvider } from "@emotion/react";
import { it } from "vitest";
import { loadSiteContent } from "../../engine/load.server.ts";
import { pageData, siteData } from "../../engine/page-data.server.ts";
import { formatProblems } from "../../engine/problems.ts";
import { PageRenderer } from "../../src/app/PageRenderer.tsx";
import { SiteProvider } from "../../src/lib/context.tsx";
import { buildTheme } from "../../src/styles/theme.ts";
it("checks and renders /quote-check", () => {
  const { problems } = loadSiteContent();
  if (problems.length) return fs.writeFileSync("check-output.txt", formatProblems(problems));
  const site = siteData();
  const tree = <MemoryRouter><SiteProvider value={site}><ThemeProvider theme={buildTheme(site.site.theme)}><PageRenderer data={pageData("/quote-check")!} /></ThemeProvider></SiteProvider></MemoryRouter>;
  fs.writeFileSync("check-output.txt", renderToString(tree));
  // Loading and checking the whole site takes 2-5 s alone, and well past Vitest's default 5 s on a
  // busy machine (a failure here would read as the block not rendering).
}, 60_000);
`;

/** Runs the check in the copy and returns what it wrote. */
function check(): string {
  fs.writeFileSync(path.join(copy, "tests/unit/quote-check.test.tsx"), CHECK_TEST);
  fs.rmSync(path.join(copy, "check-output.txt"), { force: true });
  const result = run(["vitest", "run", "tests/unit/quote-check.test.tsx"]);
  expect(result.status, result.stdout + result.stderr).toBe(0);
  return fs.readFileSync(path.join(copy, "check-output.txt"), "utf8");
}
const page = (goTo: string, src: string) =>
  JSON.stringify({
    $schema: "../schema/page.schema.json",
    meta: { title: "Quote", description: "A page with the new block." },
    sections: [
      { type: "pageHero", title: "Quote", breadcrumb: [{ label: "Home", href: "/" }, { label: "Quote" }] },
      { type: "quote", text: "Measure twice, ship once.", goTo, pic: { src, alt: "", width: 560, height: 440 } },
    ],
  });

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-new-block-"));
  for (const f of [
    "package.json",
    "tsconfig.json",
    ".prettierrc.json",
    ".prettierignore",
    "README.md",
    "src",
    "engine",
    "contracts",
    "schema",
    "scripts",
    "pages",
    "content",
    "i18n",
    "docs",
    "server", // npm run gen writes docs/deploying.md's settings table from server/settings.ts
  ])
    fs.cpSync(path.join(ROOT, f), path.join(copy, f), { recursive: true });
  for (const f of ["node_modules", "public"]) fs.symlinkSync(path.join(ROOT, f), path.join(copy, f));
}, 60_000);
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

describe("a new block made of one schema file and one folder", () => {
  it("is generated into every registry and schema by npm run gen, with no other file touched", () => {
    const before = hashes(copy);
    fs.writeFileSync(path.join(copy, "schema/blocks/quote.schema.json"), JSON.stringify(QUOTE_SCHEMA, null, 2) + "\n");
    fs.mkdirSync(path.join(copy, "src/blocks/quote"));
    fs.writeFileSync(path.join(copy, "src/blocks/quote/index.tsx"), QUOTE_COMPONENT);
    fs.writeFileSync(path.join(copy, "src/blocks/quote/block.ts"), QUOTE_DECLARATION);
    const gen = run(["tsx", "scripts/generate.ts"]);
    expect(gen.stderr + gen.stdout).not.toMatch(/error/i);
    expect(gen.status).toBe(0);
    const after = hashes(copy);
    const changed = [...after].filter(([f, h]) => before.get(f) !== h).map(([f]) => f);
    const added = ["schema/blocks/quote.schema.json", "src/blocks/quote/index.tsx", "src/blocks/quote/block.ts"];
    expect(changed.filter((f) => !GENERATED.test(f) && !added.includes(f))).toEqual([]);
    expect(changed).toContain("schema/generated/blocks/quote.schema.json");
    expect(fs.readFileSync(path.join(copy, "schema/generated/sections.schema.json"), "utf8")).toContain(
      "blocks/quote.schema.json",
    );
  }, 120_000);

  it("type-checks: the registry takes its component", () => {
    // The blocks and their generated registry (the app's route types need `react-router typegen`).
    const config = { extends: "./tsconfig.json", include: ["src/generated/blocks.ts", "src/blocks"] };
    fs.writeFileSync(path.join(copy, "tsconfig.blocks.json"), JSON.stringify(config));
    const tsc = run(["tsc", "--noEmit", "-p", "tsconfig.blocks.json"]);
    expect(tsc.stdout).toBe("");
    expect(tsc.status).toBe(0);
  }, 120_000);

  it("has its link and image checked by their schema type, whatever the properties are called", () => {
    fs.writeFileSync(path.join(copy, "pages/quote-check.json"), page("/contcat", "/images/missing.svg"));
    startTranslation(copy, "pages/quote-check.json");
    fs.mkdirSync(path.join(copy, "tests/unit"), { recursive: true });
    const out = check();
    expect(out).toContain(
      '/sections/1/goTo: links to /contcat, but no page has that address\n    hint: did you mean "/contact"?',
    );
    expect(out).toContain("/sections/1/pic/src: the image /images/missing.svg does not exist");
  }, 60_000);

  it("renders on its page", () => {
    fs.writeFileSync(path.join(copy, "pages/quote-check.json"), page("/about", "/images/about/vision.svg"));
    startTranslation(copy, "pages/quote-check.json");
    const out = check();
    expect(out).toContain("<blockquote>Measure twice, ship once.</blockquote>");
    expect(out).toContain('data-block="quote"');
  }, 60_000);
});
