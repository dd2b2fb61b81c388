import { titleOf } from "./file-words.ts";
import type { ContentStore } from "./store/content-store.ts";

/**
 * A page's title as its file has it ('about.json' -> 'About Us'), for the list of pages: people
 * know a page by its title and address, never by its file. Undefined while the file cannot be read
 * (removed as the list was made) or has no title (the list then shows the address alone).
 */
export function pageTitle(store: ContentStore, file: string): string | undefined {
  try {
    return titleOf(store.read(`pages/${file}`)?.text);
  } catch {
    return undefined;
  }
}
