import { api, type LinkPlace } from "./api.ts";
import type { PageJson } from "./mapping.ts";
import { placeOf, placeWords } from "./problem-place.ts";

/**
 * The places that link to a page, in the words of the editor's screen, one line each:
 * '/about links to it: Section 3, Call-to-action banner "Ready?" › Button › Link' or
 * 'The main menu (Site settings) links to it'. A page's places are found by reading that page.
 */
export async function linkPlaceWords(links: LinkPlace[]): Promise<string[]> {
  const pages = new Map<string, Promise<PageJson | undefined>>();
  const pageOf = (file: string) => {
    let found = pages.get(file);
    if (!found)
      pages.set(
        file,
        (found = api.page(file.replace(/^pages\//, "")).then(
          (r) => JSON.parse(r.text) as PageJson,
          () => undefined,
        )),
      );
    return found;
  };
  return Promise.all(
    links.map(async (link) => {
      if (!link.file.startsWith("pages/")) {
        const where = link.where ?? link.file;
        return `${where.charAt(0).toUpperCase()}${where.slice(1)} links to it`;
      }
      const page = await pageOf(link.file);
      const name = link.route ?? "The not-found page";
      if (!page) return `${name} links to it`;
      const place = placeOf(link.pointer, page);
      return `${name} links to it: ${placeWords(place)}`;
    }),
  );
}
