import type { PastPublish } from "./records.ts";

/** How many recent publishes of the same kind the estimate looks at. */
export const ESTIMATE_FROM = 5;

/**
 * How long a publish of `kind` ('full', 'content' or 'pages') that renders `pages` pages should
 * take, from the recent publishes (newest first): each of the newest ESTIMATE_FROM of the same kind
 * scaled by the pages to render now against the pages it rendered, and the median of those, so one
 * slow publish (the machine busy with something else) does not move it much. Undefined when no
 * publish of that kind has been timed yet: then nothing is promised.
 */
export function estimateMs(past: readonly PastPublish[], kind: string, pages: number): number | undefined {
  const scaled = past
    .filter((p) => p.kind === kind && p.pages > 0 && p.tookMs > 0)
    .slice(0, ESTIMATE_FROM)
    .map((p) => (p.tookMs * Math.max(pages, 1)) / p.pages)
    .sort((a, b) => a - b);
  if (!scaled.length) return undefined;
  const middle = Math.floor(scaled.length / 2);
  return Math.round(scaled.length % 2 ? scaled[middle]! : (scaled[middle - 1]! + scaled[middle]!) / 2);
}
