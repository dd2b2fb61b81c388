import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listPageFiles } from "../../engine/files.server.ts";
import { fileToRoute, linkRoute, normalizeRoute } from "../../engine/paths.ts";

describe("fileToRoute", () => {
  it.each([
    ["index.json", "/"],
    ["about.json", "/about"],
    ["services/index.json", "/services"],
    ["services/website/website-development.json", "/services/website/website-development"],
    ["services/website/index.json", "/services/website"],
    ["404.json", null],
  ])("%s -> %s", (file, route) => expect(fileToRoute(file)).toBe(route));
});

describe("route helpers", () => {
  it("normalises case and trailing slashes", () => {
    expect(normalizeRoute("/Services/")).toBe("/services");
    expect(normalizeRoute("/")).toBe("/");
  });
  it("takes the route out of a link", () => {
    expect(linkRoute("/services#faq")).toBe("/services");
    expect(linkRoute("#faq")).toBeNull();
    expect(linkRoute("https://example.com/a")).toBeNull();
  });
});

describe("listPageFiles", () => {
  it("turns every JSON file in a folder tree into a route, and ignores other files", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pages-"));
    for (const f of [
      "index.json",
      "about.json",
      "404.json",
      "services/seo/index.json",
      "services/seo/local-seo.json",
      "notes.txt",
    ]) {
      fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
      fs.writeFileSync(path.join(dir, f), "{}");
    }
    expect(listPageFiles(dir)).toEqual([
      { file: "404.json", route: null },
      { file: "about.json", route: "/about" },
      { file: "index.json", route: "/" },
      { file: "services/seo/index.json", route: "/services/seo" },
      { file: "services/seo/local-seo.json", route: "/services/seo/local-seo" },
    ]);
    fs.rmSync(dir, { recursive: true });
  });

  it("gives the real site its core routes", () => {
    const routes = listPageFiles().map((p) => p.route);
    for (const r of ["/", "/about", "/services", "/digital-forge", "/contact", null]) expect(routes).toContain(r);
    for (const c of ["software", "website", "digital-marketing", "creative-content", "creative-design", "seo"])
      expect(routes).toContain(`/services/${c}`);
  });
});
