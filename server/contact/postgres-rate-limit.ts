/**
 * The enquiry rate limit counted in PostgreSQL (DATABASE_URL), so that every instance on the
 * database shares one count per client: a store for @fastify/rate-limit (its `store` option).
 *
 * The plugin (version 11) builds the store with `new Store(options)`, asks each route's limiter
 * for `child(routeOptions)`, and for each hit calls `incr(key, callback, timeWindow, max)`, expecting
 * `{ current, ttl }`: the hits in the current window, this one included, and the milliseconds left
 * in it (its Retry-After). The key it gives is the client's address, or its /64 for IPv6.
 *
 * One statement per hit, atomic whatever the number of instances: INSERT ... ON CONFLICT DO UPDATE
 * locks the client's row, so two hits at once are counted one after the other, never both from
 * the same old count. A window that is over starts again at 1. Times are PostgreSQL's own clock,
 * so instances whose clocks differ still agree on when a window ends. The address is stored only
 * as an HMAC with the IP-hash secret that the instances share.
 *
 * Rows whose window ended are deleted every `pruneEvery` hits counted by an instance (and the
 * deletion is not waited for), so the table holds about one row per client seen in the last window.
 */
import type { FastifyBaseLogger } from "fastify";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type pg from "pg";
import { clean } from "./log.ts";

type Callback = Parameters<FastifyRateLimitStore["incr"]>[1];

const HIT = `INSERT INTO rate_limits AS r (key, hits, reset_at)
    VALUES ($1, 1, now() + $2 * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE least(r.hits, 2000000000) + 1 END,
      reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
    RETURNING hits, greatest(0, ceil(extract(epoch FROM r.reset_at - now()) * 1000))::float8 AS ttl`;

const PRUNE = "DELETE FROM rate_limits WHERE reset_at <= now()";

export interface PostgresRateLimitOptions {
  /** The keyed hash that stands for an address wherever one is kept (client-hash.ts). */
  hashKey: (key: string) => string;
  log: FastifyBaseLogger;
  /** Expired rows are deleted once every this many hits (per instance). */
  pruneEvery?: number;
}

/** Counts one hit for `key`: its hits in the current window (this one included) and the milliseconds left. */
export async function countHit(pool: pg.Pool, key: string, timeWindowMs: number) {
  const { rows } = await pool.query<{ hits: number; ttl: number }>(HIT, [key, timeWindowMs]);
  return { current: rows[0]!.hits, ttl: rows[0]!.ttl };
}

/** Deletes the rows whose window is over; returns how many. */
export async function pruneRateLimits(pool: pg.Pool): Promise<number> {
  return (await pool.query(PRUNE)).rowCount ?? 0;
}

/**
 * The store class the plugin's `store` option takes. When PostgreSQL cannot be reached the
 * callback gets the error; the routes register the plugin with `skipOnError`, so the request goes
 * on to the enquiry store, which cannot reach PostgreSQL either and answers 503.
 */
export function postgresRateLimitStore(pool: pg.Pool, options: PostgresRateLimitOptions): FastifyRateLimitStoreCtor {
  const { hashKey, log, pruneEvery = 1000 } = options;
  let counted = 0;

  function prune() {
    pruneRateLimits(pool).then(
      (removed) => log.debug({ event: "rate_limits_pruned", removed }, "expired rate-limit rows removed"),
      (error: Error) =>
        log.warn(
          { event: "rate_limits_prune_failed", reason: clean(error.message) },
          "expired rate-limit rows not removed",
        ),
    );
  }

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number, _max: number) {
      countHit(pool, hashKey(key), timeWindow).then(
        (result) => {
          if (++counted % pruneEvery === 0) prune();
          callback(null, result);
        },
        (error: Error & { code?: string }) => {
          log.warn(
            { event: "rate_limit_unavailable", code: clean(error.code ?? error.name), reason: clean(error.message) },
            "the rate limit could not be counted",
          );
          callback(error);
        },
      );
    }

    child() {
      return new PostgresRateLimitStore();
    }
  }
  return PostgresRateLimitStore;
}
