/**
 * Deleting and moving pages through the editor's API (as `npm run edit` serves it), on a copy of the
 * site: a page others link to is not deleted, a moved page takes every link with it and leaves a
 * permanent redirect the production server answers with 301, and a refused move writes nothing.
 */
import fs from "node:fs";
import path from "node:path";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadSiteContent } from "../../engine/load.server.ts";
import { listJsonFiles } from "../../engine/files.server.ts";
import { CONTENT_FOLDERS, ROOT } from "../../engine/paths.ts";
import { versionOf } from "../../editor/server/version.ts";
import { siteManifest } from "../../scripts/lib/site-manifest.ts";
import { startApp, tempDir } from "./contact-helper.ts";
import { callEditor, startEditorServer } from "./editor-server.ts";

let root: string;
let server: ViteDevServer;
let base: string;

/** Every page and content file of the copy, by path: to see what a request wrote. */
const snapshot = () =>
  new Map(
    CONTENT_FOLDERS.flatMap((dir) =>
      listJsonFiles(path.join(root, dir)).map((f) => [`${dir}/${f}`, fs.readFileSync(path.join(root, dir, f), "utf8")]),
    ),
  );

beforeAll(async () => {
  root = tempDir("nexaforge-editor-pages-");
  fs.symlinkSync(path.join(ROOT, "public"), path.join(root, "public"));
  ({ server, base } = await startEditorServer(root));
}, 30_000);

// Each test starts from the site as it is.
beforeEach(() => {
  for (const dir of CONTENT_FOLDERS) {
    fs.rmSync(path.join(root, dir), { recursive: true, force: true });
    fs.cpSync(path.join(ROOT, dir), path.join(root, dir), { recursive: true });
  }
});

