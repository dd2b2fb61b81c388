import fs from "node:fs";
import path from "node:path";
import { CONTENT_DIR } from "../engine/paths.ts";
import type { InterfaceWords } from "../src/generated/schema.ts";

/**
 * The English interface words (content/site.json "ui", as the English site shows them), each as a
 * pattern a whole piece of text must match: '{name}, home' matches 'Nexaforge, home'. A number
 * placeholder matches Latin digits only: '{number} / {count}' finds '1 / 12' on a Bangla page, where
 * '১ / ১২' would be right.
 */
export function englishInterfaceWords(): { key: string; words: string; pattern: RegExp }[] {
  const { ui } = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "site.json"), "utf8")) as { ui: InterfaceWords };
  return Object.entries(ui).map(([key, words]) => {
    const source = words
      .trim()
      .split(/(\{\w+\})/)
      .map((part: string) =>
        /^\{(number|count|year)\}$/.test(part)
          ? "[0-9]+"
          : /^\{\w+\}$/.test(part)
            ? ".+"
            : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
      )
      .join("");
    return { key, words, pattern: new RegExp(`^${source}$`) };
  });
}

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");

/**
 * What a visitor or a screen reader meets in a page's body: its text, each element's text on its own
 * (React's '<!-- -->' between two pieces of one text taken out), and the values of aria-label,
 * aria-roledescription, alt and title. Scripts, styles and the <head> are not read.
 */
export function interfaceTexts(html: string): string[] {
  const body = html
    .replace(/^[\s\S]*?<body[^>]*>/, "")
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/g, "")
    .replace(/<!-- -->/g, "");
  const attributes = [...body.matchAll(/\s(?:aria-label|aria-roledescription|alt|title)="([^"]*)"/g)].map((m) => m[1]!);
  const texts = [...body.matchAll(/>([^<]+)</g)].map((m) => m[1]!);
  return [...attributes, ...texts].map((t) => decode(t).trim()).filter(Boolean);
}

/** Each English interface word a page shows, as '"Open menu" (ui.openMenu)'. */
export function englishInterfaceWordsIn(html: string): string[] {
  const words = englishInterfaceWords();
  const found = new Set<string>();
  for (const text of interfaceTexts(html))
    for (const w of words) if (w.pattern.test(text)) found.add(`"${text}" (ui.${w.key})`);
  return [...found].sort();
}
