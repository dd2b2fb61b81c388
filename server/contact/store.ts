import { createHash, randomUUID } from "node:crypto";
import type { Db } from "./db.ts";
import { VISITOR_FIELDS } from "../../contracts/generated/enquiry.ts";
import type { Enquiry } from "./validate.ts";

/** What the 201 answer carries; a replay of the same enquiry gets the same one back. */
export interface Receipt {
  id: string;
  receivedAt: string;
}

export interface Submission {
  enquiry: Enquiry;
  idempotencyKey: string;
  clientHash: string;
  userAgent: string;
}

/** "conflict": the key was used before for a different enquiry. */
export type SaveResult = { kind: "created" | "replay"; receipt: Receipt } | { kind: "conflict" };

/**
 * The fields that make an enquiry what it is. fillMs and the honeypot are left out: a resend after
 * 'Restore my message' comes from a form shown again, so its fillMs differs, yet it is a replay.
 */
export function requestHash(e: Enquiry): string {
  const fields = VISITOR_FIELDS.map((f) => e[f]);
  return createHash("sha256").update(JSON.stringify(fields)).digest("hex");
}

export function createStore(db: Db, options: { notify: boolean }) {
  const find = db.prepare<[string], { id: string; receivedAt: string; hash: string }>(
    "SELECT id, received_at AS receivedAt, request_hash AS hash FROM enquiries WHERE idempotency_key = ?",
  );
  const insert = db.prepare(`INSERT INTO enquiries (id, idempotency_key, request_hash, name, email, phone, services,
      country, price, message, fill_ms, received_at, client_hash, user_agent)
    VALUES (@id, @idempotencyKey, @hash, @name, @email, @phone, @services,
      @country, @price, @message, @fillMs, @receivedAt, @clientHash, @userAgent)`);
  const queue = db.prepare("INSERT INTO outbox (enquiry_id, created_at, next_attempt_at) VALUES (?, ?, ?)");

  // IMMEDIATE: the lookup and the insert happen under one write lock, so two requests with the
  // same key (even from two processes) cannot both insert.
  const save = db.transaction((s: Submission): SaveResult => {
    const hash = requestHash(s.enquiry);
    const previous = find.get(s.idempotencyKey);
    if (previous) {
      if (previous.hash !== hash) return { kind: "conflict" };
      return { kind: "replay", receipt: { id: previous.id, receivedAt: previous.receivedAt } };
    }
    const receipt = { id: randomUUID(), receivedAt: new Date().toISOString() };
    const e = s.enquiry; // the honeypot is not stored: it is always empty here
    insert.run({
      name: e.name,
      email: e.email,
      phone: e.phone,
      services: e.services,
      country: e.country,
      price: e.price,
      message: e.message,
      fillMs: e.fillMs,
      ...receipt,
      hash,
      idempotencyKey: s.idempotencyKey,
      clientHash: s.clientHash,
      userAgent: s.userAgent,
    });
    // Same transaction: the notification exists exactly when the enquiry does.
    if (options.notify) queue.run(receipt.id, receipt.receivedAt, receipt.receivedAt);
    return { kind: "created", receipt };
  });

  return { save: (s: Submission) => save.immediate(s) };
}

export type Store = ReturnType<typeof createStore>;
