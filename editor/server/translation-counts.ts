import type { ContentStore } from "./store/content-store.ts";
import { fieldsOf } from "./translation-files.ts";
import { englishOf, translationSource } from "./translation-source.ts";

/** How much of a page's Bangla is left to do: fields not translated yet, and fields behind their English. */
export interface LeftToTranslate {
  missing: number;
  stale: number;
}

/**
 * What is left to translate in a page ('about.json'), for the list of pages: the same count the
 * Bangla view shows at its top. Undefined when the page cannot be read just now (the list still shows it).
 */
export function leftToTranslate(store: ContentStore, file: string): LeftToTranslate | undefined {
  try {
    const source = translationSource(store.root, `pages/${file}`, "bn");
    const english = englishOf(store, source);
    const saved = fieldsOf(store.read(source.target)?.text) ?? {};
    const left = { missing: 0, stale: 0 };
    for (const f of english.fields) {
      const t = saved[f.pointer];
      if (!t?.text) left.missing++;
      else if (t.from !== f.hash) left.stale++;
    }
    return left;
  } catch {
    return undefined;
  }
}
