import { describe, expect, it } from "vitest";
import { contentSpecs } from "../../editor/client/config.tsx";
import { contentParts } from "../../editor/client/content-parts.ts";
import { contentGroups } from "../../editor/client/translate/groups.ts";

const SITE = "site";
const partOf = (key: string) => contentParts(SITE, contentSpecs(SITE)).find((p) => p.keys.includes(key))?.label;

describe("the site settings' parts, by where a person sees them on the site", () => {
  it("put the footer's tagline under Footer, and the menu with the header", () => {
    expect(partOf("tagline")).toBe("Footer");
    expect(partOf("footer")).toBe("Footer");
    expect(partOf("nav")).toBe("Header and menu");
    expect(partOf("headerCta")).toBe("Header and menu");
    expect(partOf("contact")).toBe("Contact details");
    expect(partOf("social")).toBe("Social links");
    expect(partOf("theme")).toBe("Colours and fonts");
  });

  it("show every setting the editor shows once, and no part empty", () => {
    const specs = contentSpecs(SITE);
    const parts = contentParts(SITE, specs);
    const shown = specs.filter((s) => s.spec.kind !== "hidden").map((s) => s.key);
    expect(parts.flatMap((p) => p.keys).sort()).toEqual(shown.sort());
    // The web app manifest's description leaves the editor ("x-editor": false): it is in no part.
    expect(parts.flatMap((p) => p.keys)).not.toContain("description");
    expect(parts.filter((p) => !p.keys.length)).toEqual([]);
    expect(parts.map((p) => p.label)).not.toContain("General");
  });

  it("put a setting the list does not name under Other settings, never nowhere", () => {
    const specs = [...contentSpecs(SITE), { ...contentSpecs(SITE)[0]!, key: "newSetting" }];
    expect(contentParts(SITE, specs).at(-1)).toEqual({ label: "Other settings", keys: ["newSetting"] });
  });

  it("are the Bangla editor's parts too", () => {
    const fields = [
      { pointer: "/tagline", english: "One sentence" },
      { pointer: "/nav/0/label", english: "Home" },
    ] as never;
    expect(contentGroups(SITE, fields).groups.map((g) => [g.label, g.prefixes.length])).toEqual([
      ["Header and menu", 4],
      ["Footer", 2],
    ]);
  });
});

describe("a collection's parts", () => {
  it("keep its schema's shape: the client list's clients are one part", () => {
    expect(contentParts("clients", contentSpecs("clients")).map((p) => p.label)).toEqual(["Clients"]);
  });
});
