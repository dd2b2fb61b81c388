import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderPages } from "../../scripts/lib/render-pages.ts";
import { addressesOf, listPageFiles, NOT_FOUND_ADDRESSES } from "../../engine/files.server.ts";
import { loadSiteContent } from "../../engine/load.server.ts";
import type { Problem } from "../../engine/model.ts";
import { ROOT } from "../../engine/paths.ts";
import { copySite } from "../../scripts/lib/site-copy.ts";
import { valueAt } from "../../engine/json-pointer.ts";
import { at, HOSTILE, readSiteData, stringFields, writeSiteData, type StringField } from "./hostile-values.ts";

// Nothing an editor types may become code or markup on a page (the decisions, "What an editor can
// change"). Every string field of every file (each page and so each block, the site settings, each
// collection, the Bangla words) and every optional free-text field their schemas allow is set to
// each hostile value in turn, all at once; then the site is checked and every page rendered in both
// languages with the real build's renderer, as a publish renders it. A field whose schema shapes it
// (a link, an image, a colour, a font list) may refuse a value, and is then put back; a field of
// free text must take any words; and no value may reach a page as markup, an attribute, a script's
// code or a URL with a scheme it was not given.
const BUILD = path.join(ROOT, "build");
const site = copySite();
afterAll(() => site.remove());
const pristine = readSiteData(site.root);

/**
 * The attributes of a page that run code or load an address with a scheme of its own: event
 * handlers, autofocus (which fires one), and javascript:, vbscript: and data: URLs. The site's own
 * (the drawer's autofocus, inlined SVG pictures) are in the page as the pristine site renders it.
 */
function activeAttributes(markup: string): string[] {
  const active: string[] = [];
  for (const [tag = ""] of markup.matchAll(/<[a-z][^>]*>/gi)) {
    const names = tag.replace(/"[^"]*"/g, '""');
    for (const [, name] of names.matchAll(/\s(on[a-z]+|autofocus)(?=[\s=>/])/gi)) active.push(name!.toLowerCase());
    for (const [, name, url = ""] of tag.matchAll(/\s(href|src|srcset|action|formaction|poster)="\s*([^"]*)"/gi))
      if (/^(javascript|vbscript|data):/i.test(url)) active.push(`${name}="${url.slice(0, 60)}"`);
  }
  return active.sort();
}

/** Elements that words would bring with them as markup: their count in a page may not change. */
const ELEMENTS = /<(script|style|iframe|object|embed|img|svg|title|base|link|meta|form|input|template|math|b|i)[\s>/]/gi;

/** How many of each such element a page has. */
function elementCounts(html: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [, name = ""] of html.matchAll(ELEMENTS))
    counts.set(name.toLowerCase(), (counts.get(name.toLowerCase()) ?? 0) + 1);
  return counts;
}

/** What a page has that runs code or is markup of its own: its active attributes and its element counts. */
interface Shape {
  attributes: string[];
  counts: Map<string, number>;
}
const shapeOf = (html: string): Shape => ({ attributes: activeAttributes(markupOf(html)), counts: elementCounts(html) });

/** The elements whose text is not markup: what a value may show as inside them is checked on its own. */
const RAW_TEXT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1/gi;
const markupOf = (html: string) => html.replace(RAW_TEXT, "<$1$2></$1");

