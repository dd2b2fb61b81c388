import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyReply, FastifyRequest } from "fastify";
import { REQUIRED_FIELDS, VISITOR_FIELDS } from "../../contracts/generated/enquiry.ts";

/**
 * The enquiry form sent by the browser itself: when no script runs at all (turned off, or failed
 * to arrive), the form posts its fields as application/x-www-form-urlencoded to the same address,
 * and the same schema checks them. The answer is a page, in the form's own words, not JSON.
 * With script, the page sends JSON and never posts this way (a Send made before the script
 * arrives is kept and sent by it: src/app/tap-keeper.ts).
 */
export const NATIVE_TYPE = "application/x-www-form-urlencoded";

const CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../content");

/** The words of content/form.json that the answer page uses (schema/form.schema.json has them all). */
export interface FormCopy {
  fields: Record<string, { label: string; required?: string; invalid?: string }>;
  tooLong: string;
  success: string;
  failure: string;
}

/** The form's words (content/form.json), read once at start. */
export function readFormCopy(dir = CONTENT_DIR): FormCopy {
  return JSON.parse(fs.readFileSync(path.join(dir, "form.json"), "utf8")) as FormCopy;
}

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

/** Where "back to the form" leads: the page the form was on, when the browser says it was this site's. */
function formPage(request: FastifyRequest): string {
  const referer = request.headers.referer;
  if (!referer || !URL.canParse(referer)) return "/contact";
  const url = new URL(referer);
  return url.host === request.headers.host ? url.pathname + url.search : "/contact";
}

/**
 * The message for each form field that did not pass, as the form itself words it (as the page's
 * script would show it beside the field), with the field's label first.
 */
export function fieldMessages(
  copy: FormCopy,
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
          ? copy.tooLong.replace("{max}", String(tooLong[f]))
          : (words.invalid ?? words.required ?? failed[f]!);
    return `${words.label}: ${message}`;
  });
}

/**
 * The answer page: the outcome in a heading, what to do in a list, and a link back to the form
 * (the browser's Back keeps what was typed). Self-contained, with a policy that allows nothing but
 * its own inline style.
 */
export function answerPage(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  heading: string,
  lines: string[],
) {
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(heading)}</title><body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5; color: #10243e"><h1>${escape(heading)}</h1>${
    lines.length ? `<ul>${lines.map((l) => `<li>${escape(l)}</li>`).join("")}</ul>` : ""
  }<p><a href="${escape(formPage(request))}">Back to the form</a> · <a href="/">Home page</a></p></body></html>`;
  return reply
    .code(status)
    .header(
      "content-security-policy",
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    )
    .type("text/html; charset=utf-8")
    .send(html);
}
