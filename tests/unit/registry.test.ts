import { describe, expect, it } from "vitest";
import { registry } from "../../src/blocks/registry.ts";
import { blockTypes } from "../../src/content/schemas.server.ts";

describe("block registry", () => {
  it("has exactly one component for every block schema", () => {
    expect(Object.keys(registry).sort()).toEqual(blockTypes().sort());
    // Each is a function component or a React.lazy wrapper around one.
    for (const component of Object.values(registry)) {
      const lazy = (component as { $$typeof?: symbol }).$$typeof === Symbol.for("react.lazy");
      expect(typeof component === "function" || lazy).toBe(true);
    }
  });
});
