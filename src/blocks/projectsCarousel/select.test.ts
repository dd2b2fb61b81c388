import { describe, expect, it } from "vitest";
import type { ProjectList } from "../../generated/schema.ts";
import { projectsFor } from "./select.ts";

const image = { src: "/images/projects/x.svg", alt: "A picture", width: 640, height: 420 };
const project = (id: string, category: string, services: string[]) =>
  ({ id, title: id, category, services, summary: "Built.", image }) as ProjectList["projects"][number];
const projects = [
  project("a", "software", ["payroll-management", "hr-management"]),
  project("b", "software", ["payroll-management"]),
  project("c", "seo", ["local-seo"]),
  project("d", "software", ["payroll-management", "erp"]),
  project("e", "software", ["crm"]),
  project("f", "seo", ["seo-audit-service"]),
  project("g", "digital", ["media-buying"]),
] as ProjectList["projects"];
const ids = (wanted: { category?: string; service?: string }) => projectsFor(projects, wanted).map((p) => p.id);

describe("the projects a carousel shows", () => {
  it("shows the projects naming its service when at least three do, in the file's order", () => {
    expect(ids({ category: "software", service: "payroll-management" })).toEqual(["a", "b", "d"]);
  });

  it("leaves out a project of another category that named the service", () => {
    const more = [...projects, project("h", "seo", ["payroll-management"]), project("i", "seo", ["crm"])];
    const of = (wanted: { category?: string; service?: string }) =>
      projectsFor(more as ProjectList["projects"], wanted).map((p) => p.id);
    expect(of({ category: "software", service: "payroll-management" })).toEqual(["a", "b", "d"]);
    expect(of({ category: "seo", service: "payroll-management" })).toEqual(["c", "f", "h", "i"]);
  });

  it("falls back to the service's category when fewer than three name the service", () => {
    expect(ids({ category: "software", service: "crm" })).toEqual(["a", "b", "d", "e"]);
    // Without a category, the category is the one of the projects naming the service.
    expect(ids({ service: "erp" })).toEqual(["a", "b", "d", "e"]);
  });

  it("falls back to every project, never to a one- or two-slide carousel", () => {
    expect(ids({ category: "seo" })).toEqual(["a", "b", "c", "d", "e", "f", "g"]);
    expect(ids({ service: "media-buying" })).toHaveLength(7);
    expect(ids({ service: "no-project-names-this" })).toHaveLength(7);
  });

  it("shows every project when it names neither (Home, Digital Forge)", () => {
    expect(ids({})).toEqual(["a", "b", "c", "d", "e", "f", "g"]);
  });
});
