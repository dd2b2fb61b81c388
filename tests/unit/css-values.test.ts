import { describe, expect, it } from "vitest";
import { cssColour, cssFontStack, cssString, cssTheme, styleElementText } from "../../src/styles/css-values.ts";

// The theme's values as they are written into every page's styles (src/styles/css-values.ts).
describe("site settings written into CSS", () => {
  it("writes the site's font lists with every name quoted and the keywords as they are", () => {
    expect(cssFontStack("'Poppins', 'Poppins Fallback: Arial', Noto Sans Bengali, system-ui, sans-serif")).toBe(
      '"Poppins", "Poppins Fallback: Arial", "Noto Sans Bengali", system-ui, sans-serif',
    );
    expect(cssFontStack('"Hind Siliguri",serif')).toBe('"Hind Siliguri", serif');
  });

  it("keeps a hostile font value inside one CSS string: it cannot end the rule or the <style> element", () => {
    const attack = "x;}</style><script>alert(1)</script><style>a{";
    const written = cssFontStack(attack);
    expect(written).toBe(cssString(attack));
    expect(written).not.toMatch(/[<>;{}]/);
    expect(written).toMatch(/^"[^"]*"$/);
    // A quote, a backslash and a line break are escaped too, and a comma cannot add a declaration.
    expect(cssFontStack(`a"b\\c\nd, e'); color: red`)).not.toMatch(/[;\n\\](?![0-9a-f]+ )/);
    expect(cssString(`"\\\u2028`)).toBe('"\\22 \\5c \\2028 "');
  });

  it("passes colours as #rrggbb and nothing else", () => {
    expect(cssColour("#0B1A2E")).toBe("#0B1A2E");
    for (const bad of ["red;}</style>", "#fff", "expression(alert(1))", "#0B1A2E;x"])
      expect(cssColour(bad)).toBe("transparent");
  });

  it("writes the theme's settings as CSS for the pages: every colour and both font lists", () => {
    const colors = Object.fromEntries(
      [
        "primary",
        "primaryAlt",
        "accent",
        "accentText",
        "text",
        "muted",
        "surface",
        "surfaceAlt",
        "green",
        "red",
        "border",
      ].map((n) => [n, "#112233"]),
    );
    const theme = cssTheme({
      colors: { ...colors, accent: "#fff}</style>" } as never,
      fonts: { heading: "Arial", body: "x}</style><script>" },
    });
    expect(theme.colors.accent).toBe("transparent");
    expect(theme.colors.primary).toBe("#112233");
    expect(theme.fonts.heading).toBe('"Arial"');
    expect(theme.fonts.body).not.toContain("<");
  });

  it("writes no < into a <style> element's text", () => {
    expect(styleElementText("a{content:'</style>'}")).toBe("a{content:'\\3c /style>'}");
  });
});
