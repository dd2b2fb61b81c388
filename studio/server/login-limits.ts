import { addressGroup } from "../../server/address-cap.ts";
import type { AuditMoment } from "./audit.ts";

/**
 * How many wrong passwords the studio's login takes, counted before each password is checked.
 *
 * Three counts, each over the last STUDIO_LOGIN_WINDOW_MS, with an address meaning its group
 * (an IPv4 address, or the /64 of an IPv6 one, as the public server's limits count):
 * - one account from one address: `limit` (STUDIO_LOGIN_LIMIT). What someone guessing at an
 *   account meets, and all they can spend of the account's ceiling below.
 * - one address over every account: 3 x `limit`. A spray of one password at many accounts from
 *   one place is stopped, while one person mistyping behind an office's shared address does not
 *   lock out the colleagues who share it.
 * - one account over every address: 10 x `limit`, the ceiling on guesses at one account however
 *   many addresses an attacker has. One stranger alone cannot reach it (their address stops at
 *   `limit`): locking the owner out takes ten addresses working together, and even then an address
 *   the account logged in from within the last 30 days is let past the ceiling (its own limits
 *   still apply), so the owner at their usual place still gets in. Counted from failures already
 *   checked only: others' attempts in flight never refuse a login from another address.
 *
 * The first two count the attempts in flight too (reserved by `begin`, before the hash), so a
 * burst sent at once is refused past the limit instead of all being checked before any failure is
 * counted. Counted in this process's memory (the studio runs as one instance), from the audit
 * log's failures and logins at start (`remember`): a restart does not clear them.
 */
export interface LoginLimitSettings {
  limit: number;
  windowMs: number;
}

export const ADDRESS_LIMIT_TIMES = 3;
export const ACCOUNT_CEILING_TIMES = 10;
/** How long a successful login makes its (account, address) one the ceiling lets past. */
export const KNOWN_ADDRESS_MS = 30 * 86_400_000;
/**
 * Failures are kept only as long as the window, and only checked passwords make them, so their
 * number is bounded by how many hashes the queue runs in one window; this is a backstop over it
 * (the least recently failing keys are dropped first), as is KNOWN_MAX for the known addresses.
 */
const KEYS_MAX = 100_000;
const KNOWN_MAX = 10_000;

export type LoginTurn =
  | {
      ok: true;
      /** The account has logged in from this address before: its login is checked first when many wait. */
      known: boolean;
      /** Once the password was checked (failed or not), or could not be; only the first call counts. */
      end(outcome: "failed" | "passed" | "unchecked"): void;
    }
  | { ok: false; reason: "attempts" | "account"; retryAfterMs: number };

export function loginLimits(settings: LoginLimitSettings, now: () => number = Date.now) {
  const { limit, windowMs } = settings;
  // key -> times of its failures, oldest first; the keys least recently failed first.
  const failures = new Map<string, number[]>();
  const inFlight = new Map<string, number>();
  // (account, address) -> when it last logged in, the least recent first.
  const known = new Map<string, number>();

  // As JSON arrays: an e-mail is any text the login form was sent, and must not spell another key.
  const keys = (email: string, address: string) => {
    const account = email.trim().toLowerCase();
    const group = addressGroup(address);
    return {
      pair: JSON.stringify(["pair", account, group]),
      address: JSON.stringify(["address", group]),
      account: JSON.stringify(["account", account]),
    };
  };

  /** The key's failures in the window; a key left with none is deleted (sweep counts on it). */
  function recent(key: string): number[] {
    const times = failures.get(key) ?? [];
    while (times.length && times[0]! <= now() - windowMs) times.shift();
    if (!times.length) failures.delete(key);
    return times;
  }

  /** Drops the keys whose every failure left the window: they are first in `failures`. */
  function sweep() {
    for (const [key, times] of failures) {
      if (failures.size > KEYS_MAX || times.at(-1)! <= now() - windowMs) failures.delete(key);
      else return;
    }
  }

  function fail(key: string, at: number) {
    const times = failures.get(key) ?? [];
    times.push(at);
    failures.delete(key); // to the end: the most recently failing
    failures.set(key, times);
  }

  function loggedIn(pair: string, at: number) {
    known.delete(pair);
    known.set(pair, at);
    if (known.size > KNOWN_MAX) known.delete(known.keys().next().value!);
  }

  /** Counted failures and attempts in flight; refused at `max`, open again when the oldest leaves the window. */
  function full(key: string, max: number, counting: number): number | undefined {
    const times = [...recent(key), ...Array<number>(counting).fill(now())];
    if (times.length < max) return undefined;
    return Math.max(1000, times[times.length - max]! + windowMs - now());
  }

  const change = (key: string, by: number) => {
    const left = (inFlight.get(key) ?? 0) + by;
    if (left) inFlight.set(key, left);
    else inFlight.delete(key);
  };

  return {
    /** Before checking a password: its turn (to end once checked), or why not and for how long. */
    begin(email: string, address: string): LoginTurn {
      sweep();
      const k = keys(email, address);
      const since = known.get(k.pair);
      const isKnown = since !== undefined && now() - since < KNOWN_ADDRESS_MS;
      const attempts =
        full(k.pair, limit, inFlight.get(k.pair) ?? 0) ??
        full(k.address, ADDRESS_LIMIT_TIMES * limit, inFlight.get(k.address) ?? 0);
      if (attempts) return { ok: false, reason: "attempts", retryAfterMs: attempts };
      const ceiling = isKnown ? undefined : full(k.account, ACCOUNT_CEILING_TIMES * limit, 0);
      if (ceiling) return { ok: false, reason: "account", retryAfterMs: ceiling };
      change(k.pair, 1);
      change(k.address, 1);
      let ended = false;
      return {
        ok: true,
        known: isKnown,
        end(outcome) {
          if (ended) return;
          ended = true;
          change(k.pair, -1);
          change(k.address, -1);
          if (outcome === "passed") loggedIn(k.pair, now());
          if (outcome !== "failed") return;
          for (const key of [k.pair, k.address, k.account]) fail(key, now());
        },
      };
    },
    /** What the audit log already holds, at start: the failed logins in the window and the logins since KNOWN_ADDRESS_MS, each oldest first. */
    remember(held: { failures: AuditMoment[]; logins: AuditMoment[] }) {
      for (const e of held.failures) {
        const k = keys(e.actor, e.address);
        for (const key of [k.pair, k.address, k.account]) fail(key, e.atMs);
      }
      for (const e of held.logins) loggedIn(keys(e.actor, e.address).pair, e.atMs);
    },
    /** How much is held (the tests check the bounds with it). */
    size: () => ({ keys: failures.size, inFlight: inFlight.size, known: known.size }),
  };
}

export type LoginLimits = ReturnType<typeof loginLimits>;
