/** How bench:web counts and writes its figures, shared by its report's parts. */

/** "1.23 s" from ms. */
export const seconds = (v: number) => `${(v / 1000).toFixed(2)} s`;
/** What a cell shows where there is no figure. */
export const NONE = "—";

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * A value that is over its limit, with as many decimals as it takes to show that it is: 1.052 against
 * 1.05 reads "1.052", not "1.05 > 1.05"; 50.4 against 50 reads "50.4".
 */
export function past(value: number, limit: number, decimals: number): string {
  let d = decimals;
  while (d < 4 && Number(value.toFixed(d)) <= limit) d++;
  return value.toFixed(d);
}
