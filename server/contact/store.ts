import { createHash } from "node:crypto";
import { VISITOR_FIELDS } from "../../contracts/generated/enquiry.ts";
import type { EnquiryRow } from "./mail.ts";
import type { Enquiry, ReceivedEnquiry } from "./validate.ts";

/** What the 201 answer carries; a replay of the same enquiry gets the same one back. */
export interface Receipt {
  id: string;
  receivedAt: string;
}

export interface Submission {
  enquiry: ReceivedEnquiry;
  idempotencyKey: string;
  clientHash: string;
  userAgent: string;
}

/** "conflict": the key was used before for a different enquiry. */
export type SaveResult = { kind: "created" | "replay"; receipt: Receipt } | { kind: "conflict" };
/** What is stored under an Idempotency-Key: nothing yet, the receipt of the same enquiry, or another enquiry. */
export type LookupResult = { kind: "none" } | { kind: "replay"; receipt: Receipt } | { kind: "conflict" };

/** The look-up's answer from the row stored under the key (if any) and the request hash of the enquiry now sent. */
export function lookupResult(previous: (Receipt & { hash: string }) | undefined, hash: string): LookupResult {
  if (!previous) return { kind: "none" };
  if (previous.hash !== hash) return { kind: "conflict" };
  return { kind: "replay", receipt: { id: previous.id, receivedAt: previous.receivedAt } };
}

/** A notification waiting to be sent, with the enquiry it tells of. */
export interface DueNotification extends EnquiryRow {
  outboxId: number;
  attempts: number;
  /** The row's next_attempt_at when it was read: a claim succeeds only if it is unchanged. */
  lease: string;
}

/**
 * Where enquiries are kept, as the API and the notification worker use it. Every call is
 * asynchronous: the database works away from the thread that answers requests, so pages and
 * health checks answer at once whatever the database is doing. A call that fails rejects with
 * StoreError; the enquiry was then not stored.
 */
export interface Store {
  lookup(idempotencyKey: string, requestHash: string): Promise<LookupResult>;
  save(submission: Submission): Promise<SaveResult>;
  /** undefined when enquiries can be taken; otherwise why not (for the log only). */
  readiness(): Promise<string | undefined>;
  outbox: {
    due(maxAttempts: number, now: string): Promise<DueNotification[]>;
    /** Takes a due row until `leaseUntil`; false when another worker took it first. */
    claim(outboxId: number, leaseUntil: string, seenLease: string): Promise<boolean>;
    markSent(outboxId: number, at: string): Promise<void>;
    markFailed(outboxId: number, nextAttemptAt: string, reason: string): Promise<void>;
  };
  /** Finishes what is under way, closes the database and gives up its lock. */
  close(): Promise<void>;
}

/**
 * Why a store call failed. `replaced`: the file at DATABASE_FILE is no longer the one the server
 * opened (deleted, moved or replaced under it): nothing may be acknowledged into the old one.
 */
export class StoreError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/**
 * The fields that make an enquiry what it is. fillMs and the honeypot are left out: a resend after
 * 'Restore my message' comes from a form shown again, so its fillMs differs, yet it is a replay.
 * So is the page's language: the same words sent again from the other language's page are the
 * same enquiry (and enquiries stored before there was a language keep their hashes).
 */
export function requestHash(e: Enquiry): string {
  const fields = VISITOR_FIELDS.map((f) => e[f]);
  return createHash("sha256").update(JSON.stringify(fields)).digest("hex");
}
