import { localizeContent } from "../../engine/i18n/localize.server.ts";
import type { SiteContent } from "../../engine/model.ts";
import { isLocale } from "../../src/lib/locale.ts";
import type { ContentStore } from "./store/content-store.ts";

/** An image under public/images/ the pickers offer. */
const IMAGE = /\.(svg|webp|avif|png|jpg)$/;

/**
 * What the editor's preview and pickers need from the rest of the site: the settings and
 * collections the blocks read, every route with its section anchors, and the image files. With a
 * language ('bn'), the settings and collections are in that language, as its pages show them (the
 * preview of a translation); an unknown one is English.
 */
export function siteFacts(store: ContentStore, content: SiteContent, locale?: string) {
  const shown = isLocale(locale) ? localizeContent(content, locale).collections : content.collections;
  const collections = Object.fromEntries(Object.entries(shown).map(([name, file]) => [name, file!.data]));
  const anchors: Record<string, string[]> = {};
  for (const page of content.pages)
    if (page.route !== null)
      anchors[page.route] = page.data.sections.flatMap((s) => (typeof s.id === "string" && !s.hidden ? [s.id] : []));
  return {
    collections,
    anchors,
    images: store
      .list("public/images")
      .filter((f) => IMAGE.test(f))
      .map((f) => f.slice("public".length)),
  };
}
