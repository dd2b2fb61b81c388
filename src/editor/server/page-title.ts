import type { ContentStore } from "./store/content-store.ts";

/**
 * A page's title as its file has it ('about.json' -> 'About Us'), for the list of pages: people
 * know a page by its title and address, never by its file. Undefined while the file cannot be read
 * or has no title (the list then shows the address alone).
 */
export function pageTitle(store: ContentStore, file: string): string | undefined {
  try {
    const page = JSON.parse(store.read(`pages/${file}`)?.text ?? "null") as { meta?: { title?: unknown } };
    const title = page?.meta?.title;
    return typeof title === "string" && title.trim() ? title : undefined;
  } catch {
    return undefined;
  }
}
