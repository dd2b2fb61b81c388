import { describe, expect, it } from "vitest";
import { planBuild } from "../../scripts/lib/incremental-build.ts";

// What a publish rebuilds, from the files it changed (scripts/lib/incremental-build.ts).
describe("planBuild", () => {
  it("renders only the changed pages when only page files changed (added, removed or edited)", () => {
    expect(planBuild(["pages/about.json", "./pages/services/seo/index.json", "pages/404.json"])).toEqual({
      kind: "pages",
      files: ["about.json", "services/seo/index.json", "404.json"],
      public: [],
    });
  });

  it("copies raster pictures with their copies and renders only the changed pages: a picture's size is in the page that shows it", () => {
    expect(
      planBuild(["pages/about.json", "public/images/uploads/team.webp", "public/images/projects/shop.png"]),
    ).toEqual({
      kind: "pages",
      files: ["about.json"],
      public: ["images/uploads/team.webp", "images/projects/shop.png"],
    });
    // A picture alone (added, replaced or removed): no page to render, the picture to copy.
    expect(planBuild(["public/images/uploads/team.webp"])).toEqual({
      kind: "pages",
      files: [],
      public: ["images/uploads/team.webp"],
    });
  });

  it("renders every page, with the compiled code, when a content file or a file of public/ a page may inline changed", () => {
    expect(planBuild(["pages/about.json", "content/site.json"])).toEqual({ kind: "content", public: [] });
    expect(planBuild(["content/services.json"])).toEqual({ kind: "content", public: [] });
    // Small SVGs are inlined into the pages that show them (engine/blocks.server.ts).
    expect(planBuild(["public/images/about/vision.svg", "public/images/uploads/team.webp"])).toEqual({
      kind: "content",
      public: ["images/about/vision.svg", "images/uploads/team.webp"],
    });
    expect(planBuild(["public/favicon.svg"])).toEqual({ kind: "content", public: ["favicon.svg"] });
  });

  it("counts a translation as the file it translates: a page's renders that page (in every language), a content file's every page", () => {
    expect(planBuild(["i18n/bn/pages/about.json", "pages/contact.json"])).toEqual({
      kind: "pages",
      files: ["about.json", "contact.json"],
      public: [],
    });
    // A page and its translation are one page to render.
    expect(planBuild(["i18n/bn/pages/about.json", "pages/about.json"])).toEqual({
      kind: "pages",
      files: ["about.json"],
      public: [],
    });
    expect(planBuild(["i18n/bn/content/site.json"])).toEqual({ kind: "content", public: [] });
    expect(planBuild(["i18n/bn/notes.json"])).toEqual({
      kind: "full",
      because: "i18n/bn/notes.json is neither a page, a content file nor a file of public/",
    });
  });

  it("makes a full build for anything else: code, schemas, packages", () => {
    for (const file of ["src/app/root.tsx", "schema/page.schema.json", "package-lock.json", "content/notes/draft.json"])
      expect(planBuild(["pages/about.json", file])).toEqual({
        kind: "full",
        because: `${file} is neither a page, a content file nor a file of public/`,
      });
  });
});
