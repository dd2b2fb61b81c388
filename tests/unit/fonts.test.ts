import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_DIR, ROOT } from "../../engine/paths.ts";
import { BENGALI_FALLBACK, fontFallbackCss } from "../../scripts/lib/font-fallbacks.ts";

const site = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "site.json"), "utf8")) as {
  theme: { fonts: Record<string, string> };
};
const families = (stack: string) => stack.split(",").map((f) => f.trim().replace(/^['"]|['"]$/g, ""));

describe("fallback fonts", () => {
  const generated = fontFallbackCss().families.map((f) => f.replace(/^"|"$/g, ""));

  it("are generated for the regular and the bold weights of each local font", () => {
    const css = fs.readFileSync(path.join(ROOT, "src/generated/font-fallbacks.css"), "utf8");
    expect(generated).toEqual(["Poppins Fallback: Arial", "Poppins Fallback: Roboto", "Poppins Fallback: DejaVu Sans"]);
    for (const family of generated) {
      expect(css.match(new RegExp(`font-family: "${family}";`, "g")), family).toHaveLength(2);
    }
    expect(css).toMatch(/size-adjust: \d+(\.\d+)?%/);
  });

  // A stack that drops them would let the late web font move the page again (layout shift).
  for (const [role, stack] of Object.entries(site.theme.fonts)) {
    it(`content/site.json theme.fonts.${role} lists them right after Poppins`, () => {
      expect(families(stack).slice(0, 1 + generated.length)).toEqual(["Poppins", ...generated]);
    });
    // Poppins has no Bengali letters: they come from Noto Sans Bengali, or the device's Bengali font until it arrives.
    it(`content/site.json theme.fonts.${role} names Noto Sans Bengali and its stand-in next`, () => {
      expect(families(stack).slice(1 + generated.length, 3 + generated.length)).toEqual([
        "Noto Sans Bengali",
        BENGALI_FALLBACK,
      ]);
    });
  }
});
