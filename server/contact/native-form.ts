import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { CODE_ROOT } from "../../contracts/code-root.ts";
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  REQUIRED_FIELDS,
  VISITOR_FIELDS,
  type Language,
} from "../../contracts/generated/enquiry.ts";

/**
 * The enquiry form sent by the browser itself: when no script runs at all (turned off, or failed
 * to arrive), the form posts its fields as application/x-www-form-urlencoded to the same address,
 * and the same schema checks them. The answer is a page, in the form's own words in the language
 * of the page it was sent from (its hidden "language" field), not JSON.
 * With script, the page sends JSON and never posts this way (a Send made before the script
 * arrives is kept and sent by it: src/app/tap-keeper.ts).
 */
export const NATIVE_TYPE = "application/x-www-form-urlencoded";

const ROOT = CODE_ROOT;

/** The words of content/form.json that the answer page uses (schema/form.schema.json has them all). */
export interface FormCopy {
  fields: Record<string, { label: string; required?: string; invalid?: string }>;
  tooLong: string;
  success: string;
  failure: string;
  problems: { rateLimited: string; unavailable: string; invalid: string };
  backToForm: string;
  homePage: string;
}

/**
 * The form's words in each of the site's languages, read once at start: content/form.json, and
 * for another language its translation, i18n/<language>/content/form.json ({ fields: { "/tooLong":
 * { text } } }, by JSON pointer), laid over the English as the site's pages lay it. A word not
 * translated, or a translation file not there, stays English.
 */
export function readFormCopies(root = ROOT): Record<Language, FormCopy> {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8")) as unknown;
  const english = read("content/form.json") as FormCopy;
  const copies = {} as Record<Language, FormCopy>;
  for (const language of LANGUAGES) {
    const file = `i18n/${language}/content/form.json`;
    copies[language] =
      language === DEFAULT_LANGUAGE || !fs.existsSync(path.join(root, file))
        ? english
        : translated(english, (read(file) as { fields: Record<string, { text: string }> }).fields);
  }
  return copies;
}

/** The English copy with each translated string put in place ('/fields/name/label' -> copy.fields.name.label). */
function translated(english: FormCopy, fields: Record<string, { text: string }>): FormCopy {
  const copy = structuredClone(english);
  for (const [pointer, { text }] of Object.entries(fields)) {
    const keys = pointer
      .split("/")
      .slice(1)
      .map((k) => k.replace(/~1/g, "/").replace(/~0/g, "~"));
    const last = keys.pop()!;
    let node: unknown = copy;
    for (const key of keys)
      node = node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined;
    // Only where the English has a string: a translation of a field since removed changes nothing.
    if (node && typeof node === "object" && typeof (node as Record<string, unknown>)[last] === "string")
      (node as Record<string, unknown>)[last] = text;
  }
  return copy;
}

/** The language a posted form names, or English when it names none of the site's (an older page). */
export function languageOf(body: Record<string, string>): Language {
  return (LANGUAGES as readonly string[]).includes(body.language ?? "")
    ? (body.language as Language)
    : DEFAULT_LANGUAGE;
}

/** A figure as a page in `language` writes it: ('bn', 200) -> '২০০' (as the site's formatNumber does). */
const formatNumber = (value: number, language: Language) =>
  new Intl.NumberFormat(language, { useGrouping: false }).format(value);

/** A page's address in a language: ('/', 'bn') -> '/bn', ('/contact', 'bn') -> '/bn/contact'. */
const localePath = (route: string, language: Language) =>
  language === DEFAULT_LANGUAGE ? route : `/${language}${route === "/" ? "" : route}`;

/**
 * The body as the enquiry's JSON would carry it: the visitor's fields (each once: a repeated name
 * keeps its first value), the honeypot, and no fill time, which only the page's script can measure.
 */
export function nativeBody(text: string): Record<string, string> {
  const body: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) if (!Object.hasOwn(body, key)) body[key] = value;
  return body;
}

/**
 * A browser's post has no Idempotency-Key: one is made from who sent what, on which day, so that
 * the same form sent twice (a reload that posts again, a second press) is stored once.
 */
export function nativeKey(clientHash: string, requestHash: string, now = new Date()): string {
  const hex = createHash("sha256")
    .update(`${clientHash}\n${requestHash}\n${now.toISOString().slice(0, 10)}`)
    .digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * Where "back to the form" leads: the page the form was on, when the browser says it was this
 * site's; else the contact page in the form's language.
 */
function formPage(request: FastifyRequest, language: Language): string {
  const referer = request.headers.referer;
  const contact = localePath("/contact", language);
  if (!referer || !URL.canParse(referer)) return contact;
  const url = new URL(referer);
  return url.host === request.headers.host ? url.pathname + url.search : contact;
}

/**
 * The message for each form field that did not pass, as the form itself words it in `language` (as
 * the page's script would show it beside the field), with the field's label first.
 */
export function fieldMessages(
  copy: FormCopy,
  language: Language,
  body: Record<string, string>,
  failed: Record<string, string>,
  tooLong: Record<string, number>,
): string[] {
  return VISITOR_FIELDS.filter((f) => failed[f] !== undefined).map((f) => {
    const words = copy.fields[f]!;
    const required = (REQUIRED_FIELDS as readonly string[]).includes(f);
    const message =
      (body[f] ?? "") === "" && required
        ? (words.required ?? words.label)
        : tooLong[f] !== undefined
          ? copy.tooLong.replace("{max}", formatNumber(tooLong[f], language))
          : (words.invalid ?? words.required ?? words.label);
    return `${words.label}: ${message}`;
  });
}

/**
 * The answer page, in the form's words in `language`: the outcome in a heading, what to do in a
 * list, and a link back to the form (the browser's Back keeps what was typed). Self-contained, with
 * a policy that allows nothing but its own inline style.
 */
export function answerPage(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  answer: { copy: FormCopy; language: Language; heading: string; lines: string[] },
) {
  const { copy, language, heading, lines } = answer;
  const html = `<!doctype html><html lang="${language}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(heading)}</title><body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5; color: #10243e"><h1>${escape(heading)}</h1>${
    lines.length ? `<ul>${lines.map((l) => `<li>${escape(l)}</li>`).join("")}</ul>` : ""
  }<p><a href="${escape(formPage(request, language))}">${escape(copy.backToForm)}</a> · <a href="${localePath("/", language)}">${escape(copy.homePage)}</a></p></body></html>`;
  return reply
    .code(status)
    .header(
      "content-security-policy",
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    )
    .type("text/html; charset=utf-8")
    .send(html);
}
