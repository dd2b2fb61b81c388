import fs from "node:fs";
import path from "node:path";
import { SCHEMA_DIR } from "../../../engine/paths.ts";
import type { FileChange } from "./changes.ts";
import type { WhatChanged } from "./live-words.ts";

/** The parts of the site settings a person knows by where they see them on the site. */
const SITE_PARTS: Record<string, { words: string; many: boolean }> = {
  nav: { words: "the main menu", many: false },
  footer: { words: "the footer", many: false },
  headerCta: { words: "the button in the header", many: false },
  contact: { words: "the contact details", many: true },
  social: { words: "the social media links", many: true },
  theme: { words: "the colours and fonts", many: true },
};
const SETTINGS = { words: "site settings", many: true };

type Json = Record<string, unknown>;
const parse = (text: string | undefined): Json | undefined => {
  try {
    return text === undefined ? undefined : (JSON.parse(text) as Json);
  } catch {
    return undefined;
  }
};

/** 'services' -> 'the service catalogue', from its schema's title. */
function collectionWords(name: string): { words: string; many: boolean } {
  const schema = parse(fs.readFileSync(path.join(SCHEMA_DIR, `${name}.schema.json`), "utf8"));
  const title = typeof schema?.title === "string" ? schema.title : name;
  return { words: `the ${title.toLowerCase()}`, many: false };
}

/** The parts of site.json that differ between the live release's and the new one ('the main menu'), or site settings. */
function siteParts(before: Json | undefined, after: Json | undefined) {
  if (!before || !after) return [SETTINGS];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  const parts = keys.filter((k) => SITE_PARTS[k]).map((k) => SITE_PARTS[k]!);
  return keys.some((k) => !SITE_PARTS[k]) || !parts.length ? [...parts, SETTINGS] : parts;
}

/**
 * The changes since the live release, by what a person sees: pages by their title, parts of the
 * settings by where they show, pictures counted. `root` is the site as it is built now;
 * `before(file)` reads a file as the live release had it (a removed page's title, the old settings).
 */
export async function whatChanged(
  files: readonly FileChange[],
  root: string,
  before: (file: string) => Promise<string | undefined>,
): Promise<WhatChanged> {
  const pages = new Set<string>();
  const removedPages = new Set<string>();
  const parts = new Map<string, { words: string; many: boolean }>();
  let pictures = 0;
  let code = false;
  const titleOf = (text: string | undefined, file: string) => {
    const meta = parse(text)?.meta as Json | undefined;
    return typeof meta?.title === "string" ? meta.title : `/${file.replace(/\.json$/, "")}`;
  };
  for (const { file, removed } of files) {
    const translated = /^i18n\/[a-z]{2}\/(pages|content)\/(.+)$/.exec(file);
    const page = /^pages\/(.+\.json)$/.exec(file)?.[1] ?? (translated?.[1] === "pages" ? translated[2] : undefined);
    const content = /^content\/([^/]+)\.json$/.exec(file)?.[1];
    if (page !== undefined) {
      const own = path.join(root, "pages", page);
      if (fs.existsSync(own)) pages.add(titleOf(fs.readFileSync(own, "utf8"), page));
      else if (removed && !translated) removedPages.add(titleOf(await before(`pages/${page}`), page));
    } else if (translated) {
      const { words, many } = collectionWords(translated[2]!.replace(/\.json$/, ""));
      parts.set(file, { words: `${words.replace(/^the site settings$/, "site settings")} in Bangla`, many });
    } else if (content === "site") {
      const now = fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), "utf8") : undefined;
      for (const part of siteParts(parse(await before(file)), parse(now))) parts.set(part.words, part);
    } else if (content) parts.set(file, collectionWords(content));
    else if (file.startsWith("public/")) pictures++;
    else code = true;
  }
  return { pages: [...pages], removedPages: [...removedPages], parts: [...parts.values()], pictures, code };
}
