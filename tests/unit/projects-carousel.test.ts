import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageData } from "../../engine/page-data.server.ts";
import { ROOT } from "../../engine/paths.ts";
import type { ProjectList } from "../../src/generated/schema.ts";

const all = (JSON.parse(fs.readFileSync(path.join(ROOT, "content/projects.json"), "utf8")) as ProjectList).projects;
/** The projects the page's carousel is handed (the page carries only what its carousels show). */
const shown = (route: string) => pageData(route)!.collections.projects!.projects;

describe("the projects carousel of each page", () => {
  it("shows only software projects on the payroll software page", () => {
    const projects = shown("/services/software/payroll-management");
    expect(projects.length).toBeGreaterThanOrEqual(3);
    expect(new Set(projects.map((p) => p.category))).toEqual(new Set(["software"]));
  });

  it("shows only digital-marketing projects on the Facebook ads page", () => {
    const projects = shown("/services/digital-marketing/media-buying/facebook-ads-management");
    expect(projects.length).toBeGreaterThanOrEqual(3);
    expect(new Set(projects.map((p) => p.category))).toEqual(new Set(["digital"]));
  });

  it("shows every project on Digital Forge (Home has no projects carousel)", () => {
    expect(shown("/digital-forge").map((p) => p.id)).toEqual(all.map((p) => p.id));
  });

  it("has at least three projects of its own category on every service page, each with an outcome", () => {
    const categories = new Set(all.map((p) => p.category));
    expect([...categories].sort()).toEqual([
      "creative-content",
      "creative-design",
      "digital",
      "seo",
      "software",
      "website",
    ]);
    for (const category of categories)
      expect(all.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(3);
    for (const p of all) expect(p.outcome, p.id).toMatch(/\d/);
    // Each project has its own picture.
    expect(new Set(all.map((p) => p.image.src)).size).toBe(all.length);
    for (const file of fs.readdirSync(path.join(ROOT, "pages/services"), { recursive: true }) as string[]) {
      if (!file.endsWith(".json")) continue;
      const route = `/services/${file.replace(/(\/index)?\.json$/, "").replace(/^index$/, "")}`.replace(/\/$/, "");
      const page = pageData(route)!;
      const carousel = page.page.sections.find((s) => s.type === "projectsCarousel") as
        { category?: string } | undefined;
      if (!carousel?.category) continue;
      const projects = page.collections.projects!.projects;
      expect(projects.length, route).toBeGreaterThanOrEqual(3);
      expect(new Set(projects.map((p) => p.category)), route).toEqual(new Set([carousel.category]));
    }
    // Outside production each pageData() reads and checks the whole site again, translations
    // included (about 0.3 s): 38 pages of it.
  }, 90_000);
});
