/**
 * The editor's preview draws the site's layout around the page as the site does, its language
 * switch included: the switch reads the page's addresses from the page route's data, which only a
 * data router gives (the English preview showed nothing at all while the preview had a plain one).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadSiteContent } from "../../engine/load.server.ts";
import { localizeContent } from "../../engine/i18n/localize.server.ts";
import type { SiteFacts } from "../../editor/client/api.ts";
import { PreviewShell } from "../../editor/client/Preview.tsx";

const content = loadSiteContent();
const facts = (collections: typeof content.collections): SiteFacts => ({
  collections: Object.fromEntries(Object.entries(collections).map(([name, file]) => [name, file!.data])),
  anchors: {},
  images: [],
});

describe("the editor's preview of a page", () => {
  it("draws the site's header and footer around the page, with the switch to its Bangla address", () => {
    const html = renderToStaticMarkup(
      <PreviewShell facts={facts(content.collections)} route="/about">
        <p>The page</p>
      </PreviewShell>,
    );
    expect(html).toContain("<p>The page</p>");
    expect(html).toMatch(/<a[^>]*href="\/bn\/about"[^>]*hrefLang="bn"|<a[^>]*hrefLang="bn"[^>]*href="\/bn\/about"/);
  });

  it("in Bangla, draws the layout's words in Bangla and the switch back to the English address", () => {
    const html = renderToStaticMarkup(
      <PreviewShell facts={facts(localizeContent(content, "bn").collections)} route="/about" locale="bn">
        <p>পাতা</p>
      </PreviewShell>,
    );
    expect(html).toMatch(/<a[^>]*href="\/about"[^>]*hrefLang="en"|<a[^>]*hrefLang="en"[^>]*href="\/about"/);
    expect(html).toContain(">হোম<");
  });
});
