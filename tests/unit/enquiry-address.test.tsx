/**
 * The enquiry address is a deploy setting, not content (issue 50): the site settings have no
 * "apiBase" (so the editor, which makes its fields from the schema, shows none), a file that still
 * has it is refused in plain words, the form sends to VITE_API_BASE or to this site's own server,
 * and the build refuses a VITE_API_BASE that is not an https origin.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ThemeProvider } from "@emotion/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { resolveConfig } from "vite";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enquiryAddress } from "../../scripts/lib/enquiry-address-plugin.ts";
import ContactForm from "../../src/blocks/contactForm/index.tsx";
import { checkFile, schemas } from "../../engine/load.server.ts";
import { describeProblem } from "../../engine/describe-problem.ts";
import { CONTENT_DIR, ROOT } from "../../engine/paths.ts";
import { formatProblem } from "../../engine/problems.ts";
import { propertySpecs } from "../../editor/client/fields/spec.ts";
import { schemaFiles } from "../../editor/client/schemas.ts";
import type { Collections } from "../../src/lib/blocks.ts";
import { CollectionsProvider, SiteProvider } from "../../src/lib/context.tsx";
import { buildTheme } from "../../src/styles/theme.ts";

afterEach(() => vi.unstubAllEnvs());

const siteFile = path.join(CONTENT_DIR, "site.json");
const siteText = fs.readFileSync(siteFile, "utf8");
/** content/site.json as an old checkout has it: with the enquiry address after the site's address. */
const oldSiteText = siteText.replace(/^( {2}"baseUrl": .*\n)/m, '$1  "apiBase": "https://elsewhere.example",\n');

describe("the site settings", () => {
  it("have no enquiry address, in the schema, in content/site.json, or among the editor's fields", () => {
    const schema = JSON.parse(fs.readFileSync(path.join(ROOT, "schema/site.schema.json"), "utf8"));
    expect(schema.properties).not.toHaveProperty("apiBase");
    expect(schema.required).not.toContain("apiBase");
    expect(JSON.parse(siteText)).not.toHaveProperty("apiBase");
    const fields = propertySpecs((p) => schemaFiles.get(p), schemaFiles.get("site.schema.json")!, "site.schema.json");
    expect(fields.map((f) => f.key)).toContain("baseUrl");
    expect(fields.map((f) => f.key)).not.toContain("apiBase");
    expect(JSON.stringify(fields)).not.toMatch(/enquiry address/i);
  });

  it("still holding it (an old checkout) are refused in plain words, at its line, and nothing else is", () => {
    expect(oldSiteText).not.toBe(siteText);
    const { problems } = checkFile(ROOT, siteFile, "site.schema.json", [], oldSiteText);
    expect(problems.map(formatProblem)).toEqual([
      'content/site.json:8:3 /apiBase: the enquiry address is no longer set here: it is set by whoever deploys the site\n    hint: remove "apiBase" from this file',
    ]);
    expect(problems[0]!.code).toBe("value.retired-field");
    // The editor's words: no setting's name, no file format.
    expect(describeProblem(problems[0]!, JSON.parse(oldSiteText), schemas().source)).toMatch(
      /: the enquiry address is no longer set here: it is set by whoever deploys the site\. Ask a developer to remove it from the file\.$/,
    );
  });
});

/** The contact form's <form> tag, rendered with the site settings `site` holds. */
function formTag(site: Record<string, unknown>): string {
  const read = <K extends keyof Collections>(name: K) =>
    JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, `${name}.json`), "utf8")) as Collections[K];
  const collections = {
    ...({} as Collections),
    site: site as unknown as Collections["site"],
    form: read("form"),
    countries: read("countries"),
  };
  const html = renderToString(
    <MemoryRouter>
      <SiteProvider value={{ site: collections.site, categories: [], buildYear: 2026, locale: "en", english: [] }}>
        <ThemeProvider theme={buildTheme(collections.site.theme)}>
          <CollectionsProvider value={collections}>
            <ContactForm type="contactForm" heading="Talk to us" />
          </CollectionsProvider>
        </ThemeProvider>
      </SiteProvider>
    </MemoryRouter>,
  );
  return /<form[^>]*>/.exec(html)![0];
}

describe("the enquiry form", () => {
  it("posts to this site's own server, whatever an old settings file says", () => {
    vi.stubEnv("VITE_API_BASE", undefined);
    expect(formTag({ ...JSON.parse(siteText), apiBase: "https://elsewhere.example" })).toContain(
      'action="/api/contact"',
    );
  });

  it("posts to the address the site is built with (VITE_API_BASE)", () => {
    vi.stubEnv("VITE_API_BASE", "https://api.nexaforge.example");
    expect(formTag(JSON.parse(siteText))).toContain('action="https://api.nexaforge.example/api/contact"');
  });
});

describe("VITE_API_BASE where the build reads it", () => {
  /** Vite's config resolved for a build with the plugin, in a folder whose .env holds `dotenv`. */
  async function resolve(dotenv = "") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-enquiry-address-"));
    try {
      fs.writeFileSync(path.join(dir, ".env"), dotenv);
      return await resolveConfig({ configFile: false, root: dir, envDir: dir, plugins: [enquiryAddress()] }, "build");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  it("is taken when empty, unset or an https origin", async () => {
    for (const value of [undefined, "", "https://api.nexaforge.example", "https://api.nexaforge.example:8443"]) {
      vi.stubEnv("VITE_API_BASE", value);
      await expect(resolve(), String(value)).resolves.toBeTruthy();
    }
  });

  it("stops the build in plain words otherwise, from the environment or from .env", async () => {
    for (const value of [
      "http://api.nexaforge.example",
      "https://api.nexaforge.example/",
      "https://x.example/api",
      "javascript:alert(1)",
    ]) {
      vi.stubEnv("VITE_API_BASE", value);
      await expect(resolve(), value).rejects.toThrow(
        `VITE_API_BASE=${value}: the address the site's forms send enquiries to must be empty (this site's own server, the default) or an origin with https:// and nothing after it`,
      );
    }
    vi.stubEnv("VITE_API_BASE", undefined);
    await expect(resolve("VITE_API_BASE=http://api.nexaforge.example\n")).rejects.toThrow(
      /^VITE_API_BASE=http:\/\/api/,
    );
  });
});
