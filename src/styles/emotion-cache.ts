import createCache, { type EmotionCache } from "@emotion/cache";

/**
 * How component styles reach the page without costing the browser anything when scripts start.
 *
 * Left to itself, Emotion writes each component's rules as a <style> next to it in the prerendered
 * HTML, and its browser code then moves every one of those elements into <head> before hydrating.
 * Each move takes a style sheet out of the document and puts it back: the browser restyles the
 * whole page, a long task on a slow phone, for a page that already looked right.
 *
 * Instead, the prerender collects every rule the page used into one <style> in <head> (written by
 * entry.server.tsx, in the order the page first uses them), which names the style ids it holds. The
 * browser's cache starts out knowing those ids, so Emotion inserts nothing for them and moves nothing:
 * only a style the page did not prerender (another page's, after a navigation) is added later.
 */
export const STYLE_IDS_ATTRIBUTE = "data-emotion-ids";

/** The key Emotion's class names start with (css-1a2b3c). */
const KEY = "css";

export interface ServerStyles {
  cache: EmotionCache;
  /** The <style> element holding every rule the render of `html` used, for the end of <head>. */
  styleTag(html: string): string;
}

/**
 * The style ids in a fixed order for this page: those without a class in it (keyframes) by name, then
 * each class in the order the page first uses it. Emotion's own order follows the render, and a block
 * loaded lazily renders when its chunk arrives, which varies from build to build: a page must come out
 * the same bytes from the same sources (scripts/lib/incremental-build.ts relies on it). A parent's rules
 * still come before its children's, as in Emotion's order, so a tie between them resolves as before.
 */
function pageOrder(ids: string[], html: string): string[] {
  const firstUse = new Map<string, number>();
  for (const m of html.matchAll(new RegExp(`\\b${KEY}-([a-z0-9]+)`, "g")))
    if (!firstUse.has(m[1]!)) firstUse.set(m[1]!, m.index);
  const rank = (id: string) => firstUse.get(id) ?? -1;
  return [...ids].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** A cache for one prerendered page: it keeps the rules instead of writing them next to components. */
export function serverStyles(): ServerStyles {
  const cache = createCache({ key: KEY });
  // Compat mode: the rules are kept in cache.inserted (id -> rules) and no inline <style> is rendered.
  cache.compat = true;
  // cache.inserted is a plain object: a style id made only of digits would be listed first, so
  // the order rules were produced in is kept beside it.
  const order: string[] = [];
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (shouldCache && cache.inserted[serialized.name] === undefined) order.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  return {
    cache,
    styleTag(html) {
      const used = pageOrder(
        order.filter((id) => typeof cache.inserted[id] === "string"),
        html,
      );
      if (!used.length) return "";
      // A rule holding "</style" (in a content string, say) would end the element early; in CSS
      // "\/" is just "/", so the escaped text means the same.
      const css = used
        .map((id) => cache.inserted[id] as string)
        .join("")
        .replace(/<\/style/gi, "<\\/style");
      return `<style ${STYLE_IDS_ATTRIBUTE}="${used.join(" ")}">${css}</style>`;
    },
  };
}

/** The browser's cache: it knows every style the prerendered page already holds. */
export function browserCache(): EmotionCache {
  const cache = createCache({ key: KEY });
  for (const element of document.querySelectorAll(`style[${STYLE_IDS_ATTRIBUTE}]`))
    for (const id of element.getAttribute(STYLE_IDS_ATTRIBUTE)!.split(" ")) if (id) cache.inserted[id] = true;
  return cache;
}
