import { LANGUAGE_NAMES } from "../../contracts/languages.ts";
import { partOfSite } from "../../engine/problem-words.server.ts";
import { excerpt } from "../../engine/person-problem.ts";
import { fileToRoute } from "../../engine/paths.ts";

/**
 * A file of the site as the person who meets it in a refusal knows it (issue 51): a page by its
 * title and address, a content file by what it holds, a translation as that thing's Bangla edition;
 * never its path. `read` gives a file's text, for the page's title (without it: by address alone).
 */
export function fileWords(file: string, read?: (file: string) => string | undefined): string {
  const translated = /^i18n\/([a-z-]+)\/(.+)$/.exec(file);
  if (translated) {
    const language = (LANGUAGE_NAMES as Record<string, string>)[translated[1]!] ?? "translated";
    return `the ${language} edition of ${fileWords(translated[2]!, read)}`;
  }
  if (file.startsWith("pages/")) {
    const route = fileToRoute(file.slice("pages/".length));
    if (route === null) return "the page visitors see at an address with no page";
    const title = titleOf(read?.(file));
    return title ? `the ${excerpt(title)} page (${route})` : `the page ${route}`;
  }
  const content = /^content\/([a-z-]+)\.json$/.exec(file)?.[1];
  return content ? partOfSite(content) : "a file of the site";
}

/** A page's title from its file's text, when it has one. */
export function titleOf(text: string | undefined): string | undefined {
  try {
    const title = (JSON.parse(text ?? "") as { meta?: { title?: unknown } }).meta?.title;
    return typeof title === "string" && title.trim() ? title : undefined;
  } catch {
    return undefined;
  }
}

/** 'the About Us page (/about)' -> 'The About Us page (/about)'. */
export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
