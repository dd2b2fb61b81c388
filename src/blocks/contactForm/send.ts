import type { Enquiry } from "../../../contracts/generated/enquiry.ts";
import type { EnquiryFormCopy } from "../../generated/schema.ts";
import type { Values } from "./values.ts";

const TIMEOUT_MS = 15_000;
const DRAFT_KEY = "nexaforge:unsent-enquiry";

/**
 * Where enquiries go: the origin whoever deploys the site builds it with (VITE_API_BASE, checked by
 * scripts/lib/enquiry-address-plugin.ts), or "" for this site's own server (the default). A deploy
 * setting, never content: an editor cannot send enquiries elsewhere.
 */
export function apiBase(): string {
  return (import.meta.env.VITE_API_BASE as string | undefined) ?? "";
}

/** Why a message was not sent, as the form words it: a key of content/form.json's "problems". */
export type Problem = keyof EnquiryFormCopy["problems"];

/** A failed send, with the reason the visitor is told. */
export class SendFailure extends Error {
  constructor(
    readonly problem: Problem,
    message: string,
  ) {
    super(message);
  }
}

// The API's error codes (server/contact/errors.ts, routes.ts) the visitor can do something about;
// any other (a refused header, a server error) is "serverError". Its English `message` is for
// programs and logs, never shown: the page words the code in its own language.
const PROBLEMS = new Map<unknown, Problem>([
  ["rate_limited", "rateLimited"],
  ["unavailable", "unavailable"],
  ["invalid", "invalid"],
  ["too_large", "tooLarge"],
]);
// When the answer is not the API's JSON (a proxy's error page), its status says as much.
const BY_STATUS = new Map<number, Problem>([
  [429, "rateLimited"],
  [502, "unavailable"],
  [503, "unavailable"],
  [504, "unavailable"],
  [413, "tooLarge"],
]);

async function problemOf(response: Response): Promise<Problem> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return PROBLEMS.get(body?.error) ?? BY_STATUS.get(response.status) ?? "serverError";
}

/**
 * Posts one enquiry. The idempotency key stays the same when the same enquiry is sent again,
 * so the server stores it once however often it arrives. Throws a SendFailure on any failure:
 * "network" when no answer came (offline, the connection dropped, or TIMEOUT_MS passed).
 */
export async function sendEnquiry(base: string, enquiry: Enquiry, key: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": key },
      body: JSON.stringify(enquiry),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new SendFailure("network", `POST /api/contact got no answer: ${String(error)}`);
  }
  if (!response.ok) throw new SendFailure(await problemOf(response), `POST /api/contact answered ${response.status}`);
}

/** An enquiry that could not be sent, kept in this tab until it is sent or restored. */
export interface Draft {
  values: Values;
  key: string;
}

export const drafts = {
  save(draft: Draft) {
    try {
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    } catch {
      // Storage full or blocked: the alert still tells the visitor it was not sent.
    }
  },
  load(): Draft | null {
    try {
      const raw = sessionStorage.getItem(DRAFT_KEY);
      return raw ? (JSON.parse(raw) as Draft) : null;
    } catch {
      return null;
    }
  },
  clear() {
    try {
      sessionStorage.removeItem(DRAFT_KEY);
    } catch {
      // nothing to clear
    }
  },
};
