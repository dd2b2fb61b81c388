/**
 * Words a Bangla page shows in English because they are not translated yet are marked lang="en"
 * (never shown silently as if they were Bangla: a screen reader then reads them with an English
 * voice, a browser translates them, the fonts and line rules for English apply). Pages give their
 * English words as data (PageData.english, SiteData.english): the prerendered HTML is marked by
 * markEnglishHtml (entry.server.tsx), and what the browser renders later (a move to another page,
 * a block that wakes) by markEnglishDom. Both mark the element whose text, or whose alt, title,
 * placeholder or aria-label, is exactly such words.
 */

const ATTRIBUTES = ["alt", "title", "placeholder", "aria-label"];
/** NodeFilter.SHOW_TEXT, by value: the function also runs on a document made outside a browser (the tests'). */
const SHOW_TEXT = 4;

/** Text as React writes it into HTML (react-dom's escapeTextForBrowser). */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Adds lang="en" to an opening tag ('<h2 class="x"') unless it states a language already. */
const withLang = (tag: string) => (/\slang=/.test(tag) ? tag : `${tag} lang="en"`);

/**
 * The prerendered body with each element that holds these English words marked: an element whose
 * first text is the words ('<h2 class="t">Our Process</h2>'), and one whose alt, title,
 * placeholder or aria-label is ('<img alt="A team at work"'). Words that follow another element
 * inside their parent are left to markEnglishDom once the page runs.
 */
export function markEnglishHtml(html: string, texts: readonly string[]): string {
  let out = html;
  for (const text of new Set(texts)) {
    const words = escapeRegExp(escapeHtml(text));
    // An opening tag, then (React's separator between two texts) the words, then the next tag.
    out = out.replace(
      new RegExp(`(<[a-zA-Z][a-zA-Z0-9-]*(?:\\s[^<>]*?)?)(>(?:<!-- -->)?${words}(?:<!-- -->)?<)`, "g"),
      (_, tag: string, rest: string) => withLang(tag) + rest,
    );
    for (const attribute of ATTRIBUTES)
      out = out.replace(
        new RegExp(`(<[a-zA-Z][a-zA-Z0-9-]*\\s[^<>]*?\\b${attribute}="${words}")`, "g"),
        (tag: string) => withLang(tag),
      );
  }
  return out;
}

/** markEnglishHtml for what the browser has rendered: every text node and attribute under `root`. */
export function markEnglishDom(root: Element, texts: readonly string[]): void {
  if (!texts.length) return;
  const wanted = new Set(texts);
  const walker = root.ownerDocument.createTreeWalker(root, SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && !parent.hasAttribute("lang") && wanted.has((node.nodeValue ?? "").trim()))
      parent.setAttribute("lang", "en");
  }
  for (const attribute of ATTRIBUTES)
    for (const element of root.querySelectorAll(`[${attribute}]`))
      if (!element.hasAttribute("lang") && wanted.has(element.getAttribute(attribute) ?? ""))
        element.setAttribute("lang", "en");
}
