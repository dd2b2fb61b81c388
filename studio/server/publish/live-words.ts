/**
 * What a publish made live, as the publisher reads it when it ends: "The About Us page and the
 * main menu are live", "3 pages and site settings are live". Built from what changed since the live
 * release (studio/server/publish/what-changed.ts names each thing), never from file names.
 */
export interface WhatChanged {
  /** Titles of the pages changed (in English, in Bangla or both), each once. */
  pages: string[];
  /** Titles of the pages taken off the site. */
  removedPages: string[];
  /** Other things in words, lower case, and whether they are many: 'the main menu', 'site settings' (many). */
  parts: { words: string; many: boolean }[];
  /** Pictures and other files added, replaced or removed. */
  pictures: number;
  /** A change to the site's code or design (a developer's): the whole site was rebuilt. */
  code: boolean;
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function list(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The sentence for a publish. `changed` is undefined when the studio did not know what the live
 * site held (its first publish, or a live release from elsewhere): then the whole site went live,
 * `pagesBuilt` pages of it.
 */
export function liveWords(changed: WhatChanged | undefined, pagesBuilt: number): string {
  if (!changed) return `The whole site is live: ${count(pagesBuilt, "page")} built afresh.`;
  // Each thing with whether it is many ("3 pages are", "site settings are") or one ("the footer is").
  const items: [string, boolean][] = [];
  if (changed.pages.length === 1) items.push([`the ${changed.pages[0]} page`, false]);
  else if (changed.pages.length > 1) items.push([count(changed.pages.length, "page"), true]);
  for (const part of changed.parts) items.push([part.words, part.many]);
  if (changed.pictures) items.push([count(changed.pictures, "picture"), changed.pictures > 1]);
  if (changed.code) items.push(["the site's new design and code", false]);
  const plural = items.length > 1 || items[0]?.[1] === true;
  const sentences: string[] = [];
  if (items.length) sentences.push(`${capital(list(items.map(([text]) => text)))} ${plural ? "are" : "is"} live.`);
  if (changed.removedPages.length === 1)
    sentences.push(`The ${changed.removedPages[0]} page is no longer on the site.`);
  else if (changed.removedPages.length > 1)
    sentences.push(`${count(changed.removedPages.length, "page")} are no longer on the site.`);
  return sentences.join(" ") || "Nothing had changed: the live site is as it was.";
}