afterAll(async () => {
  await server?.close();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

const call = (route: string, body?: unknown) => callEditor(base, route, body);

const read = (rel: string) => fs.readFileSync(path.join(root, rel), "utf8");
const version = (rel: string) => versionOf(read(rel));
const json = (rel: string) => JSON.parse(read(rel)) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe("deleting a page", () => {
  it("is refused while other files link to it, listing each place, and deletes nothing", async () => {
    const before = snapshot();
    const res = await call("delete", { file: "about.json", version: version("pages/about.json") });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(
      "3 places link to /about: change or remove those links first, then delete the page. Nothing was deleted.",
    );
    expect(res.json.links).toEqual([
      { file: "pages/index.json", route: "/", pointer: "/sections/1/cta/href", value: "/about" },
      {
        file: "content/site.json",
        route: null,
        pointer: "/nav/1/href",
        value: "/about",
        where: "the main menu (Site settings)",
      },
      {
        file: "content/site.json",
        route: null,
        pointer: "/footer/usefulLinks/links/1/href",
        value: "/about",
        where: "the footer (Site settings)",
      },
    ]);
    expect(snapshot()).toEqual(before);
  });

  it("deletes a page nothing links to, and the folder it leaves empty", async () => {
    const page = json("pages/contact.json");
    fs.mkdirSync(path.join(root, "pages", "offers"));
    fs.writeFileSync(
      path.join(root, "pages", "offers", "spring.json"),
      JSON.stringify({ ...page, $schema: "../../schema/page.schema.json" }, null, 2) + "\n",
    );
    const res = await call("delete", { file: "offers/spring.json", version: version("pages/offers/spring.json") });
    expect(res).toMatchObject({ status: 200, json: { deleted: "offers/spring.json", route: "/offers/spring" } });
    expect(fs.existsSync(path.join(root, "pages", "offers"))).toBe(false);
  });

  it("refuses the home and not-found pages, saying why", async () => {
    const home = await call("delete", { file: "index.json", version: version("pages/index.json") });
    expect(home.status).toBe(400);
    expect(home.json.message).toMatch(/^The home page \/ is where the site starts: it cannot be deleted/);
    const missing = await call("delete", { file: "404.json", version: version("pages/404.json") });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toMatch(/^The not-found page is what visitors see/);
    expect(fs.existsSync(path.join(root, "pages", "404.json"))).toBe(true);
  });
});

describe("moving a page to a new address", () => {
  const OLD = "pages/services/seo/seo-audit-service.json";

  it("moves the file, rewrites every link to it in pages and content files, and adds the redirect", async () => {
    // A link to one of its sections from another page, and a redirect that leads to it.
    const about = json("pages/about.json");
    about.sections[1].cta.href = "/services/seo/seo-audit-service#faq";
    fs.writeFileSync(path.join(root, "pages", "about.json"), JSON.stringify(about, null, 2) + "\n");
    const site = json("content/site.json");
    site.redirects.push({ from: "/seo-check", to: "/services/seo/seo-audit-service" });
    fs.writeFileSync(path.join(root, "content", "site.json"), JSON.stringify(site, null, 2) + "\n");
    const servicesBefore = read("content/services.json");
    const movedBefore = read(OLD);

    const res = await call("rename", {
      file: "services/seo/seo-audit-service.json",
      version: version(OLD),
      route: "/services/seo/audit",
    });
    expect(res.status, res.json.message).toBe(200);
    expect(res.json).toMatchObject({
      file: "services/seo/audit.json",
      route: "/services/seo/audit",
      changed: ["content/services.json", "content/site.json", "pages/about.json"],
      redirect: { from: "/services/seo/seo-audit-service", to: "/services/seo/audit" },
    });
    expect(fs.existsSync(path.join(root, OLD))).toBe(false);
    // The page itself is unchanged: the same bytes under its new name.
    expect(read("pages/services/seo/audit.json")).toBe(movedBefore);
    expect(json("pages/about.json").sections[1].cta.href).toBe("/services/seo/audit#faq");
    const services = read("content/services.json");
    expect(services).toBe(
      servicesBefore.replace('"more": "/services/seo/seo-audit-service"', '"more": "/services/seo/audit"'),
    );
    // No chain: the older redirect leads straight to the new address.
    expect(json("content/site.json").redirects.slice(-2)).toEqual([
      { from: "/seo-check", to: "/services/seo/audit" },
      { from: "/services/seo/seo-audit-service", to: "/services/seo/audit" },
    ]);
    expect(loadSiteContent(root).problems).toEqual([]);

    // The production server, given the manifest the build writes, answers the old address with a 301.
    const build = path.join(tempDir("nexaforge-moved-build-"), "build");
    fs.mkdirSync(path.join(build, "client", "services", "seo", "audit"), { recursive: true });
    fs.writeFileSync(path.join(build, "client", "services", "seo", "audit", "index.html"), "<!doctype html><p>Audit");
    fs.writeFileSync(path.join(build, "client", "404.html"), "<!doctype html><p>Not found");
    fs.writeFileSync(path.join(build, "site-manifest.json"), JSON.stringify(siteManifest(root)));
    const app = await startApp({ BUILD_DIR: build });
    try {
      const answer = await app.app.inject({ method: "GET", url: "/services/seo/seo-audit-service" });
      expect(answer.statusCode).toBe(301);
      expect(answer.headers.location).toBe("/services/seo/audit");
    } finally {
      await app.close();
      fs.rmSync(path.dirname(build), { recursive: true, force: true });
    }
  });

  it.each([
    ["/about", 409, "There is already a page at /about, the About Us page. Choose another address."],
    [
      "/services/website/website-maintenance",
      409,
      "The address /services/website/website-maintenance forwards to /services/website/website-maintanence (a redirect in Site settings), so no page can have it. Choose another address.",
    ],
    ["/SEO Audit!", 400, 'cannot be a page address: use lower-case words joined by dashes, e.g. "/seo-audit"'],
  ])("to %s is refused, and nothing is written", async (to, status, words) => {
    const before = snapshot();
    const res = await call("rename", { file: "services/seo/seo-audit-service.json", version: version(OLD), route: to });
    expect(res.status).toBe(status);
    expect(res.json.message).toContain(words);
    expect(snapshot()).toEqual(before);
  });

  it("is refused when the page changed on disk since the editor opened it", async () => {
    const before = snapshot();
    const res = await call("rename", {
      file: "services/seo/seo-audit-service.json",
      version: "0000",
      route: "/services/seo/audit",
    });
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(
      /^Nothing was changed: someone else saved the .+ page \(\/services\/seo\/seo-audit-service\) since you opened it/,
    );
    expect(snapshot()).toEqual(before);
  });
});

describe("duplicating a page", () => {
  it("plans the copy at the new address, its title marked, and writes nothing", async () => {
    const before = snapshot();
    const about = json("pages/about.json");
    const res = await call("duplicate", { route: "/services/seo/about-copy", page: about });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      file: "services/seo/about-copy.json",
      route: "/services/seo/about-copy",
      page: {
        ...about,
        $schema: "../../../schema/page.schema.json",
        meta: { ...about.meta, title: "About Us (copy)" },
      },
    });
    expect(snapshot()).toEqual(before);
  });

  it("is refused at an address a page has", async () => {
    const res = await call("duplicate", { route: "/contact", page: json("pages/about.json") });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("There is already a page at /contact, the Contact page. Choose another address.");
  });
});
