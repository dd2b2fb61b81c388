import { formatNumber, type Locale } from "./locale.ts";

/**
 * Fills the {placeholders} of words from content/site.json: ('Pause {subject} slideshow',
 * { subject: 'Our Services' }) -> 'Pause Our Services slideshow'. A placeholder with no value stays
 * as it is written, so that a mistyped one shows on the page instead of vanishing.
 */
export function fillWords(words: string, values: Record<string, string>): string {
  return words.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** Fills numbers as the page's language writes them: ('Go to slide {number}', { number: 3 }, 'bn') -> 'Go to slide ৩'. */
export function fillNumbers(words: string, values: Record<string, number>, locale: Locale): string {
  return fillWords(words, Object.fromEntries(Object.entries(values).map(([k, n]) => [k, formatNumber(n, locale)])));
}