/** What a page's HTML shows of a value that became code, against the pristine page: each finding in words. */
function findings(route: string, html: string, value: string, pristine: Shape): string[] {
  const found: string[] = [];
  const markup = markupOf(html);
  // Markup, an attribute breaker or a comment: the value as typed, unescaped, outside scripts and styles.
  // (Tagged as every field's value is: React's own "<!-- -->" between two texts is not the value.)
  if (/[<>"'&]/.test(value) && markup.includes(`${value} #`))
    found.push(`${route}: the value is in the markup unescaped`);
  for (const [, element, attributes = "", text = ""] of html.matchAll(RAW_TEXT)) {
    // Inside a script or a style a value may only be a string with "<" and the line separators escaped.
    if (/[<\u2028\u2029]/.test(value) && text.includes(value))
      found.push(`${route}: a <${element}${attributes}> holds the value unescaped`);
    if (/[\u2028\u2029]/.test(text)) found.push(`${route}: a <${element}${attributes}> holds a raw line separator`);
  }
  // No attribute that runs code and no element beyond the pristine page's (fewer is a block showing
  // less, such as structured data a block gives only for some words).
  const left = [...pristine.attributes];
  for (const item of activeAttributes(markup)) {
    const i = left.indexOf(item);
    if (i < 0) found.push(`${route}: ${item}, which the pristine page does not have`);
    else left.splice(i, 1);
  }
  for (const [name, n] of elementCounts(html))
    if (n > (pristine.counts.get(name) ?? 0))
      found.push(`${route}: ${n} <${name}> where the pristine page has ${pristine.counts.get(name) ?? 0}`);
  return found;
}

/** Every field of the site set to `value` (tagged per field, so no two are alike), as long as each field allows. */
function setEverywhere(value: string) {
  const data = structuredClone(pristine);
  const fields: StringField[] = [];
  const limits = new Map<string, number | undefined>();
  let n = 0;
  // One picture is described alike wherever it is shown (image.alt-differs): its words are tagged by the picture.
  const pictures = new Map<string, number>();
  const tagOf = (english: unknown, pointer: string) => {
    if (!pointer.endsWith("/alt")) return ++n;
    const src = String(valueAt(english, pointer.replace(/alt$/, "src")));
    if (!pictures.has(src)) pictures.set(src, ++n);
    return pictures.get(src)!;
  };
  const fitted = (maxLength: number | undefined, tag: number) => {
    const tagged = `${value} #${tag}`;
    const fits = (v: string) => maxLength === undefined || [...v].length <= maxLength;
    return fits(tagged) ? tagged : fits(value) ? value : undefined;
  };
  for (const [file, { schemaFile, data: json }] of data.files)
    for (const field of stringFields(file, schemaFile, json)) {
      limits.set(`${file}#${field.pointer}`, field.maxLength);
      const chosen = fitted(field.maxLength, tagOf(pristine.files.get(file)!.data, field.pointer));
      if (chosen === undefined) continue;
      at(json, field.pointer).set(chosen);
      fields.push(field);
    }
  // A translation may be as long as its English field.
  for (const [file, translation] of data.translations)
    for (const [pointer, field] of Object.entries(translation.fields)) {
      const chosen = fitted(limits.get(`${file}#${pointer}`), tagOf(pristine.files.get(file)!.data, pointer));
      if (chosen !== undefined) field.text = chosen;
    }
  return { data, fields };
}

/** Problems no hostile value should cause: a free-text field refusing words, or any problem once shaped fields are put back. */
const wrongReason = (p: Problem) => `${p.file}:${p.line}:${p.column} ${p.pointer} ${p.code}: ${p.message}`;

/** Each page's shape as the pristine site renders it. */
const pristineShape = new Map<string, Shape>();
beforeAll(async () => {
  const content = loadSiteContent(site.root);
  await renderPages(BUILD, site.root, content, routesOf(), async (page) => {
    pristineShape.set(page.route, shapeOf(page.html));
  });
}, 120_000);
const routesOf = () => [...addressesOf(listPageFiles(path.join(site.root, "pages"))), ...NOT_FOUND_ADDRESSES];

describe("hostile words in every field", { timeout: 600_000 }, () => {
  for (const value of HOSTILE)
    it(`${JSON.stringify(value)}: taken where words are free, refused where the field has a shape, never markup`, async () => {
      const { data, fields } = setEverywhere(value);
      // The checks: a shaped field may refuse the value, and is then put back; free text may not.
      const byPlace = new Map(fields.map((f) => [`${f.file}#${f.pointer}`, f]));
      let content;
      for (let round = 0; ; round++) {
        writeSiteData(site.root, data);
        content = loadSiteContent(site.root);
        const shaped = content.problems.filter((p) => byPlace.get(`${p.file}#${p.pointer}`)?.freeText === false);
        if (!shaped.length || round === 3) break;
        for (const { file, pointer } of shaped) {
          at(data.files.get(file)!.data, pointer).set(valueAt(pristine.files.get(file)!.data, pointer));
          byPlace.delete(`${file}#${pointer}`);
        }
      }
      expect(content.problems.map(wrongReason)).toEqual([]);
      // Free text everywhere, and what each shaped field took: the value is really on the pages.
      expect(byPlace.size).toBeGreaterThan(1000);
      const routes = routesOf();
      const found: string[] = [];
      let shown = 0;
      await renderPages(BUILD, site.root, content, routes, async (page) => {
        found.push(...findings(page.route, page.html, value, pristineShape.get(page.route)!));
        if (page.html.includes(" #")) shown++;
      });
      expect(found).toEqual([]);
      expect(shown).toBe(routes.length);
    });
});

describe("the theme's values past the schema", () => {
  // The schema refuses any colour or font list that is not one (above, the fields are put back); the
  // writers behind it (src/styles/css-values.ts) must hold even for a value that got past it.
  it("cannot end a declaration, a rule or the <style> element, in any page", async () => {
    const content = loadSiteContent(site.root);
    const { theme } = content.collections.site!.data;
    const attack = "x;}</style><script>a()</script><style>a{";
    theme.fonts.body = attack;
    theme.fonts.heading = `${attack}, serif`;
    theme.colors.accent = "red;}</style><script>a()</script>";
    const found: string[] = [];
    await renderPages(BUILD, site.root, content, ["/about", "/bn/contact"], async (page) => {
      found.push(...findings(page.route, page.html, attack, pristineShape.get(page.route)!));
      if (/<script>a\(\)/.test(page.html)) found.push(`${page.route}: the script is in the page`);
      for (const [, css = ""] of page.html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g))
        if (css.includes("}</") || css.includes("red;}")) found.push(`${page.route}: a style was ended`);
    });
    expect(found).toEqual([]);
  });
});
