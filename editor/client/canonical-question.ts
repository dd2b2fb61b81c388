/** '/About/' -> '/about', as the site compares addresses (engine/paths.ts is for Node only). */
const normalizeRoute = (route: string) => {
  const lower = route.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, "") : lower;
};

/**
 * A page whose canonical address names another page is hidden from search results in that page's
 * favour: allowed, but seldom meant, so the editor asks (a question, not a problem: Save still works).
 * ('/about', '/contact') -> the question; ('/about', '/about') or no canonical -> undefined.
 */
export function canonicalQuestion(route: string, meta: unknown): string | undefined {
  const canonical = (meta as { canonical?: unknown } | undefined)?.canonical;
  if (typeof canonical !== "string" || !canonical || normalizeRoute(canonical) === normalizeRoute(route))
    return undefined;
  return `This page tells search engines that ${canonical} is the real page; this page will not appear in search results. Is that what you want? If not, empty "Canonical address" in Page settings.`;
}
