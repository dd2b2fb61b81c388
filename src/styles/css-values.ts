import type { SiteSettings } from "../generated/schema.ts";

/**
 * Values from the site settings as they are written into CSS: the one place where words an editor
 * typed become part of a stylesheet (the theme's colours and fonts reach every <style> through
 * buildTheme). The schema already refuses anything but a colour or a list of font names
 * (schema/defs.schema.json, "colour" and "fontStack"); these write them so that no value could end
 * a declaration, a rule or the <style> element even if one got past it. cssTheme runs where the
 * settings are handed to the pages (the build's data step, engine/page-data.server.ts) and to
 * the editor's preview, so the browser's bundle carries none of it and renders the values as given.
 */

/** Font keywords written as they are; every other name is written as a CSS string. */
const GENERIC_FAMILIES = new Set([
  "serif",
  "sans-serif",
  "monospace",
  "cursive",
  "fantasy",
  "system-ui",
  "ui-serif",
  "ui-sans-serif",
  "ui-monospace",
  "ui-rounded",
  "emoji",
  "math",
  "fangsong",
]);

/** A character of a CSS string written as itself; any other is escaped by its code point. */
const PLAIN = /[A-Za-z0-9 :-]/;

/** A CSS string: "Poppins Fallback: Arial"; 'x;}</style>' -> "x\3b \7d \3c /style\3e ". */
export function cssString(text: string): string {
  let out = "";
  for (const ch of text) out += PLAIN.test(ch) ? ch : `\\${ch.codePointAt(0)!.toString(16)} `;
  return `"${out}"`;
}

/**
 * A font list as CSS: each name quoted (keywords such as sans-serif as they are), separated by
 * commas. "'Poppins', system-ui, sans-serif" -> '"Poppins", system-ui, sans-serif'.
 */
export function cssFontStack(stack: string): string {
  const names = [...stack.matchAll(/\s*('[^']*'|"[^"]*"|[^,]+)\s*(?:,|$)/g)]
    .map((m) => m[1]!.trim().replace(/^(['"])(.*)\1$/, "$2"))
    .filter(Boolean);
  return names.map((name) => (GENERIC_FAMILIES.has(name.toLowerCase()) ? name : cssString(name))).join(", ");
}

const COLOUR = /^#[0-9a-fA-F]{6}$/;

/**
 * A colour as #rrggbb; any other value as "transparent", which CSS takes wherever a colour goes.
 * The build never meets one (the schema refuses it before a page is made); the editor's preview
 * does, while a person is still typing a colour, and must go on showing the page.
 */
export const cssColour = (value: string): string => (COLOUR.test(value) ? value : "transparent");

/**
 * A whole stylesheet for a <style> element: a "<" anywhere (none of the site's own rules has one)
 * is written as its CSS escape, so that nothing in it can close the element.
 */
export const styleElementText = (css: string) => css.replace(/</g, "\\3c ");

/** The theme's settings with every colour and font list written as CSS (the data the pages are given). */
export function cssTheme(theme: SiteSettings["theme"]): SiteSettings["theme"] {
  const colors = { ...theme.colors };
  for (const name of Object.keys(colors) as (keyof typeof colors)[]) colors[name] = cssColour(colors[name]);
  return { colors, fonts: { heading: cssFontStack(theme.fonts.heading), body: cssFontStack(theme.fonts.body) } };
}
