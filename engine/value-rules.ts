import { editDistance } from "./problems.ts";

/**
 * Says which rule a link, page address or image path breaks, in words, and proposes the value
 * that would follow every rule: '"/Our Team" -> page addresses are lower case, with dashes
 * instead of spaces: write "/our-team"'. Used when a value fails its schema pattern.
 */
export interface RuleBreak {
  /** Each rule the value breaks, in plain words. */
  rules: string[];
  /** The corrected value, when one can be proposed with confidence (it passes the pattern). */
  fix?: string;
}

type Fixer = { test: (v: string) => boolean; rule: string; fix?: (v: string) => string };

const trim: Fixer = {
  test: (v) => v !== v.trim(),
  rule: "has spaces at the start or end",
  fix: (v) => v.trim(),
};

/** Rules for the path part of an address on this site ('/services/seo'). */
const pathRules: Fixer[] = [
  {
    test: (v) => /^(?!\/)[a-z0-9-]+(\/[a-z0-9-]+)*$/i.test(v) && !v.includes("."),
    rule: "a page address starts with /",
    fix: (v) => `/${v}`,
  },
  { test: (v) => /\\/.test(v), rule: "uses \\ where / belongs", fix: (v) => v.replace(/\\/g, "/") },
  { test: (v) => /[A-Z]/.test(v.split("#")[0]!), rule: "page addresses are lower case", fix: lowerPath },
  { test: (v) => / /.test(v), rule: "has spaces; use dashes between words", fix: (v) => v.replace(/ +/g, "-") },
  {
    test: (v) => /_/.test(v.split("#")[0]!),
    rule: "uses _; use dashes between words",
    fix: (v) => replacePath(v, /_/g, "-"),
  },
  {
    test: (v) => /\.(json|html?)(#|$)/.test(v),
    rule: "ends in a file extension; leave it out",
    fix: (v) => v.replace(/\.(json|html?)(?=#|$)/, ""),
  },
  {
    test: (v) => /\/index(#|$)/.test(v),
    rule: "names index; the address of pages/x/index.json is /x",
    fix: (v) => v.replace(/\/index(?=#|$)/, "") || "/",
  },
  { test: (v) => /.\/(#|$)/.test(v), rule: "ends with a slash; leave it out", fix: (v) => v.replace(/\/+(?=#|$)/, "") },
  { test: (v) => /\/\//.test(v), rule: "has two slashes in a row", fix: (v) => v.replace(/\/{2,}/g, "/") },
  {
    test: (v) => /[^a-z0-9/#_ .A-Z\\-]/.test(v.split("#")[0]!),
    rule: "uses characters other than letters, digits and dashes",
    fix: (v) => replacePath(v, /[^a-zA-Z0-9/# _.\\-]+/g, "-"),
  },
  { test: (v) => /#(?![A-Za-z])/.test(v), rule: "the part after # (a section anchor) must start with a letter" },
];

function lowerPath(v: string): string {
  const [p = "", anchor] = v.split("#");
  return anchor === undefined ? p.toLowerCase() : `${p.toLowerCase()}#${anchor}`;
}

function replacePath(v: string, pattern: RegExp, by: string): string {
  const [p = "", anchor] = v.split("#");
  const fixed = p.replace(pattern, by);
  return anchor === undefined ? fixed : `${fixed}#${anchor}`;
}

/** The scheme a link starts with ('htps' of 'htps://x.com'), its colon and its slashes. */
const SCHEME = /^([a-z]+)([:;]?)(\/*)/i;

/** 'htps://', 'https//', 'hhtps:/', 'https:///': a misspelt https:// (but not http://, fixed on its own). */
function misspeltHttps(v: string): boolean {
  const [, scheme = "", colon, slashes = ""] = SCHEME.exec(v) ?? [];
  const s = scheme.toLowerCase();
  if ((s === "https" || s === "http") && colon === ":" && slashes.length === 2) return false;
  return (colon !== "" || slashes !== "") && s.startsWith("h") && editDistance(s, "https") <= 2;
}

/** Rules for addresses of other sites and for e-mail and phone links. */
const externalRules: Fixer[] = [
  {
    test: (v) => /^http:\/\//i.test(v),
    rule: "web addresses must use https:",
    fix: (v) => v.replace(/^http:/i, "https:"),
  },
  { test: misspeltHttps, rule: "misspells https://", fix: (v) => v.replace(SCHEME, "https://") },
  {
    test: (v) => /^www\./i.test(v) || /^[a-z0-9-]+(\.[a-z0-9-]+)+(\/|$)/i.test(v),
    rule: "a web address needs https:// in front",
    fix: (v) => `https://${v}`,
  },
  {
    test: (v) => /^mailto:/i.test(v) && !/^mailto:[^\s@]+@[^\s@]+$/.test(v),
    rule: "mailto: needs an e-mail address, e.g. mailto:hello@nexaforge.example",
    fix: (v) => v.replace(/\s+/g, ""),
  },
  {
    test: (v) => /^tel:/i.test(v) && !/^tel:\+?[0-9][0-9 -]{5,}$/.test(v),
    rule: "tel: needs a phone number in digits, e.g. tel:+8801700000000",
    fix: (v) => `tel:${v.slice(4).replace(/[^0-9+ -]/g, "")}`,
  },
  {
    test: (v) => /^[a-z][a-z0-9+.-]*:/i.test(v) && !/^(https?|mailto|tel):/i.test(v) && !misspeltHttps(v),
    rule: "links may only be page addresses (/contact), anchors (#faq), or https:, mailto: or tel: addresses",
  },
];

function apply(value: string, fixers: Fixer[], pattern: RegExp): RuleBreak {
  const rules: string[] = [];
  let fixed: string | undefined = value;
  for (const f of [trim, ...fixers]) {
    if (!f.test(fixed ?? value)) continue;
    rules.push(f.rule);
    fixed = f.fix && fixed !== undefined ? f.fix(fixed) : undefined;
  }
  return { rules, ...(fixed !== undefined && fixed !== value && pattern.test(fixed) ? { fix: fixed } : {}) };
}

const isExternal = (v: string) =>
  /^[a-z][a-z0-9+.-]*:|^www\.|^[a-z0-9-]+(\.[a-z0-9-]+)+(\/|$)/i.test(v.trim()) || misspeltHttps(v.trim());

/** Why a link ('/Contact', 'htps://x.com', 'contact us') breaks the link pattern. */
export function explainLink(value: string, pattern: RegExp): RuleBreak {
  if (value.trim().startsWith("#"))
    return apply(
      value,
      [
        pathRules.at(-1)!,
        {
          test: (v) => /[^#A-Za-z0-9_-]/.test(v),
          rule: "an anchor has only letters, digits and dashes",
          fix: (v) => v.replace(/[^#A-Za-z0-9_-]+/g, "-"),
        },
      ],
      pattern,
    );
  return apply(value, isExternal(value) ? externalRules : pathRules, pattern);
}

/** Why a page address ('/Services/') breaks the route pattern. */
export function explainRoute(value: string, pattern: RegExp): RuleBreak {
  const anchor: Fixer = {
    test: (v) => v.includes("#"),
    rule: "cannot point at a section here (no #)",
    fix: (v) => v.split("#")[0]!,
  };
  if (isExternal(value)) return { rules: ["must be a page of this site, such as /contact, not a web address"] };
  return apply(value, [anchor, ...pathRules], pattern);
}

/** Why an image path ('public/images/Team Photo.jpeg') breaks the image pattern. */
export function explainImage(value: string, pattern: RegExp): RuleBreak {
  const extensions = /\\\.\(([a-z|]+)\)\$$/.exec(pattern.source)?.[1]?.split("|") ?? [];
  const fixers: Fixer[] = [
    {
      test: (v) => /^https?:/i.test(v),
      rule: "images must be files of this site: save the picture under public/images/ and write its path, e.g. /images/team.svg",
    },
    { test: (v) => /\\/.test(v), rule: "uses \\ where / belongs", fix: (v) => v.replace(/\\/g, "/") },
    {
      test: (v) => /^\/?public\//.test(v),
      rule: "starts at the public folder, so leave out public/",
      fix: (v) => v.replace(/^\/?public\//, "/"),
    },
    { test: (v) => !v.startsWith("/") && !/^https?:/i.test(v), rule: "starts with /", fix: (v) => `/${v}` },
    {
      test: (v) => /[A-Z]/.test(v),
      rule: "file names are lower case (rename the file too)",
      fix: (v) => v.toLowerCase(),
    },
    {
      test: (v) => / /.test(v),
      rule: "has spaces; use dashes (rename the file too)",
      fix: (v) => v.replace(/ +/g, "-"),
    },
    {
      test: (v) => /\.jpeg$/i.test(v) && extensions.includes("jpg"),
      rule: "write .jpg, not .jpeg (rename the file too)",
      fix: (v) => v.replace(/\.jpeg$/i, ".jpg"),
    },
    {
      test: (v) => !/^https?:/i.test(v) && !new RegExp(`\\.(${extensions.join("|")}|jpeg)$`, "i").test(v),
      rule: `must be a ${extensions.map((e) => `.${e}`).join(", ")} file`,
    },
  ];
  return apply(value, fixers, pattern);
}
