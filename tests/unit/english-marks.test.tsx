import fs from "node:fs";
import path from "node:path";
import { ThemeProvider } from "@emotion/react";
import { Window } from "happy-dom";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { afterAll, describe, expect, it } from "vitest";
import { copySite } from "../../scripts/lib/site-copy.ts";
import { markEnglishDom, markEnglishHtml } from "../../src/app/english-marks.ts";
import { PageRenderer } from "../../src/app/PageRenderer.tsx";
import { localizeContent } from "../../engine/i18n/localize.server.ts";
import { loadSiteContent } from "../../engine/load.server.ts";
import { LocaleProvider, SiteProvider } from "../../src/lib/context.tsx";
import type { PageData, SiteData } from "../../src/lib/page-data.ts";
import { buildTheme } from "../../src/styles/theme.ts";

const site = copySite();
afterAll(() => site.remove());

/** The Bangla about page of a copy of the site whose translation lacks the first section heading after the hero. */
function aboutWithoutOneTranslation() {
  const file = path.join(site.root, "i18n/bn/pages/about.json");
  const translation = JSON.parse(fs.readFileSync(file, "utf8")) as { fields: Record<string, unknown> };
  delete translation.fields["/sections/1/heading"];
  delete translation.fields["/sections/1/image/alt"];
  fs.writeFileSync(file, JSON.stringify(translation, null, 2));
  const content = loadSiteContent(site.root);
  const english = JSON.parse(fs.readFileSync(path.join(site.root, "pages/about.json"), "utf8")) as {
    sections: { heading?: string; image?: { alt: string } }[];
  };
  return { content, heading: english.sections[1]!.heading!, alt: english.sections[1]!.image!.alt };
}

describe("words a Bangla page shows in English", () => {
  const { content, heading, alt } = aboutWithoutOneTranslation();
  const { pages, collections, english } = localizeContent(content, "bn");
  const page = pages.find((p) => p.file === "pages/about.json")!;
  const words = english.get("pages/about.json") ?? [];

  it("are listed for the page, and a warning names them", () => {
    expect(words).toEqual([heading, alt]);
    expect(content.warnings.map((w) => `${w.code} ${w.pointer}`)).toEqual([
      "translation.field-missing /sections/1/heading",
      "translation.field-missing /sections/1/image/alt",
    ]);
  });

  const data: PageData = {
    route: "/bn/about",
    locale: "bn",
    alternates: { en: "/about", bn: "/bn/about" },
    english: words,
    page: page.data,
    collections: { site: collections.site!.data },
    structuredData: [],
  };
  const siteData: SiteData = {
    site: collections.site!.data,
    categories: collections.services!.data.categories,
    buildYear: 2026,
    locale: "bn",
    english: [],
  };
  const html = renderToString(
    <MemoryRouter>
      <SiteProvider value={siteData}>
        <LocaleProvider value="bn">
          <ThemeProvider theme={buildTheme(siteData.site.theme)}>
            <PageRenderer data={data} />
          </ThemeProvider>
        </LocaleProvider>
      </SiteProvider>
    </MemoryRouter>,
  );

  it('are marked lang="en" in the prerendered HTML: the heading and the picture, and nothing else', () => {
    const doc = new Window().document;
    doc.body.innerHTML = markEnglishHtml(html, words);
    const marked = [...doc.querySelectorAll('[lang="en"]')];
    expect(marked.map((e) => e.tagName.toLowerCase())).toEqual(["h2", "img"]);
    expect(marked[0]!.textContent).toBe(heading);
    expect(marked[1]!.getAttribute("alt")).toBe(alt);
  });

  it("are marked the same way in what the browser renders", () => {
    const doc = new Window().document;
    doc.body.innerHTML = html;
    markEnglishDom(doc.body as unknown as Element, words);
    const marked = [...doc.querySelectorAll('[lang="en"]')];
    expect(marked.map((e) => e.tagName.toLowerCase())).toEqual(["h2", "img"]);
  });

  it("leave a fully translated page unmarked", () => {
    const whole = localizeContent(loadSiteContent(), "bn");
    expect(whole.english.size).toBe(0);
    expect(markEnglishHtml(html, [])).toBe(html);
  });
});
