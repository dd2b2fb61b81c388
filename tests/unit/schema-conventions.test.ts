import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listJsonFiles, listPageFiles } from "../../src/content/files.server.ts";
import { PAGES_DIR, SCHEMA_DIR } from "../../src/content/paths.ts";

type Node = Record<string, unknown>;

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
        .filter(([, s]) => s.additionalProperties !== false || !s.title || !s.description)
        .map(([p]) => p);
      expect(bad).toEqual([]);
    });
  }

  it("every block accepts an anchor id and hidden", () => {
    for (const file of listJsonFiles(path.join(SCHEMA_DIR, "blocks"))) {
      const { properties } = JSON.parse(fs.readFileSync(path.join(SCHEMA_DIR, "blocks", file), "utf8"));
      expect(Object.keys(properties), file).toEqual(expect.arrayContaining(["type", "id", "hidden"]));
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
