import { describe, expect, it } from "vitest";
import { planBuild } from "../../scripts/lib/incremental-build.ts";

// What a publish rebuilds, from the files it changed (scripts/lib/incremental-build.ts).
describe("planBuild", () => {
  it("renders only the changed pages when only page files changed (added, removed or edited)", () => {
    expect(planBuild(["pages/about.json", "./pages/services/seo/index.json", "pages/404.json"])).toEqual({
      kind: "pages",
      files: ["about.json", "services/seo/index.json", "404.json"],
    });
  });

  it("renders every page, with the compiled code, when a content file changed", () => {
    expect(planBuild(["pages/about.json", "content/site.json"])).toEqual({ kind: "content" });
    expect(planBuild(["content/services.json"])).toEqual({ kind: "content" });
  });

  it("counts a translation as the file it translates: a page's renders that page (in every language), a content file's every page", () => {
    expect(planBuild(["i18n/bn/pages/about.json", "pages/contact.json"])).toEqual({
      kind: "pages",
      files: ["about.json", "contact.json"],
    });
    expect(planBuild(["i18n/bn/content/site.json"])).toEqual({ kind: "content" });
    expect(planBuild(["i18n/bn/notes.json"])).toEqual({
      kind: "full",
      because: "i18n/bn/notes.json is neither a page nor a content file",
    });
  });

  it("makes a full build for anything else: code, schemas, pictures, packages", () => {
    for (const file of [
      "src/app/root.tsx",
      "schema/page.schema.json",
      "public/images/about/vision.svg",
      "package-lock.json",
      "content/notes/draft.json",
    ])
      expect(planBuild(["pages/about.json", file])).toEqual({
        kind: "full",
        because: `${file} is neither a page nor a content file`,
      });
  });
});
