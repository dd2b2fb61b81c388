import type { FastifyBaseLogger } from "fastify";
import type { NotifyConfig } from "../config.ts";
import { clean } from "./log.ts";
import { createTransport, notificationMessage, type Transport } from "./mail.ts";
import type { Store } from "./store.ts";

// A claimed row is skipped by other workers this long: longer than one send can take (see mail.ts).
const LEASE_MS = 120_000;
const MAX_BACKOFF_MS = 6 * 3_600_000;

/** Wait before the next try after `attempts` failed ones: base, 2 x base, 4 x base, ... at most 6 h. */
export function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/**
 * Sends the pending notifications in the background. The POST only writes an outbox row (in the
 * enquiry's transaction) and kicks this worker, so an SMTP outage never slows or fails it. A row
 * is retried with exponential backoff until sent or `maxAttempts` is reached. Delivery is at
 * least once: a crash between sending and recording it sends that mail again after the lease.
 */
export function startOutbox(
  store: Store,
  notify: NotifyConfig,
  log: FastifyBaseLogger,
  transport: Transport = createTransport(notify.smtp),
) {
  const { due, claim, markSent, markFailed } = store.outbox;

  let running: Promise<void> | undefined;
  let stopped = false;
  // Aborts a send under way at shutdown, so a hung SMTP server cannot hold the exit for its timeouts.
  const abort = new AbortController();

  async function drain() {
    const now = Date.now();
    for (const row of await due(notify.maxAttempts, new Date(now).toISOString())) {
      if (stopped) return;
      const leaseUntil = new Date(Date.now() + LEASE_MS).toISOString();
      if (!(await claim(row.outboxId, leaseUntil, row.lease))) continue;
      const attempt = row.attempts + 1;
      try {
        await transport.sendMail({ ...notificationMessage(row, notify), signal: abort.signal });
        await markSent(row.outboxId, new Date().toISOString());
        log.info({ event: "notify_sent", outboxId: row.outboxId, attempt }, "notification sent");
      } catch (error) {
        if (stopped) {
          await markFailed(row.outboxId, new Date().toISOString(), "interrupted by shutdown");
          return;
        }
        const reason = clean((error as Error).message, 500);
        const next = new Date(Date.now() + backoffMs(attempt, notify.retryBaseMs)).toISOString();
        await markFailed(row.outboxId, next, reason);
        const gaveUp = attempt >= notify.maxAttempts;
        log[gaveUp ? "error" : "warn"](
          { event: gaveUp ? "notify_gave_up" : "notify_failed", outboxId: row.outboxId, attempt, reason },
          gaveUp ? "notification not sent after the last attempt" : "notification not sent, will retry",
        );
      }
    }
  }

  function tick() {
    if (running || stopped) return;
    running = drain()
      .catch((error: Error) =>
        log.error({ event: "outbox_error", reason: clean(error.message) }, "outbox worker failed"),
      )
      .finally(() => (running = undefined));
  }

  const timer = setInterval(tick, notify.pollMs);
  timer.unref(); // the worker alone never keeps the process alive

  return {
    /** Look for due rows now (after an enquiry was stored) instead of at the next poll. */
    kick: () => setImmediate(tick),
    /** Stops polling and waits for a send under way, so the database can be closed after. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      abort.abort();
      await running;
      transport.close();
    },
  };
}

export type Outbox = ReturnType<typeof startOutbox>;
