import type { Enquiry } from "../../../contracts/generated/enquiry.ts";
import type { Values } from "./values.ts";

const TIMEOUT_MS = 15_000;
const DRAFT_KEY = "nexaforge:unsent-enquiry";

/** Where enquiries go: VITE_API_BASE at build time, else the site setting (empty = this site). */
export function apiBase(setting: string): string {
  return (import.meta.env.VITE_API_BASE as string | undefined) ?? setting;
}

/**
 * Posts one enquiry. The idempotency key stays the same when the same enquiry is sent again,
 * so the server stores it once however often it arrives. Throws on any failure.
 */
export async function sendEnquiry(base: string, enquiry: Enquiry, key: string): Promise<void> {
  const response = await fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": key },
    body: JSON.stringify(enquiry),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`POST /api/contact answered ${response.status}`);
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
