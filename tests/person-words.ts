/**
 * What a non-developer must never read in the studio or the editor (issue 51): a file path, a JSON
 * pointer, a setting's name, a stack trace, a browser's network error, a release id or commit hash,
 * a browser's user agent, a program's name for a field, or a text over 300 characters. Each test
 * that collects what a person reads (screens walked in a browser, the problem catalogue, the publish
 * and API refusals) passes each text to `developerWords` and fails on any finding.
 */

export type Finding = { rule: string; found: string };

/** The longest a single message, label or paragraph a person reads may be. */
export const LONGEST_TEXT = 300;

// Words that look like a program's name for something but are ordinary in an agency's copy.
const ORDINARY = new Set([
  "iPhone",
  "iPad",
  "eBay",
  "iOS",
  "macOS",
  "YouTube",
  "LinkedIn",
  "WhatsApp",
  "JavaScript",
  "bKash",
]);

const RULES: { rule: string; pattern: RegExp; ordinary?: (found: string) => boolean }[] = [
  // pages/about.json, i18n/bn/pages/careers.json, public/images/x.webp, server/settings.ts
  {
    rule: "a file path",
    pattern:
      /(?:^|[\s("'`])(?:\.{0,2}\/)?(?:[\w.-]+\/)*[\w.-]+\.(?:json|tsx?|jsx?|mjs|md|db|sqlite|ya?ml|env|lock|css|html)\b/g,
  },
  // A folder alone too ("in pages/"), but not inside a page's address, which a person reads:
  // /services/creative-content/content-writing.
  {
    rule: "a file path",
    pattern: /(?<![\w/-])(?:pages|content|i18n|public|schema|src|build|releases|studio|server)\/(?:[\w./-]+|(?!\w))/g,
  },
  // /sections/1/cta/href, #/definitions/link, /items/0
  {
    rule: "a JSON pointer",
    pattern: /(?:#?\/[\w$-]+)*\/(?:sections|items|cards|links|ui|nav|\d+)\/[\w$/-]*\d[\w$/-]*/g,
  },
  { rule: "a JSON pointer", pattern: /#\/[\w$/-]+/g },
  // VITE_API_BASE, RELEASES_DIR, DATABASE_FILE
  { rule: "a setting's name", pattern: /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g },
  {
    rule: "a stack trace",
    pattern: /\n\s*at [\w$.<>]+ \(|\bat [\w$.]+ \([^)]*:\d+:\d+\)|\b(?:Type|Reference|Syntax|Range)Error\b/g,
  },
  { rule: "a browser's network error", pattern: /Failed to fetch|NetworkError|Load failed|ECONNREFUSED|ERR_[A-Z_]+/g },
  // 20261201-214540-642, 38232c42db
  { rule: "a release id", pattern: /\b\d{8}-\d{6}(?:-\d{3})?\b/g },
  { rule: "a commit hash", pattern: /\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}\b/g },
  { rule: "a browser's user agent", pattern: /Mozilla\/\d|AppleWebKit\/|HeadlessChrome/g },
  // receivedAt, userAgent, clientHash: a program's name for a field
  {
    rule: "a program's name for a field",
    pattern: /\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/g,
    ordinary: (found) => ORDINARY.has(found),
  },
  {
    rule: "a validator's word",
    pattern:
      /\b(?:additionalProperties|minLength|maxLength|oneOf|anyOf|\$ref|must NOT|undefined|null|NaN|\[object Object\])\b/g,
  },
];

/** Every finding in one text a person reads; none for plain words. */
export function developerWords(text: string): Finding[] {
  const findings: Finding[] = [];
  for (const { rule, pattern, ordinary } of RULES) {
    for (const match of text.matchAll(pattern)) {
      const found = match[0].trim();
      if (!ordinary?.(found)) findings.push({ rule, found });
    }
  }
  if (text.length > LONGEST_TEXT)
    findings.push({ rule: `a text over ${LONGEST_TEXT} characters`, found: `${text.slice(0, 80)}…` });
  return findings;
}

/** A report of the findings over many texts, one line each, for a test's failure message. */
export function wordsReport(texts: { where: string; text: string }[]): string[] {
  return texts.flatMap(({ where, text }) =>
    developerWords(text).map(({ rule, found }) => `${where}: ${rule} ("${found}") in "${text.slice(0, 160)}"`),
  );
}
