import { useEffect, useRef } from "react";
import { ApiError, Unreachable } from "./api.ts";
import { IN_STUDIO, SERVER_HINT, UNREACHABLE } from "./host.ts";

/**
 * Save while the editor's server is away (the studio restarting, the network down, `npm run
 * edit` stopped) or failing (a 5xx): the changes stay in this browser's drafts (drafts.ts), and
 * Save tries again by itself until the server is back. A refusal (409, 4xx) is not tried again:
 * trying again cannot change its answer.
 */
export type Away = "unreachable" | "failed";

/** Why a save failed, when trying again later may succeed; undefined for a refusal. */
export function awayOf(error: unknown): Away | undefined {
  if (error instanceof Unreachable) return "unreachable";
  if (error instanceof ApiError && error.status >= 500) return "failed";
  return undefined;
}

const SERVER = IN_STUDIO ? "the studio" : "the editor's server";
const KEPT = "Your changes are kept in this browser and saved when it is back.";

/** What the status says while Save waits for the server (no network error, no status code). */
export const awayWords = (away: Away) =>
  away === "unreachable"
    ? `Not saved yet: ${SERVER} cannot be reached (${IN_STUDIO ? "restarting, or the connection dropped" : UNREACHABLE}). ${KEPT}`
    : `Not saved yet: ${SERVER} had a problem saving (${SERVER_HINT}). ${KEPT}`;

/** 'Saved at 14:05: the studio is back.' */
export const backWords = (at = new Date()) =>
  `Saved at ${at.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" })}: ${SERVER} is back.`;

/** The waits between tries: 2 s, 4 s, 8 s, 16 s, then every 30 s. */
export const retryDelay = (attempt: number) => Math.min(2000 * 2 ** attempt, 30_000);

/**
 * Runs `again` after a growing wait each time `schedule` is called, and at once when the browser
 * comes back online; `stop` ends the waiting and starts the waits again from 2 s (a save that got an answer).
 */
export function useRetry(again: () => void) {
  const latest = useRef(again);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const attempt = useRef(0);
  useEffect(() => {
    latest.current = again;
  });
  const clear = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => {
    const online = () => {
      if (timer.current === undefined) return;
      clear();
      latest.current();
    };
    addEventListener("online", online);
    return () => {
      removeEventListener("online", online);
      clear();
    };
  }, []);
  return {
    schedule() {
      clear();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        latest.current();
      }, retryDelay(attempt.current++));
    },
    /** Not waiting any more (a Save pressed meanwhile); the next wait is as long as if it had run. */
    cancel: clear,
    stop() {
      clear();
      attempt.current = 0;
    },
  };
}
