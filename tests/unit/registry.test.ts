import { describe, expect, it } from "vitest";
import { registry } from "../../src/blocks/registry.ts";
import { blockTypes } from "../../src/content/schemas.server.ts";

describe("block registry", () => {
  it("has exactly one component for every block schema", () => {
    expect(Object.keys(registry).sort()).toEqual(blockTypes().sort());
    for (const component of Object.values(registry)) expect(typeof component).toBe("function");
  });
});
