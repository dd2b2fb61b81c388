import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listJsonFiles, listPageFiles } from "../../engine/files.server.ts";
import { declarations } from "../../src/generated/block-declarations.ts";
import { loadSiteContent } from "../../engine/load.server.ts";
import { PAGES_DIR, SCHEMA_DIR } from "../../engine/paths.ts";
import { formatProblem } from "../../engine/problems.ts";
import { copySite } from "../../scripts/lib/site-copy.ts";

type Node = Record<string, unknown>;

/** Every node of a schema file that matches `test`, with its JSON pointer. */
function nodes(node: unknown, test: (n: Node) => boolean, pointer = ""): [string, Node][] {
  if (!node || typeof node !== "object") return [];
  const here: [string, Node][] = !Array.isArray(node) && test(node as Node) ? [[pointer || "/", node as Node]] : [];
  return here.concat(Object.entries(node).flatMap(([k, v]) => nodes(v, test, `${pointer}/${k}`)));
}

const readSchema = (file: string) => JSON.parse(fs.readFileSync(path.join(SCHEMA_DIR, file), "utf8"));
/** Schema files that editors of pages and content meet (the enquiry schema is the form's, not theirs). */
const EDITED = listJsonFiles(SCHEMA_DIR).filter((f) => f !== "enquiry.schema.json" && !f.startsWith("generated/"));
const BLOCKS = listJsonFiles(path.join(SCHEMA_DIR, "blocks"));

/** Every object schema inside a schema file, with its JSON pointer. */
function objectSchemas(node: unknown, pointer = ""): [string, Node][] {
  if (!node || typeof node !== "object") return [];
  const here: [string, Node][] = (node as Node).type === "object" ? [[pointer || "/", node as Node]] : [];
  return here.concat(
    Object.entries(node as Node).flatMap(([k, v]) =>
      typeof v === "object" ? objectSchemas(v, `${pointer}/${k}`) : [],
    ),
  );
}

describe("schema conventions", () => {
  for (const file of listJsonFiles(SCHEMA_DIR)) {
    it(`${file}: every object is closed and has a title and a description for editors`, () => {
      const schema = JSON.parse(fs.readFileSync(path.join(SCHEMA_DIR, file), "utf8"));
      const bad = objectSchemas(schema)
        .filter(([, s]) => !s.oneOf) // the section list: closed by each block it may be
        // A map (a translation's fields by place): its names are checked by propertyNames, each value by its schema.
        .filter(([, s]) => !(s.propertyNames && typeof s.additionalProperties === "object"))
        .filter(([, s]) => s.additionalProperties !== false || !s.title || !s.description)
        .map(([p]) => p);
      expect(bad).toEqual([]);
    });
  }

  it("every block's full schema (generated) accepts the section fields: type, an anchor id and hidden", () => {
    for (const file of BLOCKS) {
      const { properties, required } = readSchema(`generated/blocks/${file}`);
      expect(Object.keys(properties).slice(0, 3), file).toEqual(["type", "id", "hidden"]);
      expect(properties.type.const, file).toBe(file.replace(".schema.json", ""));
      expect(required, file).toContain("type");
    }
  });

  it("a block's own schema declares only its own fields (the section fields are declared once, in defs)", () => {
    for (const file of BLOCKS)
      expect(Object.keys(readSchema(`blocks/${file}`).properties), file).not.toEqual(expect.arrayContaining(["type"]));
  });

  for (const file of EDITED) {
    it(`${file}: every pattern has a message in words, so editors never see a regular expression`, () => {
      const bare = nodes(
        readSchema(file),
        (n) => typeof n.pattern === "string" && typeof n.patternErrorMessage !== "string",
      );
      expect(bare.map(([p]) => p)).toEqual([]);
    });

    it(`${file}: every field is described (the text editors see on hover and in docs/blocks.md)`, () => {
      const undescribed = nodes(readSchema(file), (n) => typeof n.properties === "object" && n.properties !== null)
        .filter(([p]) => !/(^|\/)if(\/|$)/.test(p)) // a condition restates fields, it does not declare them
        .flatMap(([p, n]) =>
          Object.entries(n.properties as Record<string, Node>)
            .filter(([, prop]) => !prop.$ref && !prop.description)
            .map(([name]) => `${p}/properties/${name}`),
        );
      expect(undescribed).toEqual([]);
    });
  }

  it("every block has one ready-to-edit example (VS Code offers it as a snippet), and each passes every check but example text's", () => {
    const examples = BLOCKS.map((f) => {
      const snippets = readSchema(`generated/blocks/${f}`).defaultSnippets as
        { label: string; body: Node }[] | undefined;
      expect(snippets, f).toHaveLength(1);
      expect(snippets![0]!.body.type, f).toBe(f.replace(".schema.json", ""));
      return snippets![0]!.body;
    });
    // Each example on a page of its own, after a page hero unless the block shows the page's heading itself.
    const hero = examples.find((e) => e.type === "pageHero")!;
    const site = copySite();
    try {
      for (const example of examples) {
        const own = declarations[example.type as keyof typeof declarations].pageHeading;
        const sections = own ? [example] : [hero, example];
        const meta = { title: "Example", description: "A block's example." };
        const page = { $schema: "../schema/page.schema.json", meta, sections };
        site.write(`pages/example-${String(example.type).toLowerCase()}.json`, JSON.stringify(page, null, 2));
      }
      // Valid in every way but one: its words are example text, to be replaced before publishing.
      const problems = loadSiteContent(site.root).problems;
      expect(problems.filter((p) => p.code !== "text.example-left").map(formatProblem)).toEqual([]);
    } finally {
      site.remove();
    }
  });

  it("every page file starts with its $schema, so editors check it with no setup", () => {
    for (const { file } of listPageFiles()) {
      const text = fs.readFileSync(path.join(PAGES_DIR, file), "utf8");
      const depth = file.split("/").length;
      expect(text.startsWith(`{\n  "$schema": "${"../".repeat(depth)}schema/page.schema.json"`), file).toBe(true);
    }
  });
});
