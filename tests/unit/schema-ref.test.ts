import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { nodeAtFragment, refTarget, resolveMerged, resolveRef } from "../../engine/schema-ref.ts";
import { ROOT } from "../../engine/paths.ts";

type Node = Record<string, unknown> & { $ref?: string };

const files: Record<string, Node> = {
  "defs.schema.json": {
    definitions: {
      link: { title: "Link", type: "string", "x-kind": "link" },
      cta: { $ref: "#/definitions/link", title: "Button link" },
      "a/b": { type: "number" },
      loop: { $ref: "#/definitions/loop" },
    },
  },
  "blocks/faq.schema.json": {
    properties: { more: { $ref: "../defs.schema.json#/definitions/cta", description: "Mine" } },
  },
  "generated/blocks/faq.schema.json": { $ref: "../../blocks/faq.schema.json" },
};
const source = (file: string) => files[file];

describe("one $ref resolver for the validator and the editor", () => {
  it("resolves a relative reference against the file that holds it, as ajv does", () => {
    expect(refTarget("../defs.schema.json#/definitions/link", "blocks/faq.schema.json")).toEqual({
      file: "defs.schema.json",
      hash: "#/definitions/link",
    });
    expect(refTarget("#/definitions/link", "defs.schema.json")).toEqual({
      file: "defs.schema.json",
      hash: "#/definitions/link",
    });
    expect(refTarget("../../blocks/faq.schema.json", "generated/blocks/faq.schema.json").hash).toBe("");
  });

  it("reads JSON pointer fragments, with ~1 for / in a name", () => {
    expect(nodeAtFragment(files["defs.schema.json"], "#/definitions/a~1b")).toEqual({ type: "number" });
    expect(nodeAtFragment(files["defs.schema.json"], "")).toBe(files["defs.schema.json"]);
    expect(nodeAtFragment(files["defs.schema.json"], "#/definitions/none")).toBeUndefined();
  });

  it("follows references across files to their end, listing each hop", () => {
    const more = (files["blocks/faq.schema.json"]!.properties as Record<string, Node>).more!;
    const resolved = resolveRef(source, more, "blocks/faq.schema.json");
    expect(resolved.node).toMatchObject({ title: "Link", "x-kind": "link" });
    expect(resolved.file).toBe("defs.schema.json");
    expect(resolved.hops.map((h) => h.hash)).toEqual(["#/definitions/cta", "#/definitions/link"]);
    expect(resolved.broken).toBe(false);
  });

  it("says when a reference names nothing, and stops on a cycle", () => {
    const broken = resolveRef(source, { $ref: "missing.schema.json" }, "defs.schema.json");
    expect(broken).toMatchObject({ broken: true, hops: [] });
    const loop = resolveRef(source, { $ref: "#/definitions/loop" }, "defs.schema.json", 5);
    expect(loop.hops.length).toBeLessThanOrEqual(6);
  });

  it("merged, the referring nodes' own keywords win over the definition's", () => {
    const more = (files["blocks/faq.schema.json"]!.properties as Record<string, Node>).more!;
    const merged = resolveMerged(source, more, "blocks/faq.schema.json");
    expect(merged.node).toEqual({ title: "Button link", type: "string", "x-kind": "link", description: "Mine" });
    expect(merged.hash).toBe("#/definitions/link");
  });

  it("the validator's walk, its messages and the editor's field generator all use it, and resolve nothing themselves", () => {
    for (const file of ["engine/schema-walk.ts", "engine/schemas.server.ts", "editor/client/fields/spec.ts"]) {
      const text = fs.readFileSync(path.join(ROOT, file), "utf8");
      expect(text, file).toContain("schema-ref.ts");
      expect(text, file).not.toMatch(/new URL\(/);
    }
  });
});
